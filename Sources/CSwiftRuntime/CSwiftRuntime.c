// Declarations only (include/CSwiftRuntime.h): the functions are the Swift runtime's.
#include "CSwiftRuntime.h"
