/*
 * c-host: a C program with a libuv loop of its own that embeds Graft on that loop.
 *
 * The program owns the loop: a timer, a loopback-only TCP command port and (interactive
 * mode) a SIGINT handler are its handles. It lends the loop to Graft
 * (graft_graph_create_on_loop) and mounts the C counter component
 * (Sources/CCounterComponent/counter.c) as a Graft root, showing a count held in graph state.
 * Its own callbacks write that state through a binding; Graft renders the change in the same
 * loop iteration, and a render observer prints each render.
 *
 * Commands, one per line (at most MAX_LINE bytes; a longer line is refused and the
 * connection closed): inc, dec, show, quit. At most MAX_CONNECTIONS clients at a time.
 *
 * Build with plain cc against an installed Graft (make install PREFIX=...):
 *   cc -std=c11 host.c counter.c -I<CCounterComponent/include> $(pkg-config --cflags --libs graft)
 * Run:
 *   c-host --demo     listen on an ephemeral port, run a scripted client over TCP, exit
 *   c-host [PORT]     listen on 127.0.0.1:PORT (default 7070) until SIGINT
 */
#define _POSIX_C_SOURCE 200809L

#include <graft.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <uv.h>

#include "graft_counter.h"

#define MAX_LINE 64
#define MAX_CONNECTIONS 4

typedef struct connection connection;

typedef struct host {
  uv_loop_t loop;
  uv_tcp_t server;
  uv_timer_t timer;
  uv_signal_t interrupt;
  bool interactive;
  int ticks;
  /* Open command-port connections (a list), and how many. */
  connection *first;
  int connections;
  bool shut_down;
  graft_graph graph;
  graft_component counter;
  graft_root root;
  graft_binding count;
} host;

struct connection {
  uv_tcp_t handle;
  host *host;
  connection *next;
  char line[MAX_LINE];
  size_t length;
  /* No more commands are read (quit, an overlong line); closing: uv_close was called. */
  bool done;
  bool closing;
};

/* ---- output ---- */

static void say(const char *who, const char *text) {
  printf("%-6s| %s\n", who, text);
  fflush(stdout);
}

/* Graft's render observer: prints the whole tree after each pass that changed it. */
static void on_render(graft_graph graph, const char *text, size_t length, void *user_data) {
  (void)graph;
  (void)user_data;
  size_t start = 0;
  for (size_t i = 0; i <= length; i++) {
    if (i == length || text[i] == '\n') {
      printf("%-6s| %.*s\n", "graft", (int)(i - start), text + start);
      start = i + 1;
    }
  }
  fflush(stdout);
}

/* ---- the count, written through the graph's binding ---- */

static int64_t read_count(host *h) {
  int64_t value = 0;
  graft_binding_get_int64(h->count, &value);
  return value;
}

/* Writes the count; Graft renders it in this iteration's update pass. */
static void write_count(host *h, const char *who, int64_t value) {
  char text[96];
  snprintf(text, sizeof text, "count %lld -> %lld", (long long)read_count(h), (long long)value);
  say(who, text);
  graft_status status = graft_binding_set_int64(h->count, value);
  if (status != GRAFT_OK) fprintf(stderr, "c-host: graft_binding_set_int64 failed: %d\n", (int)status);
}

/* ---- shutdown: close the host's handles, destroy the graph (Graft's handles) ---- */

static void close_connection(connection *c);

static void shut_down(host *h) {
  if (h->shut_down) return;
  h->shut_down = true;
  say("host", "shutting down");
  for (connection *c = h->first; c != NULL; c = c->next) close_connection(c);
  uv_close((uv_handle_t *)&h->server, NULL);
  if (!uv_is_closing((uv_handle_t *)&h->timer)) uv_close((uv_handle_t *)&h->timer, NULL);
  if (h->interactive) uv_close((uv_handle_t *)&h->interrupt, NULL);
  graft_status root = graft_root_destroy(h->root);
  graft_status graph = graft_graph_destroy(h->graph);
  graft_component_unregister(h->counter);
  char text[96];
  snprintf(text, sizeof text, "graft_root_destroy: %d, graft_graph_destroy: %d", (int)root, (int)graph);
  say("host", text);
}

