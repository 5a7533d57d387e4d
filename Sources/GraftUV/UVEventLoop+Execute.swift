import CLibUV
import GraftCore

extension UVEventLoop {
  /// Runs `work` on the loop thread in a coming iteration. Callable from any thread.
  ///
  /// Work runs during a `run…` call, in the poll phase of an iteration, in post order
  /// (so in post order per thread). Many posts may be handled by one wake-up. Posting
  /// does not keep ``run()`` alive (the doorbell is unref'd): use
  /// ``run(until:timeout:)`` to wait for work from other threads. Work posted after
  /// ``shutdown()`` began is dropped without running; work still queued when
  /// ``shutdown()`` is called is dropped too (released, not run).
  public nonisolated func execute(_ work: @escaping @Sendable @MainActor () -> Void) {
    inbox.post(work)
  }

  /// Runs everything queued in the inbox, in order. Loop thread.
  func drainInbox() {
    for work in inbox.takeAll() { work() }
  }

  /// Doorbell callback (`uv_async_t`): runs in the poll phase on the loop thread.
  static let doorbellRang: uv_async_cb = { handle in
    guard let data = handle?.pointee.data else { return }
    let loop = Unmanaged<UVEventLoop>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated { loop.drainInbox() }
  }
}
