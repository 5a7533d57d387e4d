/* C components the bridge tests host: each exercises one part of graft.h. */
#ifndef GRAFT_TEST_COMPONENTS_H
#define GRAFT_TEST_COMPONENTS_H

#include "graft.h"

/* Shows "theme X", X read from the host environment key "conformanceTheme". */
const graft_component_vtable *graft_test_themed_vtable(void);
/* Input 0: int64 binding. Shows "feedback"; answers every value > 0 by writing value + 1. */
const graft_component_vtable *graft_test_feedback_vtable(void);
/* Builds a text node, then fails: make returns GRAFT_ERR_COMPONENT_FAILED. */
const graft_component_vtable *graft_test_failing_vtable(void);

/* The probe: input 0 is an int64 binding. make records misuse statuses (below), keeps its
 * context, a node, and the input binding for the test to misuse later, and creates a foreign
 * scope that reads input 0 and counts its invalidations. Shows "probe N". */
const graft_component_vtable *graft_test_probe_vtable(void);

typedef struct graft_probe_record {
  graft_context context;
  graft_node node;
  graft_binding input;
  graft_binding state;
  graft_scope scope;
  int scope_invalidations;
  int64_t scope_last_value;
  /* Statuses of deliberate misuse inside make: */
  graft_status create_before_begin;  /* graft_node_create before graft_tree_begin */
  graft_status nested_begin;         /* graft_tree_begin twice */
  graft_status insert_out_of_range;  /* insert at index 99 */
  graft_status insert_attached;      /* insert a node that already has a parent */
  graft_status wrong_typed_read;     /* graft_binding_get_double on an int64 binding */
  graft_status small_buffer;         /* string state read into a 2-byte buffer */
  size_t small_buffer_length;        /* the length it reported */
  graft_status invalid_utf8;         /* graft_node_set_text with invalid UTF-8 */
  graft_status null_out;             /* graft_node_create with a NULL out-pointer */
  graft_status undeclared_environment; /* environment key nobody declared */
} graft_probe_record;

/* What the last probe made recorded. */
const graft_probe_record *graft_test_probe_record(void);

/* Shows `text` in one text node under ctx's host node, creating it (into *node) on the first
 * call. Call from make or update. */
graft_status graft_test_show_text(graft_context ctx, graft_node *node, const char *text);

/* ---- A C program that owns a libuv loop and lends it to Graft (host_loop.c) ---- */

#define GRAFT_TEST_HOST_TICKS 3
#define GRAFT_TEST_HOST_MAX_RENDERS 16

/* What graft_test_host_loop_run saw. An iteration is one turn of the host's uv_run, counted
 * by the host's own prepare handle. */
typedef struct graft_test_host_report {
  graft_status create, state, component, root, observe, root_destroy, graph_destroy;
  /* uv_run(UV_RUN_DEFAULT) returned by itself (the watchdog did not stop it). */
  bool run_returned;
  bool watchdog_fired;
  /* The host timer's writes: the value written and the iteration it was written in. */
  int64_t written[GRAFT_TEST_HOST_TICKS];
  int write_iteration[GRAFT_TEST_HOST_TICKS];
  /* The recorder component's renders: the value read and the iteration it ran in. */
  int64_t rendered[GRAFT_TEST_HOST_MAX_RENDERS];
  int render_iteration[GRAFT_TEST_HOST_MAX_RENDERS];
  int render_count;
  /* The render observer's last text. */
  char last_render_text[128];
  int observed_renders;
  /* Handles on the loop that are not the host's: while Graft is mounted, and after
   * graft_graph_destroy plus one uv_run. */
  int foreign_handles_while_mounted;
  int foreign_handles_after;
  /* loop->data still holds what the host put there. */
  bool loop_data_kept;
  /* The host's uv_loop_close, after it closed its own handles. */
  int loop_close;
} graft_test_host_report;

/* Runs a host program: its own loop with a prepare handle (counting iterations), an unref'd
 * watchdog timer and a 1 ms timer that writes 1, 2, 3 into a graph state binding and then
 * closes itself; a graph borrowing the loop (graft_graph_create_on_loop) with the recorder
 * component (shows "recorded N", N read from input 0) mounted as a root. Runs uv_run
 * (UV_RUN_DEFAULT) until it returns, destroys root and graph, runs the loop once more, walks
 * it, closes its own handles and the loop. Fills *report. */
void graft_test_host_loop_run(graft_test_host_report *report);

/* graft_graph_destroy of a graph on its own loop while a handle the caller added to it
 * (graft_graph_uv_loop) is still open. Returns destroy's status; then closes that handle,
 * runs the loop once, closes and frees it, and stores uv_loop_close's result. */
graft_status graft_test_destroy_with_foreign_handle(int *loop_close);

#endif