/* ---- the command port ---- */

static void on_closed(uv_handle_t *handle) {
  connection *c = handle->data;
  host *h = c->host;
  for (connection **link = &h->first; *link != NULL; link = &(*link)->next) {
    if (*link == c) {
      *link = c->next;
      break;
    }
  }
  h->connections--;
  free(c);
}

static void close_connection(connection *c) {
  if (c->closing) return;
  c->closing = true;
  uv_close((uv_handle_t *)&c->handle, on_closed);
}

typedef struct write_request {
  uv_write_t request;
  connection *connection;
  bool close_after;
  char bytes[];
} write_request;

static void on_written(uv_write_t *request, int status) {
  write_request *w = (write_request *)request;
  if (status < 0 || w->close_after) close_connection(w->connection);
  free(w);
}

/* Sends `text` and a newline; closes the connection afterwards if `close_after`. */
static void reply(connection *c, const char *text, bool close_after) {
  size_t length = strlen(text);
  write_request *w = malloc(sizeof *w + length + 1);
  if (w == NULL) {
    close_connection(c);
    return;
  }
  memcpy(w->bytes, text, length);
  w->bytes[length] = '\n';
  w->connection = c;
  w->close_after = close_after;
  uv_buf_t buffer = uv_buf_init(w->bytes, (unsigned)(length + 1));
  if (uv_write(&w->request, (uv_stream_t *)&c->handle, &buffer, 1, on_written) < 0) {
    free(w);
    close_connection(c);
  }
}

static void run_command(connection *c, const char *command) {
  host *h = c->host;
  char text[128];
  snprintf(text, sizeof text, "tcp: \"%s\"", command);
  say("host", text);
  if (strcmp(command, "inc") == 0 || strcmp(command, "dec") == 0) {
    write_count(h, "host", read_count(h) + (command[0] == 'i' ? 1 : -1));
  } else if (strcmp(command, "show") == 0) {
  } else if (strcmp(command, "quit") == 0) {
    c->done = true;
    reply(c, "bye", true);
    return;
  } else {
    snprintf(text, sizeof text, "error: unknown command \"%s\" (inc, dec, show, quit)", command);
    reply(c, text, false);
    return;
  }
  snprintf(text, sizeof text, "count %lld", (long long)read_count(h));
  reply(c, text, false);
}

static void on_allocate(uv_handle_t *handle, size_t suggested, uv_buf_t *buffer) {
  (void)handle;
  (void)suggested;
  static char storage[256]; /* one read at a time on the loop thread */
  *buffer = uv_buf_init(storage, sizeof storage);
}

static void on_read(uv_stream_t *stream, ssize_t count, const uv_buf_t *buffer) {
  connection *c = stream->data;
  if (count < 0) {
    close_connection(c);
    return;
  }
  for (ssize_t i = 0; i < count && !c->done; i++) {
    char byte = buffer->base[i];
    if (byte == '\n') {
      if (c->length > 0 && c->line[c->length - 1] == '\r') c->length--;
      c->line[c->length] = '\0';
      c->length = 0;
      run_command(c, c->line);
    } else if (c->length + 1 < MAX_LINE) {
      c->line[c->length++] = byte;
    } else {
      say("host", "tcp: line too long, closing the connection");
      c->done = true;
      uv_read_stop(stream);
      reply(c, "error: line too long (at most 63 bytes)", true);
    }
  }
}

