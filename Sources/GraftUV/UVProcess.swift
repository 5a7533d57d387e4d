import CLibUV
import Glibc
import GraftCore

/// A child process spawned on a ``UVEventLoop`` (`uv_spawn`), with its stdin and stdout as
/// pipes (``UVPipe``) and its stderr inherited or discarded.
///
/// Contract (loop thread only):
/// - ``onOutput`` receives the child's stdout bytes in order, in the loop's poll phase, in
///   chunks of at most ``UVStream/chunkLimit`` bytes. The caller caps what it buffers.
/// - ``onExit`` is called exactly once, when the child exited (``Termination``: an exit status,
///   or the signal that ended it), unless ``close()`` or the loop's shutdown came first. After
///   it, every handle of the process is closing; nothing else is called.
/// - ``terminate(grace:)`` sends `SIGTERM`, then `SIGKILL` if the child is still running after
///   `grace`. ``kill(_:)`` sends one signal.
/// - ``close()`` (and ``UVEventLoop/shutdown()``) stops listening: a child still running gets
///   `SIGKILL` and is reaped right there (`waitpid`, which cannot block for long after
///   `SIGKILL`), so no zombie and no descriptor outlives the object; `onExit` is not called.
/// - The object keeps itself alive until every one of its handles' close callbacks ran.
/// - The first spawn sets `SIGPIPE` to ignored for the process, if it had the default action
///   (which kills): a write to a child that died is then an `EPIPE` error on its pipe, which
///   closes the pipe, instead of the death of the parent. A handler of the program's own is left
///   alone. It also unblocks `SIGCHLD` on the calling (loop) thread: libuv learns of a child's
///   exit from that signal, and a parent that spawned this program with it blocked would
///   otherwise leave ``onExit`` silent.
@MainActor
public final class UVProcess: UVHandleOwner {
  /// How a child ended.
  public struct Termination: Equatable, Sendable, CustomStringConvertible {
    /// The exit status (0 when a signal ended it).
    public let status: Int64
    /// The signal that ended it, 0 if it exited.
    public let signal: Int32

    public init(status: Int64, signal: Int32) {
      self.status = status
      self.signal = signal
    }

    /// `killed by SIGKILL` or `exited with status 3`.
    public var description: String {
      signal != 0 ? "killed by \(UVProcess.signalName(signal))" : "exited with status \(status)"
    }
  }

  /// What the child's stderr is.
  public enum ErrorOutput: Sendable {
    /// The parent's stderr.
    case inherit
    /// Discarded (`/dev/null`).
    case discard
  }

  /// The child's process id.
  public let pid: Int32
  /// Called with each chunk of the child's stdout, in order.
  public var onOutput: (([UInt8]) -> Void)?
  /// Called once when the child exited (not after ``close()``).
  public var onExit: ((Termination) -> Void)?
  /// Called once when the child's stdout reached end of file (it closed it, or exited) while
  /// the process was still open.
  public var onOutputClosed: (() -> Void)?
  /// How the child ended, once it did.
  public private(set) var termination: Termination?
  /// Whether the child is running (it has not exited and the process was not closed).
  public var isRunning: Bool { process != nil && termination == nil }

  private var process: UnsafeMutablePointer<uv_process_t>?
  private let input: UVPipe
  private let output: UVPipe
  private weak var loop: UVEventLoop?
  private var killTimer: ScheduledTimer?

