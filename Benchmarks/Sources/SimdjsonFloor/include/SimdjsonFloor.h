// The simdjson floor of the JSON benchmarks: a plain C interface over Debian's libsimdjson, so the
// Swift harness can time it like any other case. Benchmark-only; the library never links simdjson.
#ifndef SIMDJSON_FLOOR_H
#define SIMDJSON_FLOOR_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What one pass saw: the number of user records and the last record's name (checked by the harness).
typedef struct SimdjsonFloorResult {
    long records;
    /// 0 on success, otherwise a simdjson error code (or -1 when the shape is not `{"users": [...]}`).
    int error;
    char lastName[96];
} SimdjsonFloorResult;

/// A padded copy of the input and a reusable parser (simdjson's documented usage: one parser, many documents).
typedef struct SimdjsonFloorInput SimdjsonFloorInput;

SimdjsonFloorInput *simdjson_floor_load(const char *bytes, size_t length);
void simdjson_floor_release(SimdjsonFloorInput *input);

/// DOM parse of the whole input; walks the `users` array and reads each record's name.
SimdjsonFloorResult simdjson_floor_parse(SimdjsonFloorInput *input);

/// On-Demand into C++ records (`std::string` fields, one heap object per record); the records are
/// handed back in `*users` so that freeing them is not timed (`simdjson_floor_free_users`).
SimdjsonFloorResult simdjson_floor_ondemand(SimdjsonFloorInput *input, void **users);
void simdjson_floor_free_users(void *users);

#ifdef __cplusplus
}
#endif

#endif
