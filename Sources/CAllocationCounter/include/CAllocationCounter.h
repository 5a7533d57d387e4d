// Counts heap allocations made through the C allocator, per thread, for graft-bench's
// "allocations per update" figures (issue 15: no allocation on the steady-state update path).
//
// The counter works by interposing malloc, calloc, realloc, posix_memalign, aligned_alloc and
// memalign in the executable that links this target: each counts one allocation for the calling
// thread and forwards to glibc's own entry point (__libc_malloc and friends), so the allocator
// itself is unchanged.
// Under AddressSanitizer or ThreadSanitizer (which interpose the allocator themselves) nothing
// is interposed and graft_allocation_count_available() returns 0.
#ifndef GRAFT_ALLOCATION_COUNTER_H
#define GRAFT_ALLOCATION_COUNTER_H

#include <stddef.h>
#include <stdint.h>

/// 1 when allocations are being counted in this build, 0 under a sanitizer.
int graft_allocation_count_available(void);

/// Allocations made so far by the calling thread (so the difference around work done on one
/// thread counts that work's allocations exactly, whatever other threads do).
uint64_t graft_allocation_count(void);

/// The usable size of the heap block at `pointer` (glibc's `malloc_usable_size`): what the
/// allocator handed out for it, size-class rounding included. For measuring footprints.
size_t graft_allocation_size(const void *pointer);

/// Bytes glibc's allocator has handed out and not taken back, heap and mapped blocks together
/// (`mallinfo2`'s `uordblks` plus `hblkhd`), all threads. For measuring what work leaves
/// allocated; not meaningful under a sanitizer (its allocator is not glibc's).
size_t graft_heap_bytes_in_use(void);

#endif
