import GraftCore
import GraftSeam
import GraftUV

/// The update root of one remote component: the child process, the protocol over its stdio,
/// the mirror of what it rendered under the anchor, the heartbeat, failure and restart.
///
/// Contract (loop thread only):
/// - Its values scope (an `.update` tracking scope) reads every binding and declared
///   environment value; the first run spawns the child and sends `hello`, every value, every
///   environment entry and `mount`; later runs (a binding or the environment changed) send what
///   changed. A restarted child gets the same sequence with the host's current values.
/// - The child's frames are handled as they arrive (outside passes): a batch goes through the
///   node tree's applier under the anchor (`RemoteMirror`), delivered by the next pass; a
///   write becomes a write of the host binding, which runs one host pass like any state write.
/// - Failure (exit, signal, protocol violation, cap exceeded, flood, missed heartbeat, a spawn
///   that fails): the child is killed and reaped, an error node replaces its subtree, a
///   `hostedComponentFailure` diagnostic names what happened, and a restart is scheduled
///   after ``RemoteOptions/restartDelay`` doubled per recent restart — at most
///   ``RemoteOptions/maxRestartsPerMinute``; past that it stays down and the diagnostic says so.
/// - `stop()` closes the child's stdin and terminates it (`SIGTERM`, `SIGKILL` after the
///   grace), removes the subtree and retires the root.
@MainActor
public final class RemoteRoot: UpdateRoot {
  enum Phase {
    /// The values scope will spawn a child on its next run.
    case pending
    /// A child runs (``hasGreeted`` tells whether its `hello` arrived).
    case running
    /// Failed; a restart is scheduled.
    case waitingToRestart
    /// Failed too often; stays down.
    case down
    case stopped
  }

  let executable: String
  let arguments: [String]
  let bindings: [String: RemoteBinding]
  let environmentReaders: [String: @MainActor (EnvironmentValues) -> String]
  let options: RemoteOptions
  let anchorNode: Node
  private(set) var phase = Phase.pending
  private var environment: EnvironmentValues
  private lazy var scope = TrackingScope(kind: .update, root: self, depth: 0, name: name) {
    [unowned self] _ in self.syncValues()
  }
  private let mirror: RemoteMirror
  private var process: UVProcess?
  private var decoder: RemoteFrameDecoder
  private var hasGreeted = false
  private var sentValues: [String: RemoteValue] = [:]
  private var sentEnvironment: [String: String] = [:]
  private var sentSize: ProposedSize?
  private var heartbeat: ScheduledTimer?
  private var restartTimer: ScheduledTimer?
  private var pingSequence: UInt32 = 0
  private var awaitingPongSince: Duration?
  private var windowStart: Duration = .zero
  private var framesInWindow = 0
  private var restarts: [Duration] = []
  /// How many children were spawned (tests and the sample read it).
  public private(set) var spawnCount = 0

  init(
    graph: UpdateGraph, anchor: Node, nestingDepth: Int, name: String, executable: String,
    arguments: [String],
    bindings: [String: RemoteBinding], environment: EnvironmentValues,
    environmentReaders: [String: @MainActor (EnvironmentValues) -> String], options: RemoteOptions
  ) {
    self.executable = executable
    self.arguments = arguments
    self.bindings = bindings
    self.environmentReaders = environmentReaders
    self.options = options
    self.environment = environment
    anchorNode = anchor
    mirror = RemoteMirror(tree: graph.tree, anchor: anchor)
    decoder = RemoteFrameDecoder(limits: options.limits)
    super.init(graph: graph, name: name, nestingDepth: nestingDepth)
    claimAnchor(anchor)
    mirror.onEvent = { [weak self] node, kind, text in self?.send(.event(node: node, kind: kind, text: text))
    }
  }

  /// The child's process id while one runs.
  public var pid: Int32? { process?.isRunning == true ? process?.pid : nil }

  /// Whether the child said `hello` and shows (or will show) its content.
  public var isLive: Bool { phase == .running && hasGreeted }

  /// Whether the component failed too often and stays down.
  public var isDown: Bool { phase == .down }

  func start() { scope.invalidate() }

