/* A C program hosting a Graft root: the minimal example of docs/bridge-abi.md. */
#include "graft_counter.h"

graft_status graft_counter_host_example(const char *view_name) {
  graft_graph graph;
  graft_node root_node;
  graft_root root;
  bool settled = false;
  struct uv_loop_s *loop = NULL;
  graft_status status = graft_graph_create(&graph);
  if (status != GRAFT_OK) return status;
  /* The loop is libuv's: add your own handles to it here if you have any. */
  if ((status = graft_graph_uv_loop(graph, &loop)) == GRAFT_OK &&
      (status = graft_graph_root_node(graph, &root_node)) == GRAFT_OK &&
      (status = graft_root_create(graph, root_node, view_name, NULL, 0, &root)) == GRAFT_OK) {
    status = graft_graph_run_until_idle(graph, &settled);
    if (status == GRAFT_OK && !settled) status = GRAFT_ERR_UNAVAILABLE;
    graft_status destroyed = graft_root_destroy(root);
    if (status == GRAFT_OK) status = destroyed;
  }
  graft_status destroyed = graft_graph_destroy(graph);
  return status != GRAFT_OK ? status : destroyed;
}
