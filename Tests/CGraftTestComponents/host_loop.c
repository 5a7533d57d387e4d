/* A C program that owns a libuv loop and lends it to Graft: the C side of issue 19's tests
 * (driven by Tests/GraftCBridgeTests/BorrowedLoopCTests.swift). */
/* <uv.h> needs POSIX types (pthread_rwlock_t) that strict C11 hides. */
#define _POSIX_C_SOURCE 200809L
#include "graft_test_components.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <uv.h>

typedef struct host {
  uv_loop_t loop;
  uv_prepare_t prepare;
  uv_timer_t ticker;
  uv_timer_t watchdog;
  int iteration;
  int ticks;
  graft_binding count;
  graft_test_host_report *report;
} host;

static host *current_host;

/* ---- the recorder component: shows "recorded N", logs every render ---- */

typedef struct recorder_state {
  graft_node text;
} recorder_state;

static graft_status recorder_render(graft_context ctx, recorder_state *state, const graft_value *inputs,
                                    size_t count) {
  int64_t value = -1;
  char text[48];
  if (count < 1 || inputs[0].type != GRAFT_TYPE_BINDING) return GRAFT_ERR_INVALID_ARGUMENT;
  graft_status status = graft_binding_get_int64(inputs[0].binding, &value); /* tracked */
  if (status != GRAFT_OK) return status;
  graft_test_host_report *report = current_host->report;
  if (report->render_count < GRAFT_TEST_HOST_MAX_RENDERS) {
    report->rendered[report->render_count] = value;
    report->render_iteration[report->render_count] = current_host->iteration;
    report->render_count++;
  }
  snprintf(text, sizeof text, "recorded %lld", (long long)value);
  return graft_test_show_text(ctx, &state->text, text);
}

static graft_status recorder_make(graft_context ctx, const graft_value *inputs, size_t count, void **out) {
  recorder_state *state = calloc(1, sizeof *state);
  if (!state) return GRAFT_ERR_COMPONENT_FAILED;
  graft_status status = recorder_render(ctx, state, inputs, count);
  if (status != GRAFT_OK) {
    free(state);
    return status;
  }
  *out = state;
  return GRAFT_OK;
}

static graft_status recorder_update(graft_context ctx, void *state, const graft_value *inputs, size_t count) {
  return recorder_render(ctx, state, inputs, count);
}

static void recorder_dismantle(graft_context ctx, void *state) {
  (void)ctx;
  free(state);
}

static const graft_component_vtable recorder_vtable = {
    .abi_version = GRAFT_ABI_VERSION,
    .size = sizeof(graft_component_vtable),
    .name = "Recorder",
    .make = recorder_make,
    .update = recorder_update,
    .dismantle = recorder_dismantle,
    .event = NULL,
    .measure = NULL,
};

/* ---- the host's own handles ---- */

static void on_prepare(uv_prepare_t *handle) { ((host *)handle->data)->iteration++; }

/* Timers run before prepare: this write happens in iteration `iteration + 1`. */
static void on_tick(uv_timer_t *handle) {
  host *h = handle->data;
  int index = h->ticks++;
  h->report->written[index] = index + 1;
  h->report->write_iteration[index] = h->iteration + 1;
  graft_binding_set_int64(h->count, index + 1);
  if (h->ticks == GRAFT_TEST_HOST_TICKS) uv_close((uv_handle_t *)handle, NULL);
}

static void on_watchdog(uv_timer_t *handle) {
  host *h = handle->data;
  h->report->watchdog_fired = true;
  uv_stop(&h->loop);
}

static void on_render(graft_graph graph, const char *text, size_t length, void *user_data) {
  (void)graph;
  graft_test_host_report *report = user_data;
  size_t kept = length < sizeof report->last_render_text - 1 ? length : sizeof report->last_render_text - 1;
  memcpy(report->last_render_text, text, kept);
  report->last_render_text[kept] = '\0';
  report->observed_renders++;
}

static void count_foreign(uv_handle_t *handle, void *arg) {
  host *h = current_host;
  if (handle != (uv_handle_t *)&h->prepare && handle != (uv_handle_t *)&h->watchdog &&
      handle != (uv_handle_t *)&h->ticker)
    (*(int *)arg)++;
}

