#include "graft_test_components.h"

#include <stdio.h>
#include <string.h>

static int instance_marker;

/* Shows one text, created on first render and updated afterwards. */
graft_status graft_test_show_text(graft_context ctx, graft_node *node, const char *text) {
  graft_status status = graft_tree_begin(ctx);
  if (status != GRAFT_OK) return status;
  if (node->bits == 0) {
    graft_node host;
    if ((status = graft_node_create(ctx, GRAFT_NODE_TEXT, node)) == GRAFT_OK &&
        (status = graft_context_host_node(ctx, &host)) == GRAFT_OK)
      status = graft_node_insert(ctx, host, *node, 0);
  }
  if (status == GRAFT_OK) status = graft_node_set_text(ctx, *node, text, strlen(text));
  graft_status end = graft_tree_end(ctx);
  return status != GRAFT_OK ? status : end;
}

/* ---- themed ---- */
static graft_node themed_node;

static graft_status themed_render(graft_context ctx) {
  char theme[32];
  char text[48];
  size_t length = 0;
  graft_status status = graft_context_environment_string(ctx, "conformanceTheme", theme, sizeof theme - 1, &length);
  if (status != GRAFT_OK) return status;
  theme[length] = '\0';
  snprintf(text, sizeof text, "theme %s", theme);
  return graft_test_show_text(ctx, &themed_node, text);
}

static graft_status themed_make(graft_context ctx, const graft_value *inputs, size_t count, void **out) {
  (void)inputs;
  (void)count;
  themed_node.bits = 0;
  *out = &instance_marker;
  return themed_render(ctx);
}

static graft_status themed_update(graft_context ctx, void *state, const graft_value *inputs, size_t count) {
  (void)state;
  (void)inputs;
  (void)count;
  return themed_render(ctx);
}

static void nothing_to_free(graft_context ctx, void *state) {
  (void)ctx;
  (void)state;
}

static const graft_component_vtable themed = {
  GRAFT_ABI_VERSION, sizeof(graft_component_vtable), "Themed", themed_make, themed_update, nothing_to_free, NULL, NULL,
};
const graft_component_vtable *graft_test_themed_vtable(void) { return &themed; }

/* ---- feedback ---- */
static graft_node feedback_node;

static graft_status feedback_update(graft_context ctx, void *state, const graft_value *inputs, size_t count) {
  (void)state;
  int64_t value = 0;
  if (count < 1 || inputs[0].type != GRAFT_TYPE_BINDING) return GRAFT_ERR_INVALID_ARGUMENT;
  graft_status status = graft_binding_get_int64(inputs[0].binding, &value);
  if (status != GRAFT_OK) return status;
  if (value > 0) graft_binding_set_int64(inputs[0].binding, value + 1);
  return graft_test_show_text(ctx, &feedback_node, "feedback");
}

static graft_status feedback_make(graft_context ctx, const graft_value *inputs, size_t count, void **out) {
  feedback_node.bits = 0;
  *out = &instance_marker;
  return feedback_update(ctx, NULL, inputs, count);
}

static const graft_component_vtable feedback = {
  GRAFT_ABI_VERSION, sizeof(graft_component_vtable), "Feedback", feedback_make, feedback_update, nothing_to_free,
  NULL, NULL,
};
const graft_component_vtable *graft_test_feedback_vtable(void) { return &feedback; }

/* ---- failing ---- */
static graft_status failing_make(graft_context ctx, const graft_value *inputs, size_t count, void **out) {
  (void)inputs;
  (void)count;
  (void)out;
  graft_node node = {0};
  graft_test_show_text(ctx, &node, "half-built");
  return GRAFT_ERR_COMPONENT_FAILED;
}

static graft_status failing_update(graft_context ctx, void *state, const graft_value *inputs, size_t count) {
  (void)ctx;
  (void)state;
  (void)inputs;
  (void)count;
  return GRAFT_OK;
}

