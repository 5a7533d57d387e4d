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

#endif