  func updateEnvironment(_ environment: EnvironmentValues) {
    guard !environment.hasSameEntries(as: self.environment) else { return }
    self.environment = environment
    scope.invalidate()
  }

  func propose(_ proposal: ProposedSize) {
    guard proposal != sentSize else { return }
    sentSize = proposal
    if phase == .running { send(.size(width: proposal.width ?? -1, height: proposal.height ?? -1)) }
  }

  func stop() {
    guard phase != .stopped else { return }
    phase = .stopped
    scope.dispose()
    heartbeat?.cancel()
    restartTimer?.cancel()
    if let process {
      process.onOutput = nil
      process.onOutputClosed = nil
      process.onExit = { _ in }
      process.closeInput()
      process.terminate(grace: options.terminationGrace)
    }
    process = nil
    mirror.clear()
    retire()
  }

  override public func tearDown() {
    stop()
  }

  // MARK: values → child

  private func currentValues() -> [String: RemoteValue] { bindings.mapValues { $0.read() } }

  private func currentEnvironment() -> [String: String] { environmentReaders.mapValues { $0(environment) } }

  private func syncValues() {
    var values: [String: RemoteValue] = [:]
    var entries: [String: String] = [:]
    scope.evaluate {
      values = currentValues()
      entries = currentEnvironment()
    }
    switch phase {
    case .pending: spawn(values: values, environment: entries)
    case .running:
      for (name, value) in values.sorted(by: { $0.key < $1.key }) where sentValues[name] != value {
        sentValues[name] = value
        send(.value(name: name, value: value))
      }
      for (key, value) in entries.sorted(by: { $0.key < $1.key }) where sentEnvironment[key] != value {
        sentEnvironment[key] = value
        send(.environment(key: key, value: value))
      }
    case .waitingToRestart, .down, .stopped: break
    }
  }

  private func spawn(values: [String: RemoteValue], environment entries: [String: String]) {
    guard let loop = graph.loop as? UVEventLoop else {
      phase = .down
      let why =
        "cannot start: remote components need a UVEventLoop, and this graph runs on \(type(of: graph.loop))"
      mirror.showError("remote component '\(name)' \(why)")
      report(why)
      return
    }
    let process: UVProcess
    do {
      process = try UVProcess(
        loop: loop, executable: executable, arguments: arguments, errorOutput: options.errorOutput)
    } catch {
      fail("could not start \(executable): \(error)")
      return
    }
    spawnCount += 1
    self.process = process
    phase = .running
    hasGreeted = false
    decoder = RemoteFrameDecoder(limits: options.limits)
    windowStart = graph.loop.now
    framesInWindow = 0
    process.onOutput = { [weak self] bytes in self?.received(bytes) }
    process.onOutputClosed = { [weak self, weak process] in
      // Normally the exit follows at once and names the status or signal; if it does not
      // come within the grace, the closed output is the failure.
      guard let self else { return }
      self.graph.loop.scheduleTimer(after: self.options.terminationGrace) { [weak self] in
        guard let self, let process, self.process === process else { return }
        self.fail("the child closed its output")
      }
    }
    process.onExit = { [weak self] ending in
      self?.fail(ending.signal != 0 ? "the child was \(ending)" : "the child \(ending)")
    }
    send(.hello(version: RemoteProtocol.version))
    sentValues = values
    for (name, value) in values.sorted(by: { $0.key < $1.key }) { send(.value(name: name, value: value)) }
    sentEnvironment = entries
    for (key, value) in entries.sorted(by: { $0.key < $1.key }) { send(.environment(key: key, value: value)) }
    if let sentSize { send(.size(width: sentSize.width ?? -1, height: sentSize.height ?? -1)) }
    send(.mount)
    awaitingPongSince = graph.loop.now  // The child's hello counts as the first answer.
    scheduleHeartbeat()
  }

  private func send(_ message: RemoteHostMessage) {
    guard phase == .running, let process else { return }
    process.write(RemoteWire.frame(message))
    if process.unsentBytes > options.maxUnsentBytes {
      fail("protocol violation: the child does not read its input (\(process.unsentBytes) bytes queued)")
    }
  }

  // MARK: heartbeat