  /// Spawns `executable` (a path, or a name looked up in `PATH`) with `arguments` (not
  /// including the program name), stdin and stdout as pipes.
  ///
  /// - Throws: ``UVError`` naming the libuv call that failed (`uv_spawn` answers `UV_ENOENT`
  ///   for a missing executable, `UV_EACCES` for one that is not executable); nothing is left
  ///   open then. `UV_EINVAL` after the loop's shutdown.
  public init(
    loop: UVEventLoop, executable: String, arguments: [String] = [], errorOutput: ErrorOutput = .inherit
  ) throws(UVError) {
    guard !loop.isShutDown else { throw UVError(code: UV_EINVAL.rawValue, operation: "uv_spawn") }
    UVProcess.prepareSignals()
    let input = try UVPipe(loop: loop)
    let output: UVPipe
    do throws(UVError) {
      output = try UVPipe(loop: loop)
    } catch {
      input.close()
      throw error
    }
    let handle = UnsafeMutablePointer<uv_process_t>.allocate(capacity: 1)
    handle.pointee.data = nil
    var stdio = [uv_stdio_container_t](repeating: uv_stdio_container_t(), count: 3)
    stdio[0].flags = uv_stdio_flags(UV_CREATE_PIPE.rawValue | UV_READABLE_PIPE.rawValue)
    stdio[0].data.stream = input.stream
    stdio[1].flags = uv_stdio_flags(UV_CREATE_PIPE.rawValue | UV_WRITABLE_PIPE.rawValue)
    stdio[1].data.stream = output.stream
    switch errorOutput {
    case .inherit:
      stdio[2].flags = UV_INHERIT_FD
      stdio[2].data.fd = 2
    case .discard:
      stdio[2].flags = UV_IGNORE
    }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var options = uv_process_options_t()
    options.exit_cb = UVProcess.exited
    let result = executable.withCString { file in
      argv.withUnsafeBufferPointer { args in
        stdio.withUnsafeMutableBufferPointer { containers in
          options.file = file
          options.args = UnsafeMutablePointer(mutating: args.baseAddress)
          options.stdio_count = 3
          options.stdio = containers.baseAddress
          return uv_spawn(loop.rawLoop, handle, &options)
        }
      }
    }
    guard result == 0 else {
      // uv_spawn initialised the handle even when it failed: it must be closed, not freed.
      UVHandle.closeAndFree(handle)
      input.close()
      output.close()
      throw UVError(code: result, operation: "uv_spawn")
    }
    pid = handle.pointee.pid
    process = handle
    self.input = input
    self.output = output
    self.loop = loop
    UVHandle.adopt(handle, by: self, on: loop)
    output.onData = { [weak self] bytes in self?.onOutput?(bytes) }
    output.onClose = { [weak self] in
      guard let self, self.process != nil else { return }
      self.onOutputClosed?()
    }
    output.startReading()
  }

  /// Queues `bytes` for the child's stdin. Dropped once the child exited or stdin closed.
  public func write(_ bytes: [UInt8]) {
    guard isRunning else { return }
    input.write(bytes)
  }

  /// Bytes queued for the child's stdin that it has not read yet.
  public var unsentBytes: Int { input.unsentBytes }

  /// Closes the child's stdin (it reads end of file).
  public func closeInput() { input.close() }

  /// Sends `signal` to the child if it is running.
  public func kill(_ signal: Int32) {
    guard let process, termination == nil else { return }
    _ = uv_process_kill(process, signal)
  }

  /// Sends `SIGTERM`, then `SIGKILL` if the child still runs `grace` later. ``onExit`` reports
  /// which ended it.
  public func terminate(grace: Duration) {
    guard isRunning, killTimer == nil, let loop else { return }
    kill(SIGTERM)
    killTimer = loop.scheduleTimer(after: grace) { [weak self] in
      self?.killTimer = nil
      self?.kill(SIGKILL)
    }
  }

  /// Stops the process object: pipes and the process handle close; a child still running is
  /// killed (`SIGKILL`) and reaped now. ``onExit`` is not called. Idempotent.
  public func close() {
    guard let process else { return }
    self.process = nil
    killTimer?.cancel()
    killTimer = nil
    input.close()
    output.close()
    let stillRunning = termination == nil
    if stillRunning { _ = uv_process_kill(process, SIGKILL) }
    UVHandle.closeAdopted(process, by: self, on: loop)
    if stillRunning {
      // libuv no longer watches this pid once its handle is closing: reap it here.
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    }
    onOutput = nil
    onExit = nil
    onOutputClosed = nil
  }

  private func exited(status: Int64, signal: Int32) {
    let ending = Termination(status: status, signal: signal)
    termination = ending
    let onExit = self.onExit
    close()
    onExit?(ending)
  }

  private static var signalsPrepared = false

  /// Unblocks `SIGCHLD` on this thread; sets `SIGPIPE` to ignored if its action is the default
  /// one. Once per process.
  private static func prepareSignals() {
    guard !signalsPrepared else { return }
    signalsPrepared = true
    var childSignals = sigset_t()
    sigemptyset(&childSignals)
    sigaddset(&childSignals, SIGCHLD)
    pthread_sigmask(SIG_UNBLOCK, &childSignals, nil)
    var current = sigaction()
    guard sigaction(SIGPIPE, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil else {
      return
    }
    signal(SIGPIPE, SIG_IGN)
  }

  /// `SIGKILL`, `SIGSEGV`, … for the common signals; `signal N` otherwise.
  public nonisolated static func signalName(_ signal: Int32) -> String {
    let names: [Int32: String] = [
      SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
      SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGUSR1: "SIGUSR1",
      SIGSEGV: "SIGSEGV", SIGUSR2: "SIGUSR2", SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM", SIGTERM: "SIGTERM",
    ]
    return names[signal] ?? "signal \(signal)"
  }

  private static let exited: uv_exit_cb = { handle, status, signal in
    guard let process = UVHandle.owner(handle?.pointee.data, as: UVProcess.self) else { return }
    MainActor.assumeIsolated { process.exited(status: status, signal: signal) }
  }
}
