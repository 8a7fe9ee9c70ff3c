// An LD_PRELOAD shim for timing on a loaded machine: reads of the monotonic clocks answer the
// process's CPU time, so `bench --run-case` (which times with ContinuousClock) reports the CPU
// time of its timed run, without the time the process spent waiting for a core.
//
//   clang -O2 -shared -fPIC -o /tmp/cpuclock.so Benchmarks/Tools/cpuclock.c -ldl
//   LD_PRELOAD=/tmp/cpuclock.so Benchmarks/.build/release/bench --run-case NAME ...
#define _GNU_SOURCE
#include <dlfcn.h>
#include <time.h>

typedef int (*clock_gettime_fn)(clockid_t, struct timespec *);

int clock_gettime(clockid_t id, struct timespec *ts) {
    static clock_gettime_fn real;
    if (!real) real = (clock_gettime_fn)dlsym(RTLD_NEXT, "clock_gettime");
    if (id == CLOCK_MONOTONIC || id == CLOCK_MONOTONIC_RAW || id == CLOCK_MONOTONIC_COARSE || id == CLOCK_BOOTTIME)
        id = CLOCK_PROCESS_CPUTIME_ID;
    return real(id, ts);
}