static const graft_component_vtable failing = {
  GRAFT_ABI_VERSION, sizeof(graft_component_vtable), "Failing", failing_make, failing_update, nothing_to_free,
  NULL, NULL,
};
const graft_component_vtable *graft_test_failing_vtable(void) { return &failing; }

/* ---- probe ---- */
static graft_probe_record probe;

static void probe_read(graft_context ctx, graft_scope scope, void *user_data) {
  (void)ctx;
  (void)scope;
  (void)user_data;
  graft_binding_get_int64(probe.input, &probe.scope_last_value);
}

static void probe_invalidated(graft_context ctx, graft_scope scope, void *user_data) {
  (void)ctx;
  (void)user_data;
  probe.scope_invalidations++;
  graft_scope_evaluate(scope, probe_read, NULL);
}

static graft_status probe_render(graft_context ctx, const graft_value *inputs, size_t count) {
  int64_t value = 0;
  char text[32];
  if (count < 1 || inputs[0].type != GRAFT_TYPE_BINDING) return GRAFT_ERR_INVALID_ARGUMENT;
  graft_status status = graft_binding_get_int64(inputs[0].binding, &value);
  if (status != GRAFT_OK) return status;
  snprintf(text, sizeof text, "probe %lld", (long long)value);
  return graft_test_show_text(ctx, &probe.node, text);
}

static graft_status probe_make(graft_context ctx, const graft_value *inputs, size_t count, void **out) {
  graft_node scratch;
  graft_node host;
  double wrong = 0;
  char small[2];
  const graft_value initial = {.type = GRAFT_TYPE_STRING, .string_value = "hello", .string_length = 5};
  memset(&probe, 0, sizeof probe);
  probe.context = ctx;
  if (count < 1 || inputs[0].type != GRAFT_TYPE_BINDING) return GRAFT_ERR_INVALID_ARGUMENT;
  probe.input = inputs[0].binding;

  probe.create_before_begin = graft_node_create(ctx, GRAFT_NODE_TEXT, &scratch);
  graft_status status = probe_render(ctx, inputs, count);
  if (status != GRAFT_OK) return status;
  graft_tree_begin(ctx);
  probe.nested_begin = graft_tree_begin(ctx);
  graft_node_create(ctx, GRAFT_NODE_TEXT, &scratch);
  graft_context_host_node(ctx, &host);
  probe.insert_out_of_range = graft_node_insert(ctx, host, scratch, 99);
  probe.insert_attached = graft_node_insert(ctx, host, probe.node, 0);
  probe.invalid_utf8 = graft_node_set_text(ctx, scratch, "\xff\xfe", 2);
  probe.null_out = graft_node_create(ctx, GRAFT_NODE_TEXT, NULL);
  graft_node_release(ctx, scratch);
  graft_tree_end(ctx);

  probe.wrong_typed_read = graft_binding_get_double(probe.input, &wrong);
  graft_state_create(ctx, &initial, &probe.state);
  probe.small_buffer = graft_binding_get_string(probe.state, small, sizeof small, &probe.small_buffer_length);
  probe.undeclared_environment = graft_context_environment_string(ctx, "nobody", small, sizeof small, &probe.small_buffer_length);
  probe.small_buffer_length = 0;
  graft_binding_get_string(probe.state, NULL, 0, &probe.small_buffer_length);

  graft_scope_create(ctx, probe_invalidated, NULL, &probe.scope);
  graft_scope_evaluate(probe.scope, probe_read, NULL);
  *out = &instance_marker;
  return GRAFT_OK;
}

static graft_status probe_update(graft_context ctx, void *state, const graft_value *inputs, size_t count) {
  (void)state;
  return probe_render(ctx, inputs, count);
}

static const graft_component_vtable probe_table = {
  GRAFT_ABI_VERSION, sizeof(graft_component_vtable), "Probe", probe_make, probe_update, nothing_to_free, NULL, NULL,
};
const graft_component_vtable *graft_test_probe_vtable(void) { return &probe_table; }
const graft_probe_record *graft_test_probe_record(void) { return &probe; }