static void on_connection(uv_stream_t *server, int status) {
  host *h = server->data;
  if (status < 0) return;
  connection *c = calloc(1, sizeof *c);
  if (c == NULL) return;
  c->host = h;
  c->handle.data = c;
  if (uv_tcp_init(&h->loop, &c->handle) != 0) {
    free(c);
    return;
  }
  h->connections++;
  c->next = h->first;
  h->first = c;
  if (uv_accept(server, (uv_stream_t *)&c->handle) != 0) {
    close_connection(c);
    return;
  }
  if (h->connections > MAX_CONNECTIONS) {
    say("host", "tcp: too many connections, refusing one");
    reply(c, "error: busy", true);
    return;
  }
  say("host", "tcp: client connected");
  if (uv_read_start((uv_stream_t *)&c->handle, on_allocate, on_read) != 0) close_connection(c);
}

/* ---- the host's timer and signal ---- */

static int start_client(host *h);

/* Ticks twice, shortly after start: the first tick writes the count; the second stops the
 * timer and (demo) starts the client, so its output follows the render of the first write. */
static void on_timer(uv_timer_t *timer) {
  host *h = timer->data;
  if (++h->ticks == 1) {
    write_count(h, "timer", read_count(h) + 10);
    return;
  }
  uv_timer_stop(timer);
  if (!h->interactive) {
    int status = start_client(h);
    if (status != 0) {
      fprintf(stderr, "c-host: connecting the client failed: %s\n", uv_strerror(status));
      shut_down(h);
    }
  }
}

static void on_interrupt(uv_signal_t *signal, int number) {
  (void)number;
  shut_down(signal->data);
}

/* ---- the scripted client (--demo): another connection on the same loop ---- */

static const char *const script[] = {
    "inc", "inc", "dec", "show", "jump",
    "this line is much longer than the sixty-three bytes the command port accepts at once",
};
#define SCRIPT_LENGTH (sizeof script / sizeof script[0])

typedef struct client {
  uv_tcp_t handle;
  uv_connect_t connect;
  uv_write_t write;
  host *host;
  size_t next;
  char sending[128];
  char received[128];
  size_t length;
} client;

static void client_closed(uv_handle_t *handle) {
  client *k = handle->data;
  host *h = k->host;
  free(k);
  shut_down(h);
}

static void client_send_next(client *k);

static void client_read(uv_stream_t *stream, ssize_t count, const uv_buf_t *buffer) {
  client *k = stream->data;
  if (count < 0) {
    say("client", "connection closed by the host");
    uv_close((uv_handle_t *)&k->handle, client_closed);
    return;
  }
  for (ssize_t i = 0; i < count; i++) {
    if (buffer->base[i] == '\n') {
      char text[160];
      snprintf(text, sizeof text, "< %.*s", (int)k->length, k->received);
      say("client", text);
      k->length = 0;
      client_send_next(k);
    } else if (k->length < sizeof k->received) {
      k->received[k->length++] = buffer->base[i];
    }
  }
}

static void client_written(uv_write_t *request, int status) {
  (void)request;
  (void)status;
}

static void client_send_next(client *k) {
  if (k->next == SCRIPT_LENGTH) return; /* the last line makes the host close the connection */
  const char *line = script[k->next++];
  char text[160];
  snprintf(text, sizeof text, "> %s", line);
  say("client", text);
  int length = snprintf(k->sending, sizeof k->sending, "%s\n", line);
  uv_buf_t buffer = uv_buf_init(k->sending, (unsigned)length);
  uv_write(&k->write, (uv_stream_t *)&k->handle, &buffer, 1, client_written);
}

static void client_connected(uv_connect_t *request, int status) {
  client *k = request->data;
  if (status < 0) {
    say("client", uv_strerror(status));
    uv_close((uv_handle_t *)&k->handle, client_closed);
    return;
  }
  uv_read_start((uv_stream_t *)&k->handle, on_allocate, client_read);
  client_send_next(k);
}

static int start_client(host *h) {
  struct sockaddr_storage bound;
  int length = sizeof bound;
  int status = uv_tcp_getsockname(&h->server, (struct sockaddr *)&bound, &length);
  if (status != 0) return status;
  client *k = calloc(1, sizeof *k);
  if (k == NULL) return UV_ENOMEM;
  k->host = h;
  k->handle.data = k;
  k->connect.data = k;
  if ((status = uv_tcp_init(&h->loop, &k->handle)) != 0) {
    free(k);
    return status;
  }
  status = uv_tcp_connect(&k->connect, &k->handle, (const struct sockaddr *)&bound, client_connected);
  if (status != 0) uv_close((uv_handle_t *)&k->handle, client_closed);
  return status;
}

