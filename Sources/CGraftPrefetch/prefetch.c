// CGraftPrefetch is header-only (its one function is static inline); SwiftPM needs a source file.
#include "CGraftPrefetch.h"