static int foreign_handles(host *h) {
  int count = 0;
  uv_walk(&h->loop, count_foreign, &count);
  return count;
}

void graft_test_host_loop_run(graft_test_host_report *report) {
  static int sentinel;
  host *h = calloc(1, sizeof *h);
  graft_graph graph = {0};
  graft_node root_node = {0};
  graft_component recorder = {0};
  graft_root root = {0};
  memset(report, 0, sizeof *report);
  if (!h || uv_loop_init(&h->loop) != 0) {
    free(h);
    report->loop_close = -1;
    return;
  }
  current_host = h;
  h->report = report;
  h->loop.data = &sentinel;
  uv_prepare_init(&h->loop, &h->prepare);
  h->prepare.data = h;
  uv_prepare_start(&h->prepare, on_prepare);
  uv_unref((uv_handle_t *)&h->prepare);
  uv_timer_init(&h->loop, &h->watchdog);
  h->watchdog.data = h;
  uv_timer_start(&h->watchdog, on_watchdog, 30000, 0);
  uv_unref((uv_handle_t *)&h->watchdog);

  graft_value zero = {.type = GRAFT_TYPE_INT64, .int64_value = 0};
  graft_value input = {.type = GRAFT_TYPE_BINDING};
  if ((report->create = graft_graph_create_on_loop(&h->loop, &graph)) == GRAFT_OK &&
      (report->observe = graft_graph_observe_renders(graph, on_render, report)) == GRAFT_OK &&
      (report->state = graft_graph_state_create(graph, &zero, &h->count)) == GRAFT_OK &&
      (report->component = graft_component_register(&recorder_vtable, &recorder)) == GRAFT_OK &&
      graft_graph_root_node(graph, &root_node) == GRAFT_OK) {
    input.binding = h->count;
    report->root = graft_root_create_component(graph, root_node, recorder, &input, 1, &root);
  }
  uv_timer_init(&h->loop, &h->ticker);
  h->ticker.data = h;
  uv_timer_start(&h->ticker, on_tick, 1, 1);

  uv_run(&h->loop, UV_RUN_DEFAULT); /* returns once the ticker closed: Graft keeps nothing alive */
  report->run_returned = !report->watchdog_fired;
  report->foreign_handles_while_mounted = foreign_handles(h);

  report->root_destroy = graft_root_destroy(root);
  report->graph_destroy = graft_graph_destroy(graph);
  graft_component_unregister(recorder);
  uv_run(&h->loop, UV_RUN_DEFAULT); /* frees Graft's closed handles */
  report->foreign_handles_after = foreign_handles(h);
  report->loop_data_kept = h->loop.data == &sentinel;

  uv_close((uv_handle_t *)&h->prepare, NULL);
  uv_close((uv_handle_t *)&h->watchdog, NULL);
  uv_run(&h->loop, UV_RUN_DEFAULT);
  report->loop_close = uv_loop_close(&h->loop);
  current_host = NULL;
  free(h);
}

graft_status graft_test_destroy_with_foreign_handle(int *loop_close) {
  graft_graph graph;
  uv_loop_t *loop = NULL;
  uv_timer_t *mine = malloc(sizeof *mine);
  graft_status status = graft_graph_create(&graph);
  *loop_close = -1;
  if (status != GRAFT_OK || !mine) {
    free(mine);
    return status != GRAFT_OK ? status : GRAFT_ERR_INVALID_ARGUMENT;
  }
  if ((status = graft_graph_uv_loop(graph, &loop)) != GRAFT_OK) {
    free(mine);
    graft_graph_destroy(graph);
    return status;
  }
  uv_timer_init(loop, mine);
  status = graft_graph_destroy(graph);
  uv_close((uv_handle_t *)mine, NULL);
  uv_run(loop, UV_RUN_NOWAIT);
  free(mine);
  if (status == GRAFT_ERR_BUSY) { /* the loop is ours now */
    *loop_close = uv_loop_close(loop);
    if (*loop_close == 0) free(loop);
  }
  return status;
}
