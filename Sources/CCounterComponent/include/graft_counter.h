/* A small declarative counter written in C against graft.h alone. */
#ifndef GRAFT_COUNTER_H
#define GRAFT_COUNTER_H

#include "graft.h"

/* The counter's vtable. Inputs, by position:
 *   0  count: an int64 binding (the button writes count + 1 through it) or an int64 value
 *   1  label prefix: string (shown as "<prefix> <count>"; default "c")
 *   2  button title: string (default: no button)
 *   3  lifecycle: optional string binding; the counter writes "appear" after its first
 *      render and "disappear" when dismantled. */
const graft_component_vtable *graft_counter_vtable(void);

/* A C program hosting Graft: creates a graph on libuv, mounts the Graft view registered
 * as `view_name`, runs the loop until idle, tears everything down. Returns the first
 * failing status, or GRAFT_OK. (The example in docs/bridge-abi.md.) */
graft_status graft_counter_host_example(const char *view_name);

#endif
