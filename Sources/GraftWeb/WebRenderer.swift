import GraftCore
import GraftUV

/// Renders a ``NodeTree`` as a live web page served over HTTP on 127.0.0.1, and routes the
/// page's clicks and typing back to the nodes' handlers.
///
/// Protocol (details in `docs/architecture.md`, "Renderers"; JSON shapes in ``WebJSON``):
/// - `GET /`: an HTML page with an inline JS client and the tree's current snapshot inline,
///   so the first paint needs no round trip.
/// - `GET /events`: a Server-Sent Events stream. First `event: snapshot` with
///   `{"pass": n, "root": node}` (n = batches ended so far), then one `event: batch` per
///   change batch with `{"pass": n, "ops": [op…]}`, to every connected page, in pass order.
/// - `POST /event`: `{"node": id, "kind": "tap" | "text" | "submit", "text": "…"}`. The
///   node's handler runs at once, on the loop thread, outside any pass; the state it writes is
///   reconciled in the runtime's next pass, whose batch reaches every page over `/events`.
///   Answers 200 `{"ok": true}`; 400 for a malformed body or a node without that handler, 404
///   for an unknown (or detached) node id, 409 for a disabled node.
/// - Malformed HTTP gets 400, an unknown path 404, a wrong method 405; every response but
///   `/events` closes its connection. A bad request never stops the server.
///
/// The renderer only reads the tree and its batches (it subscribes one batch observer, cancelled by ``close()``) and calls
/// handlers; it never mutates nodes. Loop thread only. ``close()`` (or the loop's
/// ``UVEventLoop/shutdown()``) closes the listening socket and every connection.
@MainActor
public final class WebRenderer {
  /// The tree rendered.
  public let tree: NodeTree
  /// The bound TCP port.
  public var port: Int { server.port }
  /// The page's address, `http://127.0.0.1:PORT/`.
  public var url: String { "http://\(server.host):\(port)/" }
  /// Pages connected to `/events` now.
  public var connectedPages: Int { streams.count }
  /// Events handled through `POST /event`.
  public private(set) var handledEvents = 0
  /// Page title.
  public let title: String

  private let server: UVTCPServer
  private var batchSubscription: BatchSubscription?
  private var streams: [ObjectIdentifier: UVTCPConnection] = [:]
  private var isClosed = false

  /// Starts serving `tree` on `127.0.0.1:port` (0: any free port; see ``port``).
  ///
  /// - Throws: ``UVError`` if the port cannot be bound.
  public init(tree: NodeTree, loop: UVEventLoop, port: Int = 0, title: String = "Graft") throws(UVError) {
    self.tree = tree
    self.title = title
    var accept: ((UVTCPConnection) -> Void)?
    server = try UVTCPServer(loop: loop, host: "127.0.0.1", port: port) { accept?($0) }
    accept = { [weak self] connection in self?.serve(connection) }
    batchSubscription = tree.addBatchObserver { [weak self] batch in self?.broadcast(batch) }
  }

  /// Stops listening and closes every connection (pages see their stream end).
  public func close() {
    isClosed = true
    batchSubscription?.cancel()
    server.close()
    let open = streams.values
    streams = [:]
    for connection in open { connection.close() }
  }

  private func serve(_ connection: UVTCPConnection) {
    var parser = HTTPRequestParser()
    connection.onData = { [weak self, unowned connection] bytes in
      guard let self else { return }
      switch parser.feed(bytes) {
      case .incomplete:
        break
      case .malformed(let reason):
        connection.onData = nil
        self.respond(connection, .error(400, reason))
      case .request(let request):
        connection.onData = nil
        self.route(request, on: connection)
      }
    }
  }

  private func route(_ request: HTTPRequest, on connection: UVTCPConnection) {
    switch (request.method, request.path) {
    case ("GET", "/"), ("GET", "/index.html"):
      let snapshot = WebJSON.string(["pass": tree.batchCount, "root": WebJSON.node(tree.root.snapshot())])
      respond(
        connection,
        HTTPResponse(
          status: 200, contentType: "text/html; charset=utf-8",
          body: WebPage.html(
            title: title, snapshotJSON: snapshot)))
    case ("GET", "/events"):
      openStream(connection)
    case ("POST", "/event"):
      respond(connection, handleEvent(request.body))
    case (_, "/"), (_, "/index.html"), (_, "/events"), (_, "/event"):
      respond(connection, .error(405, "\(request.method) is not allowed on \(request.path)"))
    default:
      respond(connection, .error(404, "no such path: \(request.path)"))
    }
  }

  private func respond(_ connection: UVTCPConnection, _ response: HTTPResponse) {
    connection.write(response.bytes)
    connection.closeAfterWriting()
  }

  private func openStream(_ connection: UVTCPConnection) {
    guard !isClosed else { return connection.close() }
    let head =
      "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
      + "Connection: keep-alive\r\n\r\n"
    connection.write(Array(head.utf8))
    let snapshot = ["pass": tree.batchCount, "root": WebJSON.node(tree.root.snapshot())] as [String: Any]
    connection.write(Self.event("snapshot", snapshot))
    let key = ObjectIdentifier(connection)
    streams[key] = connection
    connection.onClose = { [weak self] in self?.streams[key] = nil }
  }

  private func broadcast(_ batch: ChangeBatch) {
    guard !streams.isEmpty else { return }
    let bytes = Self.event("batch", ["pass": batch.pass, "ops": batch.changes.map(WebJSON.op)])
    for connection in streams.values { connection.write(bytes) }
  }

  /// One SSE event: `event: NAME`, one `data:` line of JSON, an empty line.
  private static func event(_ name: String, _ payload: [String: Any]) -> [UInt8] {
    Array("event: \(name)\ndata: \(WebJSON.string(payload))\n\n".utf8)
  }

  private func handleEvent(_ body: [UInt8]) -> HTTPResponse {
    let event: WebEvent
    switch WebEvent.decode(body) {
    case .failure(let error): return .error(400, error.message)
    case .success(let decoded): event = decoded
    }
    guard let node = tree.node(withID: event.node) else {
      return .error(404, "no attached node \(event.node)")
    }
    if node.properties.isDisabled { return .error(409, "node \(node.id) (\(node.kind)) is disabled") }
    let handlers = node.handlers
    switch event.kind {
    case .tap:
      guard let onTap = handlers.onTap else { return missing("tap", node) }
      onTap()
    case .text:
      guard let onTextChange = handlers.onTextChange else { return missing("text", node) }
      onTextChange(event.text ?? "")
    case .submit:
      guard let onSubmit = handlers.onSubmit else { return missing("submit", node) }
      onSubmit()
    }
    handledEvents += 1
    return HTTPResponse(status: 200, contentType: "application/json", body: "{\"ok\":true}")
  }

  private func missing(_ kind: String, _ node: Node) -> HTTPResponse {
    .error(400, "node \(node.id) (\(node.kind)) has no \(kind) handler")
  }
}
