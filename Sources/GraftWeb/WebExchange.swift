import GraftCore
import GraftUV

/// One accepted connection of a ``WebRenderer``, from accept to close: it reads one request
/// under the head and body deadlines, hands it to the renderer, then answers or streams.
///
/// Contract: loop thread only. The renderer keeps it in its table until the connection closes
/// (``UVTCPConnection/onClose``), when every timer it started is cancelled, so a closed
/// exchange leaves nothing behind that keeps the loop running.
@MainActor
final class WebExchange {
  /// Where the exchange is.
  enum Phase {
    /// Waiting for the request head (subject to the head deadline; evictable).
    case head
    /// Head parsed, waiting for the body (subject to the body deadline).
    case body
    /// Writing its one response; closes when written or at the response deadline.
    case responding
    /// An open `/events` stream.
    case streaming
  }

  let connection: UVTCPConnection
  /// Accept order: smaller is older.
  let serial: Int
  private(set) var phase = Phase.head
  private var parser = HTTPRequestParser()
  private var timer: ScheduledTimer?

  /// Starts the head deadline and routes the request, once complete, to `onRequest` (or
  /// answers 400 with the parser's reason). `onRequest` gets the request and whether bytes
  /// followed it (a pipelined request).
  init(
    connection: UVTCPConnection, serial: Int, loop: UVEventLoop, options: WebRendererOptions,
    onRequest: @escaping @MainActor (WebExchange, HTTPRequest, Bool) -> Void
  ) {
    self.connection = connection
    self.serial = serial
    timer = loop.scheduleTimer(after: options.headTimeout) { [weak self] in self?.timedOut("request head") }
    connection.onData = { [weak self, unowned loop] bytes in
      guard let self else { return }
      switch self.parser.feed(bytes) {
      case .incomplete:
        if self.phase == .head, self.parser.hasHead {
          self.phase = .body
          self.timer?.cancel()
          self.timer = loop.scheduleTimer(after: options.bodyTimeout) { [weak self] in
            self?.timedOut("request body")
          }
        }
      case .malformed(let reason):
        self.respond(.error(400, reason), loop: loop, options: options)
      case .request(let request):
        self.timer?.cancel()
        self.timer = nil
        self.phase = .responding
        self.connection.onData = nil
        onRequest(self, request, self.parser.pipelinedBytes > 0)
      }
    }
  }

  /// Writes `response` (and a 400 refusing the pipelined request, if `refusingPipelined`),
  /// then closes once written, or at the response deadline if the client does not read.
  func respond(
    _ response: HTTPResponse, refusingPipelined: Bool = false, loop: UVEventLoop, options: WebRendererOptions
  ) {
    timer?.cancel()
    phase = .responding
    connection.onData = nil
    connection.write(response.bytes)
    if refusingPipelined {
      connection.write(HTTPResponse.error(400, "one request per connection: pipelined request refused").bytes)
    }
    connection.closeAfterWriting()
    guard !connection.isClosed else { return }
    timer = loop.scheduleTimer(after: options.responseTimeout) { [weak self] in self?.connection.close() }
  }

  /// Becomes a stream: no deadline, bytes from the client ignored.
  func startStreaming() {
    timer?.cancel()
    timer = nil
    phase = .streaming
    connection.onData = nil
  }

  /// Cancels the pending deadline (the connection closed).
  func closed() {
    timer?.cancel()
    timer = nil
  }

  private func timedOut(_ what: String) {
    timer = nil
    connection.onData = nil
    // Written straight into the socket (or dropped), then closed without waiting for the
    // client: a client that stalls its request may stall its reading too.
    connection.write(HTTPResponse.error(408, "\(what) not received in time").bytes)
    connection.close()
  }
}
