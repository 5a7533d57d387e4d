#ifndef GRAFT_CLIBUV_SHIM_H
#define GRAFT_CLIBUV_SHIM_H
#include <uv.h>
#endif