  private func scheduleHeartbeat() {
    heartbeat?.cancel()
    heartbeat = graph.loop.scheduleTimer(after: options.heartbeatInterval) { [weak self] in self?.beat() }
  }

  private func beat() {
    guard phase == .running else { return }
    let now = graph.loop.now
    if let since = awaitingPongSince, now - since >= options.heartbeatTimeout {
      fail("missed heartbeat: no answer within \(options.heartbeatTimeout)")
      return
    }
    if awaitingPongSince == nil {
      pingSequence &+= 1
      awaitingPongSince = now
      send(.ping(sequence: pingSequence))
    }
    scheduleHeartbeat()
  }

  // MARK: child → host

  private func received(_ bytes: [UInt8]) {
    guard phase == .running else { return }
    switch decoder.append(bytes) {
    case .failure(let error): fail("protocol violation: \(error)")
    case .success(let frames):
      for frame in frames {
        guard phase == .running else { return }
        let now = graph.loop.now
        if now - windowStart >= .seconds(1) {
          windowStart = now
          framesInWindow = 0
        }
        framesInWindow += 1
        guard framesInWindow <= options.maxFramesPerSecond else {
          fail("protocol violation: flooding (more than \(options.maxFramesPerSecond) frames in a second)")
          return
        }
        switch RemoteWireReader.childMessage(frame, limits: options.limits) {
        case .failure(let error): fail("protocol violation: \(error)")
        case .success(let message): handle(message)
        }
      }
    }
  }

  private func handle(_ message: RemoteChildMessage) {
    if case .hello(let version) = message {
      guard !hasGreeted, version == RemoteProtocol.version else {
        fail("protocol violation: hello with version \(version) (this host speaks \(RemoteProtocol.version))")
        return
      }
      hasGreeted = true
      awaitingPongSince = nil
      return
    }
    guard hasGreeted else {
      fail("protocol violation: a message before hello")
      return
    }
    switch message {
    case .hello: break
    case .batch(let ops):
      if anchorNode.children.first?.kind == .error { mirror.clear() }
      if let problem = mirror.apply(ops) { fail("protocol violation: \(problem)") }
    case .write(let name, let value):
      guard let binding = bindings[name] else {
        fail("protocol violation: a write to '\(name)', which is not a binding of this component")
        return
      }
      sentValues[name] = value
      guard binding.write(value) else {
        fail("protocol violation: a write of \(value) to the \(binding.typeName) binding '\(name)'")
        return
      }
    case .pong(let sequence):
      if sequence == pingSequence { awaitingPongSince = nil }
    }
  }

  // MARK: failure and restart

  private func report(_ what: String) {
    graph.report(Diagnostic(kind: .hostedComponentFailure, message: "remote component '\(name)': \(what)"))
  }

  private func fail(_ what: String) {
    guard phase == .running || phase == .pending else { return }
    heartbeat?.cancel()
    heartbeat = nil
    if let process {
      process.onOutput = nil
      process.onExit = nil
      process.close()  // Kills (SIGKILL) and reaps a child still running.
    }
    process = nil
    hasGreeted = false
    let now = graph.loop.now
    restarts.removeAll { now - $0 >= .seconds(60) }
    if restarts.count < options.maxRestartsPerMinute {
      var delay = options.restartDelay
      for _ in 0..<restarts.count { delay *= 2 }
      restarts.append(now)
      phase = .waitingToRestart
      mirror.showError("remote component '\(name)' failed: \(what); restarting")
      report(
        "\(what); restarting in \(delay) (restart \(restarts.count) of \(options.maxRestartsPerMinute) "
          + "this minute)")
      restartTimer = graph.loop.scheduleTimer(after: delay) { [weak self] in
        guard let self, self.phase == .waitingToRestart else { return }
        self.phase = .pending
        self.scope.invalidate()
      }
    } else {
      phase = .down
      mirror.showError("remote component '\(name)' failed: \(what); it stays down")
      report(
        "\(what); it failed \(restarts.count + 1) times within a minute, more than the "
          + "\(options.maxRestartsPerMinute) restarts allowed, so it stays down")
    }
  }
}
