import CLibUV

/// The context of one scheduled timer: its body and its `uv_timer_t`.
///
/// Retained by the handle's `data` (released in the close callback) and by the loop's
/// `liveTimers` table until the timer fires, is cancelled, or the loop shuts down.
@MainActor
final class TimerBox {
  let body: @MainActor () -> Void
  /// Nil once the handle is closing (fired, cancelled or shut down).
  var handle: UnsafeMutablePointer<uv_timer_t>?
  /// The loop whose `liveTimers` table holds the box (the `uv_loop_t`'s own `data` is not
  /// Graft's to use: on a borrowed loop it belongs to the host).
  weak var owner: UVEventLoop?

  init(body: @escaping @MainActor () -> Void, handle: UnsafeMutablePointer<uv_timer_t>, owner: UVEventLoop) {
    self.body = body
    self.handle = handle
    self.owner = owner
  }

  /// Starts closing the handle (if not already); the memory and the box's retain are
  /// released in the close callback.
  func close() {
    guard let handle else { return }
    self.handle = nil
    uv_close(UVHandle.base(handle), TimerBox.closed)
  }

  private static let closed: uv_close_cb = { handle in
    guard let handle else { return }
    if let data = handle.pointee.data {
      Unmanaged<TimerBox>.fromOpaque(data).release()
    }
    UnsafeMutableRawPointer(handle).deallocate()
  }
}
