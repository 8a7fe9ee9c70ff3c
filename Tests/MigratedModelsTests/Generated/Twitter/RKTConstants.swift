// Not converted from RKTConstants.h by remap migrate: port by hand.

// TODO(migrate): RKTConstants.h:10: macro RKT_API_VERSION is not a string constant
// #define RKT_API_VERSION 1

// TODO(migrate): RKTConstants.h:11: function-like macro RKTLog
// #define RKTLog(fmt, ...) NSLog((@"%s " fmt), __PRETTY_FUNCTION__, ##__VA_ARGS__)
