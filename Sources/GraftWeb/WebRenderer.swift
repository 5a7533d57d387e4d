import Glibc
import GraftCore
import GraftUV

/// Renders a `NodeTree` as a live web page served over HTTP on 127.0.0.1, and routes the
/// page's clicks and typing back to the nodes' handlers.
///
/// Protocol (details in `docs/architecture.md`, "Renderers"; JSON shapes in `WebJSON`):
/// - `GET /`: an HTML page with an inline JS client and the tree's current snapshot inline,
///   so the first paint needs no round trip. It carries the launch's ``token`` as
///   `<meta name="graft-token" content="TOKEN">`.
/// - `GET /events`: a Server-Sent Events stream. First `event: snapshot` with
///   `{"pass": n, "root": node}` (n = batches ended so far), then one `event: batch` per
///   change batch with `{"pass": n, "ops": [op…]}`, to every connected page, in pass order.
/// - `POST /event`: `{"node": id, "kind": "tap" | "text" | "submit" | "value", "text": "…",
///   "value": n}` (`value`: a slider's or stepper's number, a movable row's new index), with
///   `Content-Type: application/json` and the token in `X-Graft-Token`. The node's handler
///   runs at once, on the loop thread, outside any pass; the state it writes is reconciled in
///   the runtime's next pass, whose batch reaches every page over `/events`. Answers 200
///   `{"ok": true}`; 400 for a malformed body or a node without that handler, 404 for an
///   unknown (or detached) node id, 409 for a disabled node.
/// - Malformed HTTP gets 400, an unknown path 404, a wrong method 405; every response but
///   `/events` closes its connection. A bad request never stops the server.
///
/// Security (`docs/architecture.md`, "Security of the live page"): every route checks `Host`
/// (421); `/events` and `/event` refuse other origins (403); `/event` needs the JSON type (415)
/// and the token (403); every response forbids framing and sniffing. Bounds
/// (``WebRendererOptions``): head and body deadlines (408, closed), a connection cap (the
/// oldest connection still in its head is evicted, else 503), a stream cap (503), and a cap on
/// each stream's unsent bytes (closed). A second, pipelined request gets an explicit 400.
///
/// The renderer only reads the tree and its batches (it subscribes one batch observer,
/// cancelled by ``close()``) and calls
/// handlers; it never mutates nodes. Loop thread only. ``close()`` (or the loop's
/// `UVEventLoop/shutdown()`) closes the listening socket and every connection.
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
  /// Connections open now (reading a request, answering, or streaming).
  public var openConnections: Int { exchanges.count }
  /// Open connections still waiting for their request head (the evictable ones).
  var connectionsInHead: Int { waitingForHead.count }
  /// Events handled through `POST /event`.
  public private(set) var handledEvents = 0
  /// `/events` streams opened so far.
  public private(set) var openedStreams = 0
  /// Streams closed because their page did not read (unsent bytes past the cap).
  public private(set) var closedSlowPages = 0
  /// Page title.
  public let title: String
  /// The bounds and the test switch it serves with.
  public let options: WebRendererOptions
  /// This launch's secret (64 hex digits, 256 bits from the kernel's CSPRNG): pages carry it
  /// and `POST /event` must send it back in `X-Graft-Token`.
  public let token: String

  private let server: UVTCPServer
  private var batchSubscription: BatchSubscription?
  private let loop: UVEventLoop
  private var exchanges: [ObjectIdentifier: WebExchange] = [:]
  private var streams: [ObjectIdentifier: UVTCPConnection] = [:]
  private var nextSerial = 0
  private var isClosed = false

  /// Starts serving `tree` on `127.0.0.1:port` (0: any free port; see ``port``).
  ///
  /// - Throws: `UVError` if the port cannot be bound, or if the kernel gives no random
  ///   bytes for the token (`/dev/urandom`, reported as `-EIO`).
  public init(
    tree: NodeTree, loop: UVEventLoop, port: Int = 0, title: String = "Graft",
    options: WebRendererOptions = WebRendererOptions()
  ) throws(UVError) {
    guard let token = WebSecret.hex(byteCount: 32) else {
      throw UVError(code: -EIO, operation: "read /dev/urandom")
    }
    self.tree = tree
    self.title = title
    self.options = options
    self.token = token
    self.loop = loop
    var accept: ((UVTCPConnection) -> Void)?
    server = try UVTCPServer(loop: loop, host: "127.0.0.1", port: port) { accept?($0) }
    accept = { [weak self] connection in self?.accept(connection) }
    batchSubscription = tree.addBatchObserver { [weak self] batch in self?.broadcast(batch) }
  }

  /// Stops listening and closes every connection (pages see their stream end).
  public func close() {
    isClosed = true
    batchSubscription?.cancel()
    server.close()
    let open = exchanges.values
    exchanges = [:]
    streams = [:]
    for exchange in open { exchange.connection.close() }
  }

  /// Closes every `/events` stream (their pages reconnect); other connections are untouched.
  func closeStreams() {
    for connection in streams.values { connection.close() }
  }

  private func accept(_ connection: UVTCPConnection) {
    guard !isClosed else { return connection.close() }
    if exchanges.count >= options.maxConnections {
      // Make room by closing the connection that has waited longest for its head; if every
      // connection is past its head, refuse the newcomer.
      guard let oldest = waitingForHead.min(by: { $0.serial < $1.serial }) else { return refuse(connection) }
      oldest.connection.close()
    }
    nextSerial += 1
    let exchange = WebExchange(
      connection: connection, serial: nextSerial, loop: loop, options: options
    ) { [weak self] exchange, request, pipelined in
      self?.route(request, on: exchange, pipelined: pipelined)
    }
    let key = ObjectIdentifier(connection)
    exchanges[key] = exchange
    connection.onClose = { [weak self, weak exchange] in
      exchange?.closed()
      self?.exchanges[key] = nil
      self?.streams[key] = nil
    }
  }

  private var waitingForHead: [WebExchange] { exchanges.values.filter { $0.phase == .head } }

  /// Answers 503 once the client's first bytes arrived (or after a second), then closes:
  /// closing before its request was read would reset the connection and lose the answer.
  private func refuse(_ connection: UVTCPConnection) {
    let answer: @MainActor () -> Void = {
      connection.onData = nil
      connection.write(HTTPResponse.error(503, "too many connections").bytes)
      connection.closeAfterWriting()
    }
    let timer = loop.scheduleTimer(after: .seconds(1), answer)
    connection.onData = { _ in answer() }
    connection.onClose = { timer.cancel() }
  }

  private func route(_ request: HTTPRequest, on exchange: WebExchange, pipelined: Bool) {
    let gate = WebRequestGate(port: port, token: token)
    let refusal: HTTPResponse? =
      switch request.path {
      case "/events", "/event": gate.checkHost(request) ?? gate.checkSameOrigin(request)
      default: gate.checkHost(request)
      }
    if let refusal { return respond(exchange, refusal, pipelined) }
    switch (request.method, request.path) {
    case ("GET", "/"), ("GET", "/index.html"):
      let snapshot = WebJSON.string(["pass": tree.batchCount, "root": WebJSON.node(tree.root.snapshot())])
      guard let nonce = WebSecret.hex(byteCount: 16) else {
        return respond(exchange, .error(503, "no random bytes for the page's nonce"), pipelined)
      }
      var page = HTTPResponse(
        status: 200, contentType: "text/html; charset=utf-8",
        body: WebPage.html(
          title: title, snapshotJSON: snapshot, token: token, nonce: nonce, autotap: options.allowsAutotap))
      page.policy = HTTPResponse.pagePolicy(nonce: nonce)
      respond(exchange, page, pipelined)
    case ("GET", "/events"):
      if pipelined { return respond(exchange, .error(400, "an event stream carries one request"), false) }
      openStream(exchange)
    case ("POST", "/event"):
      respond(exchange, gate.checkEventPost(request) ?? handleEvent(request.body), pipelined)
    case (_, "/"), (_, "/index.html"), (_, "/events"), (_, "/event"):
      // The parser bounds the method to a few uppercase letters, so naming it echoes nothing hostile.
      respond(exchange, .error(405, "\(request.method) is not allowed on \(request.path)"), pipelined)
    default:
      respond(exchange, .error(404, "no such path"), pipelined)
    }
  }

  private func respond(_ exchange: WebExchange, _ response: HTTPResponse, _ pipelined: Bool) {
    exchange.respond(response, refusingPipelined: pipelined, loop: loop, options: options)
  }

  private func openStream(_ exchange: WebExchange) {
    guard streams.count < options.maxSubscribers else {
      return respond(exchange, .error(503, "too many pages connected to /events"), false)
    }
    let connection = exchange.connection
    exchange.startStreaming()
    openedStreams += 1
    connection.write(HTTPResponse.streamHead)
    let snapshot = ["pass": tree.batchCount, "root": WebJSON.node(tree.root.snapshot())] as [String: Any]
    // The first event also sets how long the page waits before reconnecting if the stream drops.
    connection.write(Array("retry: \(Self.reconnectMilliseconds)\n".utf8) + Self.event("snapshot", snapshot))
    if !connection.isClosed { streams[ObjectIdentifier(connection)] = connection }
  }

  private func broadcast(_ batch: ChangeBatch) {
    guard !streams.isEmpty else { return }
    let bytes = Self.event("batch", ["pass": batch.pass, "ops": batch.changes.map(WebJSON.op)])
    for connection in streams.values {
      if connection.unsentBytes > options.maxUnsentBytesPerSubscriber {
        closedSlowPages += 1
        connection.close()  // Its page reconnects and gets a fresh snapshot.
      } else {
        connection.write(bytes)
      }
    }
  }

  /// How long a page waits before reconnecting a dropped stream (the SSE `retry` field).
  static let reconnectMilliseconds = 1000

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
    guard let node = tree.node(withID: NodeID(rawValue: event.node)) else {
      return .error(404, "no attached node \(NodeID(rawValue: event.node))")
    }
    if node.properties.isDisabled { return .error(409, "node \(node.id) (\(node.kind)) is disabled") }
    let handlers = node.handlers
    switch event.kind {
    case .tap:
      guard let onTap = handlers.onTap else { return missing("tap", node) }
      TraceRecorder.withInteraction("tap", on: node, onTap)
    case .text:
      guard let onTextChange = handlers.onTextChange else { return missing("text", node) }
      TraceRecorder.withInteraction("typing", on: node) { onTextChange(event.text ?? "") }
    case .submit:
      guard let onSubmit = handlers.onSubmit else { return missing("submit", node) }
      TraceRecorder.withInteraction("submit", on: node, onSubmit)
    case .value:
      guard let onValueChange = handlers.onValueChange else { return missing("value", node) }
      TraceRecorder.withInteraction("value change", on: node) { onValueChange(event.value ?? 0) }
    }
    handledEvents += 1
    return HTTPResponse(status: 200, contentType: "application/json", body: "{\"ok\":true}")
  }

  private func missing(_ kind: String, _ node: Node) -> HTTPResponse {
    .error(400, "node \(node.id) (\(node.kind)) has no \(kind) handler")
  }
}
