/*
 * graft.h — Graft's C ABI: host a declarative component written in any language inside a
 * Graft tree, and host a Graft root from C. One header, no Swift types, opaque handles.
 *
 * Reference: docs/bridge-abi.md (every call, status codes, ownership, phases, threading,
 * and a minimal hosting example).
 *
 * Conventions, for every function below:
 *  - Every call returns a graft_status. Out-parameters are written only on GRAFT_OK (and,
 *    for string reads, the required length on GRAFT_ERR_BUFFER_TOO_SMALL).
 *  - A bad handle, a handle used after its owner was dismantled, a wrong-typed read, a call
 *    in the wrong phase, and an ABI version mismatch are reported with a status, never
 *    undefined behaviour. The host keeps running.
 *  - Threading: every call must be made on the loop thread (where Graft's main actor runs:
 *    the thread running the loop, normally the main thread). No call is thread-safe. A call
 *    from another thread is a programming error that stops the process with a message
 *    (Swift's actor-isolation check), deterministically, before touching any state.
 *  - Strings passed in are UTF-8, pointer plus byte length (not necessarily NUL-terminated);
 *    Graft copies them before returning. Strings passed out are copied into a caller buffer.
 *  - Handles are 64-bit values (index + generation); 0 is never a valid handle. A handle is
 *    valid from the call that produced it until its owner releases it (see each handle).
 */
#ifndef GRAFT_H
#define GRAFT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The ABI version this header describes. A component vtable carries the version it was
 * compiled against; registration fails with GRAFT_ERR_ABI_MISMATCH if it differs. */
#define GRAFT_ABI_VERSION 1

/* ---------------------------------------------------------------------------------------- */
/* Status codes                                                                              */

typedef enum graft_status {
  GRAFT_OK = 0,
  /* The handle is 0, was never issued, or is a handle of another kind. */
  GRAFT_ERR_BAD_HANDLE = 1,
  /* The handle was valid once, but its owner (a component instance, a graph, a root) was
   * dismantled or released since. */
  GRAFT_ERR_DISMANTLED = 2,
  /* A typed read or write of a binding or value of another type. */
  GRAFT_ERR_WRONG_TYPE = 3,
  /* A vtable's abi_version (or size) does not match this library's GRAFT_ABI_VERSION. */
  GRAFT_ERR_ABI_MISMATCH = 4,
  /* A NULL out-pointer, a NULL string with a non-zero length, invalid UTF-8, an index out of
   * range, a node already attached, an unknown kind or name. */
  GRAFT_ERR_INVALID_ARGUMENT = 5,
  /* The call is not valid in the current phase (for example a node mutation outside a
   * graft_tree_begin/graft_tree_end bracket, or graft_tree_begin outside make/update). */
  GRAFT_ERR_WRONG_PHASE = 6,
  /* The caller's buffer is too small; the required length (in bytes, without a NUL) is
   * written to the length out-parameter. */
  GRAFT_ERR_BUFFER_TOO_SMALL = 7,
  /* What was asked for does not exist here (for example the uv loop of a graph that does
   * not run on libuv, or an environment key the host did not declare). */
  GRAFT_ERR_UNAVAILABLE = 8,
  /* 9 is reserved. */
  /* Returned by a component's make to say it failed; Graft shows an error node instead. */
  GRAFT_ERR_COMPONENT_FAILED = 10,
  /* graft_graph_destroy of a graph on its own loop: the roots, the graph and Graft's handles
   * are gone, but the loop could not be closed because handles the caller added to it
   * (graft_graph_uv_loop) are still open. The loop (malloc'd) is now the caller's: close
   * those handles, run it once, uv_loop_close it and free() it. */
  GRAFT_ERR_BUSY = 11,
  /* libuv refused a call Graft needs (initialising a loop or one of Graft's handles, for
   * example when the process is out of file descriptors). Nothing was created. */
  GRAFT_ERR_LIBUV = 12,
  /* The node given as a root's anchor already has a root mounted in it, or already has
   * children: every root owns the node it mounts into (one root per anchor). */
  GRAFT_ERR_ANCHOR_IN_USE = 13
} graft_status;

/* ---------------------------------------------------------------------------------------- */
/* Handles (opaque; compare with ==; 0 is invalid)                                           */

