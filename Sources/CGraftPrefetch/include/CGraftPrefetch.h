// A hint to the processor: start loading the cache line at an address that is about to be read.
#ifndef GRAFT_PREFETCH_H
#define GRAFT_PREFETCH_H

/// Starts loading the cache line holding `address` for reading; never faults, changes nothing.
static inline void graft_prefetch(const void *address) { __builtin_prefetch(address, 0, 3); }

#endif
