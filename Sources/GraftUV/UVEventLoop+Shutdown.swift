import CLibUV
import GraftCore

extension UVEventLoop {
  /// Closes every handle the loop owns (pending timers included), runs the loop until
  /// all close callbacks ran, closes the `uv_loop_t` and frees it.
  ///
  /// Pending timers never fire; queued posted work is released without running; work
  /// posted later is dropped. After shutdown every method of the loop is a no-op and ``rawLoop``
  /// must not be used. A second call returns 0 and does nothing.
  ///
  /// - Returns: `uv_loop_close`'s result: 0 on success, or a negative libuv error code
  ///   (`UV_EBUSY` if a handle someone else opened on ``rawLoop`` is still open; the
  ///   loop's memory is then leaked rather than freed under a live handle).
  public func shutdown() -> Int32 {
    guard !isShutDown else { return 0 }
    let (doorbell, _) = inbox.close()  // Queued work is released here, not run.
    isShutDown = true
    for box in liveTimers.values { box.close() }
    // TCP servers and connections (UVTCPServer, UVTCPConnection) close their handles here.
    let closers = ownedHandleClosers
    ownedHandleClosers = [:]
    for close in closers.values { close() }
    liveTimers = [:]
    passRequested = false
    UVHandle.closeAndFree(checkHandle)
    UVHandle.closeAndFree(idleHandle)
    UVHandle.closeAndFree(deadlineTimer)
    if let doorbell { UVHandle.closeAndFree(doorbell) }
    if let poll = mainQueuePoll { UVHandle.closeAndFree(poll) }
    mainQueuePoll = nil
    // Close callbacks run in the close phase; loop until none is pending. uv_loop_close
    // answers EBUSY until the loop ran once after the last uv_close.
    var result = uv_loop_close(loop)
    var attempts = 0
    while result == UV_EBUSY.rawValue, attempts < 1000 {
      uv_run(loop, UV_RUN_NOWAIT)
      result = uv_loop_close(loop)
      attempts += 1
    }
    if result == 0 { loop.deallocate() }
    return result
  }
}