/* A component type registered with graft_component_register. Lives until
 * graft_component_unregister (instances already made keep working). */
typedef struct graft_component { uint64_t bits; } graft_component;
/* One mounted instance of a component, passed to every vtable callback. Valid from make
 * until dismantle returns; afterwards every call with it returns GRAFT_ERR_DISMANTLED. */
typedef struct graft_context { uint64_t bits; } graft_context;
/* A node in the tree. Nodes a component creates are owned by its context: released by
 * graft_node_release or, at the latest, when the component is dismantled. */
typedef struct graft_node { uint64_t bits; } graft_node;
/* A typed, tracked value: a binding passed in by the host, or state a component created.
 * Input bindings are valid for the life of the context; state until graft_state_release or
 * dismantle. */
typedef struct graft_binding { uint64_t bits; } graft_binding;
/* A foreign tracking scope: reads inside graft_scope_evaluate are recorded; a write to what
 * it read invalidates it, and Graft calls its invalidation callback during the next update
 * pass. Owned by its context (released by graft_scope_release or dismantle). */
typedef struct graft_scope { uint64_t bits; } graft_scope;
/* An update graph and its loop, for a C program hosting Graft roots. Owned by the caller:
 * graft_graph_destroy. */
typedef struct graft_graph { uint64_t bits; } graft_graph;
/* A Graft root mounted by a C program. Owned by the caller: graft_root_destroy. */
typedef struct graft_root { uint64_t bits; } graft_root;

/* libuv's loop, forward-declared so this header does not require <uv.h>. */
struct uv_loop_s;

/* ---------------------------------------------------------------------------------------- */
/* Values                                                                                    */

typedef enum graft_value_type {
  GRAFT_TYPE_NONE = 0,
  GRAFT_TYPE_INT64 = 1,
  GRAFT_TYPE_DOUBLE = 2,
  GRAFT_TYPE_BOOL = 3,
  GRAFT_TYPE_STRING = 4,
  /* A binding: `binding` holds the handle; its own type is graft_binding_type. */
  GRAFT_TYPE_BINDING = 5
} graft_value_type;

/* One input of a component instance. Strings point into Graft-owned memory valid only
 * during the callback that received them: copy what you keep. */
typedef struct graft_value {
  graft_value_type type;
  int64_t int64_value;
  double double_value;
  bool bool_value;
  const char *string_value; /* UTF-8, not NUL-terminated; string_length bytes */
  size_t string_length;
  graft_binding binding;
} graft_value;

/* ---------------------------------------------------------------------------------------- */
/* Nodes                                                                                     */

typedef enum graft_node_kind {
  GRAFT_NODE_TEXT = 1,
  GRAFT_NODE_BUTTON = 2,
  GRAFT_NODE_TEXT_FIELD = 3,
  GRAFT_NODE_IMAGE = 4,
  GRAFT_NODE_VSTACK = 5,
  GRAFT_NODE_HSTACK = 6,
  GRAFT_NODE_ZSTACK = 7,
  GRAFT_NODE_LIST = 8,
  GRAFT_NODE_SPACER = 9
} graft_node_kind;

typedef enum graft_event_kind {
  GRAFT_EVENT_TAP = 1,
  GRAFT_EVENT_TEXT_CHANGE = 2, /* text/text_length hold the new text */
  GRAFT_EVENT_SUBMIT = 3
} graft_event_kind;

/* An event handler for one node. Called on the loop thread, outside an update pass: write
 * bindings or state here (which schedules a pass), do not mutate nodes. `text` is valid only
 * during the call. */
typedef void (*graft_event_fn)(graft_context ctx, graft_node node, graft_event_kind kind,
                               const char *text, size_t text_length, void *user_data);

/* Creates a detached node of `kind`, owned by `ctx`. Phase: inside graft_tree_begin/end. */
graft_status graft_node_create(graft_context ctx, graft_node_kind kind, graft_node *out_node);
/* Typed properties. Phase: inside graft_tree_begin/end. A setter that does not change the
 * value records no change. */
