// The declaration in include/CFuzzerDriver.h is all this module provides; libFuzzer defines it.
#include "CFuzzerDriver.h"