/* ---- main ---- */

static int fail(const char *what, int status) {
  fprintf(stderr, "c-host: %s failed: %d\n", what, status);
  return 1;
}

int main(int argc, char **argv) {
  bool demo = argc > 1 && strcmp(argv[1], "--demo") == 0;
  int port = demo ? 0 : (argc > 1 ? atoi(argv[1]) : 7070);
  if (port < 0 || port > 65535) return fail("parsing PORT", port);
  host *h = calloc(1, sizeof *h);
  if (h == NULL) return fail("calloc", 0);
  h->interactive = !demo;
  int status = uv_loop_init(&h->loop);
  if (status != 0) return fail("uv_loop_init", status);

  /* Graft, on the host's loop. */
  graft_value zero = {.type = GRAFT_TYPE_INT64, .int64_value = 0};
  graft_value inputs[2] = {{.type = GRAFT_TYPE_BINDING}, {.type = GRAFT_TYPE_STRING}};
  graft_node root_node;
  graft_status graft;
  if ((graft = graft_graph_create_on_loop(&h->loop, &h->graph)) != GRAFT_OK)
    return fail("graft_graph_create_on_loop", graft);
  if ((graft = graft_graph_observe_renders(h->graph, on_render, NULL)) != GRAFT_OK ||
      (graft = graft_graph_state_create(h->graph, &zero, &h->count)) != GRAFT_OK ||
      (graft = graft_component_register(graft_counter_vtable(), &h->counter)) != GRAFT_OK ||
      (graft = graft_graph_root_node(h->graph, &root_node)) != GRAFT_OK)
    return fail("setting up Graft", graft);
  inputs[0].binding = h->count;
  inputs[1].string_value = "count";
  inputs[1].string_length = 5;
  if ((graft = graft_root_create_component(h->graph, root_node, h->counter, inputs, 2, &h->root)) != GRAFT_OK)
    return fail("graft_root_create_component", graft);

  /* The host's own handles. */
  struct sockaddr_in address;
  struct sockaddr_storage bound;
  int bound_length = sizeof bound;
  uv_ip4_addr("127.0.0.1", port, &address); /* loopback only */
  h->server.data = NULL;
  if ((status = uv_tcp_init(&h->loop, &h->server)) != 0 ||
      (status = uv_tcp_bind(&h->server, (const struct sockaddr *)&address, 0)) != 0 ||
      (status = uv_listen((uv_stream_t *)&h->server, 8, on_connection)) != 0 ||
      (status = uv_tcp_getsockname(&h->server, (struct sockaddr *)&bound, &bound_length)) != 0)
    return fail("listening on 127.0.0.1", status);
  h->server.data = h;
  port = ntohs(((struct sockaddr_in *)&bound)->sin_port);
  uv_timer_init(&h->loop, &h->timer);
  h->timer.data = h;
  uv_timer_start(&h->timer, on_timer, 20, 20);
  if (h->interactive) {
    uv_signal_init(&h->loop, &h->interrupt);
    h->interrupt.data = h;
    uv_signal_start(&h->interrupt, on_interrupt, SIGINT);
    char text[96];
    snprintf(text, sizeof text, "listening on 127.0.0.1:%d (inc, dec, show, quit; Ctrl-C stops)", port);
    say("host", text);
  } else {
    say("host", "listening on 127.0.0.1 (an ephemeral port); the scripted client starts after the timer");
  }

  uv_run(&h->loop, UV_RUN_DEFAULT); /* the host runs its loop; Graft runs inside it */
  status = uv_loop_close(&h->loop);
  char text[64];
  snprintf(text, sizeof text, "uv_loop_close: %d", status);
  say("host", text);
  free(h);
  return status == 0 ? 0 : 1;
}