graft_status graft_node_set_text(graft_context ctx, graft_node node, const char *utf8, size_t length);
graft_status graft_node_set_placeholder(graft_context ctx, graft_node node, const char *utf8, size_t length);
graft_status graft_node_set_identifier(graft_context ctx, graft_node node, const char *utf8, size_t length);
graft_status graft_node_set_spacing(graft_context ctx, graft_node node, double spacing);
graft_status graft_node_set_disabled(graft_context ctx, graft_node node, bool disabled);
/* The index-based applier (Compose's Applier conventions). `parent` is a node of ctx or
 * the host node (graft_context_host_node). insert: `child` must be detached, 0 <= index <=
 * count. remove: removes `count` children starting at `index`; removed nodes stay owned by
 * ctx and may be inserted again. move: `to` counts positions before the move. Phase: inside
 * graft_tree_begin/end. */
graft_status graft_node_insert(graft_context ctx, graft_node parent, graft_node child, size_t index);
graft_status graft_node_remove(graft_context ctx, graft_node parent, size_t index, size_t count);
graft_status graft_node_move(graft_context ctx, graft_node parent, size_t from, size_t to, size_t count);
/* Attaches `handler` (NULL: route events to the vtable's `event`) to a button or text
 * field. `user_data` is not owned by Graft. Any phase while ctx is alive. */
graft_status graft_node_set_handler(graft_context ctx, graft_node node, graft_event_fn handler, void *user_data);
/* Releases a detached node of ctx (and every handle to it). Phase: inside begin/end. */
graft_status graft_node_release(graft_context ctx, graft_node node);

/* Brackets node mutations. Valid only during the component's make or update callback (or a
 * scope invalidation callback); calls do not nest. */
graft_status graft_tree_begin(graft_context ctx);
graft_status graft_tree_end(graft_context ctx);
/* The node the component's top-level nodes go into (owned by the host; never release it). */
graft_status graft_context_host_node(graft_context ctx, graft_node *out_node);

/* ---------------------------------------------------------------------------------------- */
/* Bindings and state                                                                        */

/* The type of the value a binding holds. */
graft_status graft_binding_type(graft_binding binding, graft_value_type *out_type);
/* Typed reads. A read while a tracking scope runs (the component's make/update, or
 * graft_scope_evaluate) subscribes that scope: a later write invalidates it. Reading a binding
 * of another type returns GRAFT_ERR_WRONG_TYPE. */
graft_status graft_binding_get_int64(graft_binding binding, int64_t *out_value);
graft_status graft_binding_get_double(graft_binding binding, double *out_value);
graft_status graft_binding_get_bool(graft_binding binding, bool *out_value);
/* Copies the string into `buffer` (no NUL added) and writes its length. If `capacity` is too
 * small, writes the required length and returns GRAFT_ERR_BUFFER_TOO_SMALL. */
graft_status graft_binding_get_string(graft_binding binding, char *buffer, size_t capacity, size_t *out_length);
/* Typed writes. Writing an equal value does nothing; a different value invalidates every
 * scope that read it (in any runtime) and schedules an update pass. Any phase; writes during
 * a Graft view body are deferred by Graft to the end of the pass. */
graft_status graft_binding_set_int64(graft_binding binding, int64_t value);
graft_status graft_binding_set_double(graft_binding binding, double value);
graft_status graft_binding_set_bool(graft_binding binding, bool value);
graft_status graft_binding_set_string(graft_binding binding, const char *utf8, size_t length);

/* Creates tracked state owned by ctx, initialised from `initial` (not GRAFT_TYPE_BINDING),
 * and returns a binding to it. Pass it on to hosted Graft content, read and write it. */
graft_status graft_state_create(graft_context ctx, const graft_value *initial, graft_binding *out_binding);
/* Releases state created by graft_state_create; later use returns GRAFT_ERR_DISMANTLED. */
graft_status graft_state_release(graft_context ctx, graft_binding binding);

/* ---------------------------------------------------------------------------------------- */
/* Foreign tracking scopes                                                                   */

/* Called during an update pass after something the scope read changed. Node mutations are
 * allowed inside (bracketed by graft_tree_begin/end). */
typedef void (*graft_scope_fn)(graft_context ctx, graft_scope scope, void *user_data);

/* Creates a scope in ctx's root; `on_invalidate` runs in the pass after it is invalidated. */
graft_status graft_scope_create(graft_context ctx, graft_scope_fn on_invalidate, void *user_data,
                                graft_scope *out_scope);
