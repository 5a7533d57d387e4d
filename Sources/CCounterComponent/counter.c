/* A declarative counter in C. It keeps a tiny tree of what it rendered (a column holding a
 * text and, optionally, a button), builds the tree it wants on every update, and diffs the
 * two by position: same kind, update the text if it changed; different kind, replace the
 * node; extra or missing nodes, remove or insert. It reconciles itself. */
#include "graft_counter.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define COUNTER_MAX_CHILDREN 2
#define COUNTER_TEXT_CAPACITY 96

typedef struct counter_vnode {
  graft_node_kind kind;
  char text[COUNTER_TEXT_CAPACITY];
  graft_node node;
} counter_vnode;

typedef struct counter_state {
  graft_node column;
  counter_vnode rendered[COUNTER_MAX_CHILDREN];
  size_t rendered_count;
  graft_binding count;
  bool has_count_binding;
  graft_binding lifecycle;
  bool has_lifecycle;
} counter_state;

static void copy_input_string(const graft_value *inputs, size_t count, size_t index, const char *fallback,
                              char *out, size_t capacity) {
  if (index < count && inputs[index].type == GRAFT_TYPE_STRING) {
    size_t length = inputs[index].string_length < capacity - 1 ? inputs[index].string_length : capacity - 1;
    memcpy(out, inputs[index].string_value, length);
    out[length] = '\0';
  } else {
    snprintf(out, capacity, "%s", fallback);
  }
}

static void on_tap(graft_context ctx, graft_node node, graft_event_kind kind, const char *text,
                   size_t text_length, void *user_data) {
  (void)ctx;
  (void)node;
  (void)text;
  (void)text_length;
  counter_state *state = user_data;
  int64_t value = 0;
  if (kind != GRAFT_EVENT_TAP || !state->has_count_binding) return;
  if (graft_binding_get_int64(state->count, &value) == GRAFT_OK) graft_binding_set_int64(state->count, value + 1);
}

static graft_status make_node(graft_context ctx, counter_state *state, const counter_vnode *wanted,
                              counter_vnode *slot, size_t index) {
  graft_status status = graft_node_create(ctx, wanted->kind, &slot->node);
  if (status != GRAFT_OK) return status;
  slot->kind = wanted->kind;
  memcpy(slot->text, wanted->text, sizeof slot->text);
  status = graft_node_set_text(ctx, slot->node, slot->text, strlen(slot->text));
  if (status == GRAFT_OK && slot->kind == GRAFT_NODE_BUTTON) status = graft_node_set_handler(ctx, slot->node, on_tap, state);
  if (status == GRAFT_OK) status = graft_node_insert(ctx, state->column, slot->node, index);
  return status;
}

/* Renders the inputs: builds the wanted tree, diffs it against the rendered one. */
static graft_status render(graft_context ctx, counter_state *state, const graft_value *inputs, size_t count) {
  int64_t value = 0;
  counter_vnode wanted[COUNTER_MAX_CHILDREN];
  size_t wanted_count = 0;
  char prefix[COUNTER_TEXT_CAPACITY / 2];
  char title[COUNTER_TEXT_CAPACITY];
  graft_status status = GRAFT_OK;

  state->has_count_binding = count > 0 && inputs[0].type == GRAFT_TYPE_BINDING;
  if (state->has_count_binding) {
    state->count = inputs[0].binding;
    status = graft_binding_get_int64(state->count, &value); /* tracked: a write re-runs update */
    if (status != GRAFT_OK) return status;
  } else if (count > 0 && inputs[0].type == GRAFT_TYPE_INT64) {
    value = inputs[0].int64_value;
  }
  state->has_lifecycle = count > 3 && inputs[3].type == GRAFT_TYPE_BINDING;
  if (state->has_lifecycle) state->lifecycle = inputs[3].binding;

  copy_input_string(inputs, count, 1, "c", prefix, sizeof prefix);
  copy_input_string(inputs, count, 2, "", title, sizeof title);
  wanted[wanted_count].kind = GRAFT_NODE_TEXT;
  snprintf(wanted[wanted_count].text, COUNTER_TEXT_CAPACITY, "%s %lld", prefix, (long long)value);
  wanted_count++;
  if (title[0] != '\0') {
    wanted[wanted_count].kind = GRAFT_NODE_BUTTON;
    snprintf(wanted[wanted_count].text, COUNTER_TEXT_CAPACITY, "%s", title);
    wanted_count++;
  }

  if ((status = graft_tree_begin(ctx)) != GRAFT_OK) return status;
  if (state->column.bits == 0) {
    graft_node host;
    if ((status = graft_node_create(ctx, GRAFT_NODE_VSTACK, &state->column)) == GRAFT_OK &&
        (status = graft_context_host_node(ctx, &host)) == GRAFT_OK)
      status = graft_node_insert(ctx, host, state->column, 0);
  }
  for (size_t i = 0; status == GRAFT_OK && i < wanted_count; i++) {
    counter_vnode *slot = &state->rendered[i];
    if (i >= state->rendered_count) {
      status = make_node(ctx, state, &wanted[i], slot, i);
    } else if (slot->kind != wanted[i].kind) {
      if ((status = graft_node_remove(ctx, state->column, i, 1)) == GRAFT_OK &&
          (status = graft_node_release(ctx, slot->node)) == GRAFT_OK)
        status = make_node(ctx, state, &wanted[i], slot, i);
    } else if (strcmp(slot->text, wanted[i].text) != 0) {
      memcpy(slot->text, wanted[i].text, sizeof slot->text);
      status = graft_node_set_text(ctx, slot->node, slot->text, strlen(slot->text));
    }
  }
  while (status == GRAFT_OK && state->rendered_count > wanted_count) {
    size_t last = state->rendered_count - 1;
    if ((status = graft_node_remove(ctx, state->column, last, 1)) == GRAFT_OK)
      status = graft_node_release(ctx, state->rendered[last].node);
    state->rendered_count--;
  }
  if (status == GRAFT_OK && wanted_count > state->rendered_count) state->rendered_count = wanted_count;
  graft_status end = graft_tree_end(ctx);
  return status != GRAFT_OK ? status : end;
}

