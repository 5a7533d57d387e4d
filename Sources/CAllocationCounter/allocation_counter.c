// See include/CAllocationCounter.h. Each interposed entry point counts, then forwards to glibc.
#include "CAllocationCounter.h"

#include <errno.h>
#include <malloc.h>
#include <stddef.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define GRAFT_ALLOCATIONS_UNCOUNTED 1
#endif
#endif

#ifndef GRAFT_ALLOCATIONS_UNCOUNTED

// Per thread, so a count taken around work on one thread is exact while other threads
// allocate. Initial-exec TLS: reading it never allocates (this runs inside malloc).
static _Thread_local uint64_t allocations __attribute__((tls_model("initial-exec")));

// glibc's own allocator entry points (exported by libc.so.6 since GLIBC_2.2.5).
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static inline void count_one(void) { allocations += 1; }

void *malloc(size_t size) {
  count_one();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  count_one();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  count_one();
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  count_one();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count_one();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  // POSIX: a power of two, and a multiple of sizeof(void *).
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
  count_one();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL && size != 0) return ENOMEM;
  *result = pointer;
  return 0;
}

int graft_allocation_count_available(void) { return 1; }

uint64_t graft_allocation_count(void) { return allocations; }

#else

int graft_allocation_count_available(void) { return 0; }

uint64_t graft_allocation_count(void) { return 0; }

#endif

size_t graft_allocation_size(const void *pointer) { return malloc_usable_size((void *)pointer); }

size_t graft_heap_bytes_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
}