/* Runs `body(ctx, scope, user_data)` with the scope current: every binding read inside is
 * recorded (the previous run's reads are forgotten first). Scopes nest. */
graft_status graft_scope_evaluate(graft_scope scope, graft_scope_fn body, void *user_data);
/* Marks the scope dirty by hand; its callback runs in the next pass. */
graft_status graft_scope_invalidate(graft_scope scope);
graft_status graft_scope_release(graft_context ctx, graft_scope scope);

/* ---------------------------------------------------------------------------------------- */
/* Hosted components: the vtable a foreign runtime fills in                                  */

/* Every callback runs on the loop thread. make and update run inside an update pass, in the
 * component's root (one level deeper than its host), inside its tracking scope: bindings read
 * there are tracked, and a change re-runs update in the same or the next pass. */
typedef struct graft_component_vtable {
  /* Must be GRAFT_ABI_VERSION and sizeof(graft_component_vtable). */
  uint32_t abi_version;
  uint32_t size;
  /* For diagnostics. Must stay valid while the component is registered. */
  const char *name;
  /* Builds the first render (bracket mutations with graft_tree_begin/end) and returns the
   * instance state in *out_state (owned by the component). Return anything but GRAFT_OK to
   * fail: Graft then removes what was built, shows an error node, reports a diagnostic, and
   * calls no other hook for this instance (not even dismantle). Required. */
  graft_status (*make)(graft_context ctx, const graft_value *inputs, size_t input_count, void **out_state);
  /* New inputs were pushed, or something read in the last make/update changed. Re-render by
   * diffing against what you rendered. Required. */
  graft_status (*update)(graft_context ctx, void *state, const graft_value *inputs, size_t input_count);
  /* The instance leaves the tree: free `state`. Handles of ctx are still valid during the
   * call (write a binding if you must); afterwards they are all released. Do not mutate
   * nodes: Graft removes them. Required. */
  void (*dismantle)(graft_context ctx, void *state);
  /* Events of nodes whose handler is NULL (graft_node_set_handler). May be NULL. */
  void (*event)(graft_context ctx, void *state, graft_node node, graft_event_kind kind, const char *text,
                size_t text_length);
  /* Size for a proposal (negative: unconstrained). Return GRAFT_ERR_UNAVAILABLE for "no
   * opinion". The answer is in the proposal's units, those of the host's layout: with the
   * monospace metrics (terminal renderer, tests) one per character cell across and one per
   * line down; with the points metrics, points. May be NULL. */
  graft_status (*measure)(graft_context ctx, void *state, double proposed_width, double proposed_height,
                          double *out_width, double *out_height);
} graft_component_vtable;

/* Registers a component type. The vtable is copied; its `name` must outlive the
 * registration. Fails with GRAFT_ERR_ABI_MISMATCH if abi_version or size differ. */
graft_status graft_component_register(const graft_component_vtable *vtable, graft_component *out_component);
graft_status graft_component_unregister(graft_component component);

/* Reads a string environment value of the host position that the host declared under `key`
 * (NUL-terminated ASCII). Tracked like a binding read. GRAFT_ERR_UNAVAILABLE if undeclared. */
graft_status graft_context_environment_string(graft_context ctx, const char *key, char *buffer,
                                              size_t capacity, size_t *out_length);

/* ---------------------------------------------------------------------------------------- */
/* Hosting Graft from C                                                                      */

/* Creates an update graph on a new libuv loop. The caller owns it: graft_graph_destroy.
 * GRAFT_ERR_LIBUV if libuv cannot create the loop or Graft's handles on it. */
graft_status graft_graph_create(graft_graph *out_graph);
/* Creates an update graph on `loop`, a libuv loop the caller initialised, owns and runs
 * (uv_run). Graft adds its handles to it and nothing else; it never sets loop->data and
 * runs the loop only inside graft_graph_run_until_idle. While nothing is pending in Graft,
 * its handles do not keep uv_run(UV_RUN_DEFAULT) alive. A binding written from one of the
 * caller's callbacks (a timer, a socket read) is rendered in the same loop iteration.
 * graft_graph_destroy closes Graft's handles and leaves the loop open: run it once more
 * (they are freed then) before uv_loop_close. Call on the thread that runs the loop, which
 * must be the main thread. GRAFT_ERR_INVALID_ARGUMENT for a NULL loop; GRAFT_ERR_LIBUV if
 * libuv refuses a handle (those opened are closed and freed in the loop's next run). */
