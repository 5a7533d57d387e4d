import CLibUV
import Glibc
import GraftCore

extension UVEventLoop {
  /// Closes every handle Graft added to the loop (pending timers, TCP servers and
  /// connections included). On a private loop it then runs the loop until all close
  /// callbacks ran, closes the `uv_loop_t` and frees it. On a borrowed loop
  /// (``init(borrowing:)``) it stops there: the loop stays open and is not run, Graft's
  /// handles are freed by their close callbacks in the host's next iteration, and the host's
  /// own handles are not touched.
  ///
  /// Pending timers never fire; queued posted work is released without running; work
  /// posted later is dropped. After shutdown every method of the loop is a no-op and ``rawLoop``
  /// must not be used. A second call returns 0 and does nothing.
  ///
  /// - Returns: on a private loop, `uv_loop_close`'s result: 0 on success, or a negative
  ///   libuv error code (`UV_EBUSY` if a handle someone else opened on ``rawLoop`` is still
  ///   open). After `UV_EBUSY` the loop is left open and allocated, and becomes the caller's:
  ///   ``rawLoop`` stays valid; close the handles you added, run it once, `uv_loop_close` it
  ///   and `free()` it (it was `malloc`'d). On a borrowed loop, 0.
  public func shutdown() -> Int32 {
    guard !isShutDown else { return 0 }
    _ = inbox.close()  // Detaches the doorbell under the lock; queued work is released, not run.
    isShutDown = true
    for box in liveTimers.values { box.close() }
    // TCP servers and connections (UVTCPServer, UVTCPConnection) close their handles here.
    let closers = ownedHandleClosers
    ownedHandleClosers = [:]
    for close in closers.values { close() }
    liveTimers = [:]
    passRequested = false
    for handle in handles.all { UVHandle.closeAndFree(handle) }
    guard !isBorrowed else { return 0 }
    // Close callbacks run in the close phase; loop until none is pending. uv_loop_close
    // answers EBUSY until the loop ran once after the last uv_close.
    var result = uv_loop_close(loop)
    var attempts = 0
    while result == UV_EBUSY.rawValue, attempts < 1000 {
      uv_run(loop, UV_RUN_NOWAIT)
      result = uv_loop_close(loop)
      attempts += 1
    }
    if result == 0 { free(loop) }
    return result
  }
}
