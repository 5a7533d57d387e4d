/* The C target that carries graft.h. It has no code of its own (the ABI is implemented in
 * Swift, in GraftCBridge); these checks pin the handle layout the header promises. */
#include "graft.h"

_Static_assert(sizeof(graft_node) == sizeof(uint64_t), "handles are 64-bit values");
_Static_assert(sizeof(graft_context) == sizeof(uint64_t), "handles are 64-bit values");
_Static_assert(GRAFT_ABI_VERSION >= 1, "ABI versions start at 1");