graft_status graft_graph_create_on_loop(struct uv_loop_s *loop, graft_graph *out_graph);
/* The uv loop the graph runs on, to share it (add your own handles; do not close it).
 * GRAFT_ERR_UNAVAILABLE if the graph's loop is not a libuv loop (a test loop). */
graft_status graft_graph_uv_loop(graft_graph graph, struct uv_loop_s **out_loop);
/* Asks for an update pass in the next loop iteration. */
graft_status graft_graph_request_update(graft_graph graph);
/* Runs the loop until nothing is pending now; *out_settled is false if it hit its bound.
 * Runs non-blocking iterations of the loop, also of a loop borrowed with
 * graft_graph_create_on_loop (the one place Graft runs a borrowed loop). */
graft_status graft_graph_run_until_idle(graft_graph graph, bool *out_settled);
/* The tree's root node (owned by the graph): the place to mount a root. It is the anchor of at
 * most one root at a time (a second graft_root_create on it returns GRAFT_ERR_ANCHOR_IN_USE
 * until the first root is destroyed). */
graft_status graft_graph_root_node(graft_graph graph, graft_node *out_node);
/* Creates tracked state owned by the graph, initialised from `initial` (not
 * GRAFT_TYPE_BINDING), and returns a binding to it: pass it to graft_root_create as an
 * input, and write it from your own callbacks (graft_binding_set_*) to update what renders
 * it. Valid until graft_graph_state_release or graft_graph_destroy. */
graft_status graft_graph_state_create(graft_graph graph, const graft_value *initial, graft_binding *out_binding);
/* Releases state created by graft_graph_state_create; later use returns GRAFT_ERR_DISMANTLED. */
graft_status graft_graph_state_release(graft_graph graph, graft_binding binding);
/* Tears down every root still mounted (running their disappear effects), releases the
 * graph's state, then closes Graft's handles. On a graph from graft_graph_create it also
 * closes and frees the loop (GRAFT_ERR_BUSY if handles you added keep it open: see there);
 * on one from graft_graph_create_on_loop the loop stays open and is not run. The handle is
 * released in every case. */
graft_status graft_graph_destroy(graft_graph graph);
/* Mounts the Graft view registered (on the Swift side) under `view_name` as a root below
 * `parent` (a node of the graph), with `inputs` (copied). The root renders in the next pass.
 * GRAFT_ERR_INVALID_ARGUMENT for an unknown name; GRAFT_ERR_ANCHOR_IN_USE when `parent` already
 * has a root or children (the root owns `parent` until graft_root_destroy). */
graft_status graft_root_create(graft_graph graph, graft_node parent, const char *view_name,
                               const graft_value *inputs, size_t input_count, graft_root *out_root);
/* Mounts an instance of the C component `component` (graft_component_register) as a root
 * below `parent` (a node of the graph), with `inputs` (copied; a binding input, such as one
 * from graft_graph_state_create, is passed on as a binding). The instance is made in the
 * next pass; a make that fails shows an error node, as for a hosted component. */
graft_status graft_root_create_component(graft_graph graph, graft_node parent, graft_component component,
                                         const graft_value *inputs, size_t input_count, graft_root *out_root);
/* Removes the root's nodes and releases it. */
graft_status graft_root_destroy(graft_root root);

/* Called at the end of every update pass that changed the graph's tree, with the whole tree
 * rendered as indented text (one node per line, the format graft-samples prints; UTF-8,
 * valid only during the call). Loop thread, outside any component callback: do not destroy
 * the graph from inside it. */
typedef void (*graft_render_fn)(graft_graph graph, const char *text, size_t text_length, void *user_data);
/* Sets the graph's render observer (one per graph; NULL removes it). `user_data` is not
 * owned by Graft. */
graft_status graft_graph_observe_renders(graft_graph graph, graft_render_fn observer, void *user_data);

/* How many handles are alive (every kind). For leak tests. Any phase. */
graft_status graft_live_handle_count(size_t *out_count);

#ifdef __cplusplus
}
#endif

#endif /* GRAFT_H */
