import CLibUV
import Glibc

/// A POSIX signal watched on a ``UVEventLoop`` (`uv_signal_t`): the handler runs on the loop
/// thread, in the loop's iteration, not in signal context — so it may do anything.
///
/// Contract:
/// - Created, used and closed on the loop thread; `handler` runs there once per delivery
///   (libuv coalesces deliveries that arrive before the loop notices).
/// - Unless created with `keepsLoopAlive`, the handle is unref'd: watching a signal does not
///   keep ``UVEventLoop/run()`` running.
/// - ``close()`` stops watching (libuv restores the signal's previous disposition when no
///   handle watches it); ``UVEventLoop/shutdown()`` closes it too.
/// - The signal keeps itself alive (its handle's `data` retains it) until its handle closed.
@MainActor
public final class UVSignal: UVHandleOwner {
  /// The signal number watched.
  public let signal: Int32
  /// Whether ``close()`` (or the loop's shutdown) closed the handle.
  public var isClosed: Bool { handle == nil }

  private var handle: UnsafeMutablePointer<uv_signal_t>?
  private weak var loop: UVEventLoop?
  private let handler: () -> Void

  /// Starts watching `signal`, calling `handler` on each delivery.
  ///
  /// - Throws: ``UVError`` naming `uv_signal_init` or `uv_signal_start` (an invalid signal
  ///   number), or `UV_EINVAL` if the loop is shut down.
  public init(
    loop: UVEventLoop, signal: Int32, keepsLoopAlive: Bool = false, handler: @escaping () -> Void
  ) throws(UVError) {
    self.signal = signal
    self.handler = handler
    guard !loop.isShutDown else { throw UVError(code: UV_EINVAL.rawValue, operation: "uv_signal_init") }
    var opened: [UnsafeMutablePointer<uv_handle_t>] = []
    let handle = try LoopHandles.initialise(uv_signal_t.self, "uv_signal_init", opened: &opened) {
      uv_signal_init(loop.rawLoop, $0)
    }
    do {
      try LoopHandles.checkStart(uv_signal_start(handle, UVSignal.delivered, signal), "uv_signal_start")
    } catch {
      UVHandle.closeAndFree(handle)  // `data` is nil: nothing to release.
      throw error
    }
    if !keepsLoopAlive { uv_unref(UVHandle.base(handle)) }
    self.handle = handle
    self.loop = loop
    UVHandle.adopt(handle, by: self, on: loop)
  }

  /// Stops watching and closes the handle. Idempotent.
  public func close() {
    guard let handle else { return }
    self.handle = nil
    UVHandle.closeAdopted(handle, by: self, on: loop)
  }

  private static let delivered: uv_signal_cb = { handle, _ in
    guard let watcher = UVHandle.owner(handle?.pointee.data, as: UVSignal.self) else { return }
    MainActor.assumeIsolated { watcher.handler() }
  }
}
