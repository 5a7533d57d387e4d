import GraftUV

/// How a `RemoteContent` (and the `RemoteController` over it) watches and restarts its child. Every wait and queue is bounded.
public struct RemoteOptions: Sendable {
  /// How often the host pings the child.
  public var heartbeatInterval: Duration = .seconds(1)
  /// How long a ping (or the child's `hello` after spawning) may go unanswered before the
  /// child counts as hung.
  public var heartbeatTimeout: Duration = .seconds(3)
  /// The wait before the first restart; it doubles with each restart within a minute.
  public var restartDelay: Duration = .milliseconds(100)
  /// How many restarts a minute; past that the component stays down (and says so).
  public var maxRestartsPerMinute = 5
  /// How long a child has to exit after `SIGTERM` before it gets `SIGKILL`.
  public var terminationGrace: Duration = .seconds(1)
  /// The caps on what the child may send.
  public var limits = RemoteLimits.standard
  /// The most frames the child may send in one second; more is flooding.
  public var maxFramesPerSecond = 20_000
  /// The most bytes the host queues for a child that is not reading its input.
  public var maxUnsentBytes = 4 << 20
  /// Where the child's stderr goes.
  public var errorOutput = UVProcess.ErrorOutput.inherit

  public init() {}
}
