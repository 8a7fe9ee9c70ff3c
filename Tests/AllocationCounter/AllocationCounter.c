// Counting malloc for the allocation-ceiling tests (see include/AllocationCounter.h).
#include "AllocationCounter.h"

#include <stdlib.h>  // defines __GLIBC__ on glibc

// A sanitizer brings its own malloc; replacing it would hand glibc's blocks to the sanitizer's free
// (the test process crashes at once), so the counter stands down and the ceiling tests skip.
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define ALLOCATION_COUNTER_UNDER_SANITIZER 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define ALLOCATION_COUNTER_UNDER_SANITIZER 1
#endif

#if defined(__linux__) && defined(__GLIBC__) && !defined(ALLOCATION_COUNTER_UNDER_SANITIZER)

#include <errno.h>
#include <unistd.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

// Initial-exec TLS: the executable's own thread-local, readable from inside malloc without allocating.
static __thread unsigned long threadCount __attribute__((tls_model("initial-exec")));

int allocation_counter_is_available(void) { return 1; }

unsigned long allocation_counter_thread_count(void) { return threadCount; }

void *malloc(size_t size) {
    threadCount++;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    threadCount++;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    threadCount++;
    return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
    threadCount++;
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    threadCount++;
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    threadCount++;
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) return ENOMEM;
    *result = pointer;
    return 0;
}

void *valloc(size_t size) {
    threadCount++;
    return __libc_memalign((size_t)sysconf(_SC_PAGESIZE), size);
}

#else

int allocation_counter_is_available(void) { return 0; }

unsigned long allocation_counter_thread_count(void) { return 0; }

#endif
