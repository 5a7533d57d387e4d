/// How a ``WebRenderer`` serves: its test switch and the bounds it holds every client to.
///
/// The defaults are the production bounds; tests shrink them to reach a limit quickly.
/// Every bound closes (or refuses with a status) only the connection that crossed it.
public struct WebRendererOptions: Sendable {
  /// Whether the page carries the `?autotap=LABEL` test hook (headless-browser tests).
  /// Off by default: a page served without it contains no autotap code at all.
  public var allowsAutotap = false
  /// How long a connection may take to send its whole request head (408, then closed).
  public var headTimeout: Duration = .seconds(10)
  /// How long a request's body may take after its head (408, then closed).
  public var bodyTimeout: Duration = .seconds(30)
  /// How long a response may take to be read by the client before its connection is closed.
  public var responseTimeout: Duration = .seconds(30)
  /// The most connections open at once. Past it, the connection that has waited longest for
  /// its request head is closed to make room; when every open connection is past its head,
  /// the newcomer gets 503.
  public var maxConnections = 256
  /// The most `/events` streams open at once; one more gets 503.
  public var maxSubscribers = 64
  /// The most bytes a stream may have queued unsent when a batch is due; a stream past it
  /// is closed (its page reconnects and gets a fresh snapshot).
  public var maxUnsentBytesPerSubscriber = 1024 * 1024

  /// The production bounds, autotap off.
  public init() {}
}