static graft_status counter_make(graft_context ctx, const graft_value *inputs, size_t count, void **out_state) {
  counter_state *state = calloc(1, sizeof *state);
  if (state == NULL) return GRAFT_ERR_COMPONENT_FAILED;
  graft_status status = render(ctx, state, inputs, count);
  if (status != GRAFT_OK) {
    free(state);
    return status;
  }
  if (state->has_lifecycle) graft_binding_set_string(state->lifecycle, "appear", 6);
  *out_state = state;
  return GRAFT_OK;
}

static graft_status counter_update(graft_context ctx, void *state, const graft_value *inputs, size_t count) {
  return render(ctx, state, inputs, count);
}

static void counter_dismantle(graft_context ctx, void *opaque) {
  (void)ctx;
  counter_state *state = opaque;
  if (state->has_lifecycle) graft_binding_set_string(state->lifecycle, "disappear", 9);
  free(state);
}

/* Character cells `text` takes: one per UTF-8 code point (a continuation byte adds none). */
static double text_cells(const char *text) {
  double cells = 0;
  for (const unsigned char *byte = (const unsigned char *)text; *byte != '\0'; byte++)
    if ((*byte & 0xC0) != 0x80) cells += 1;
  return cells;
}

/* Answers in the units Graft's layout proposes in (see docs/bridge-abi.md, "measure"): the
 * monospace metrics' character cells, one per column across and one per line down. A line is
 * its text; a button's line also has the cell its renderer draws on each side of the label
 * (a terminal's brackets). Narrower than the text when the proposal is narrower (negative:
 * unconstrained, the ideal size). */
static graft_status counter_measure(graft_context ctx, void *opaque, double proposed_width,
                                    double proposed_height, double *out_width, double *out_height) {
  (void)ctx;
  (void)proposed_height;
  const counter_state *state = opaque;
  double width = 0;
  for (size_t i = 0; i < state->rendered_count; i++) {
    double line = text_cells(state->rendered[i].text) + (state->rendered[i].kind == GRAFT_NODE_BUTTON ? 2.0 : 0.0);
    if (line > width) width = line;
  }
  if (proposed_width >= 0 && width > proposed_width) width = proposed_width;
  *out_width = width;
  *out_height = (double)state->rendered_count;
  return GRAFT_OK;
}

static const graft_component_vtable counter_vtable = {
  .abi_version = GRAFT_ABI_VERSION,
  .size = sizeof(graft_component_vtable),
  .name = "CCounter",
  .make = counter_make,
  .update = counter_update,
  .dismantle = counter_dismantle,
  .event = NULL,
  .measure = counter_measure,
};

const graft_component_vtable *graft_counter_vtable(void) { return &counter_vtable; }
