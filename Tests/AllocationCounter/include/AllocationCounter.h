// Counts heap allocations of the calling thread, for the allocation-ceiling tests.
//
// On Linux with glibc, the test executable defines malloc and its siblings, each forwarding to
// glibc's own implementation (__libc_malloc, ...) after counting, so every allocation of the
// process (Swift runtime, Foundation, libxml2) is seen. Elsewhere counting is unavailable and the
// ceiling tests skip.
#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#ifdef __cplusplus
extern "C" {
#endif

/// 1 when allocations are counted on this platform.
int allocation_counter_is_available(void);

/// Allocations (malloc, calloc, realloc, aligned forms) made by the calling thread so far.
unsigned long allocation_counter_thread_count(void);

#ifdef __cplusplus
}
#endif

#endif
