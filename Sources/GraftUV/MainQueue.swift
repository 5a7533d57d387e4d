import CLibUV
import Glibc

// How `@MainActor` code runs while `uv_run` owns the main actor.
//
// Mode 1, main-queue file descriptor. While the process's main thread has not handed the
// main queue to `dispatch_main()` (a synchronous `main`, XCTest on Linux), libdispatch's
// main queue is "thread-bound": its items only run when someone on the main thread calls
// `_dispatch_main_queue_callback_4CF`, and it signals new items through an eventfd
// (`_dispatch_get_main_queue_handle_4CF`). A `uv_poll_t` watches that fd; its callback
// clears the eventfd and drains the queue. This covers `Task { @MainActor in }`,
// `await MainActor.run {}` and `DispatchQueue.main.async`.
//
// Mode 2, cooperative. After `dispatch_main()` (async `main`, Swift Testing) the main
// thread is parked, the main queue is an ordinary serial queue drained by a worker
// thread, and `_dispatch_get_main_queue_handle_4CF` returns -1. A `@MainActor` caller of
// a synchronous `run…` method is itself a job on that queue, so no other main-actor job
// can run until it returns, and calling `_dispatch_main_queue_callback_4CF` from there
// traps ("called after dispatch_main()"; observed on Swift 6.3.1). The runtime's
// `swift_task_enqueueMainExecutor_hook` cannot reroute the jobs either: on Swift 6.3 the
// main actor enqueues through the Swift `MainExecutor` and never calls that hook
// (observed: a counting hook saw 0 calls for `await MainActor.run {}`). In this mode use
// `runYieldingMainActor(until:timeout:slice:)`, which suspends between iterations so
// queued main-actor jobs run, at the cost of waking at least once per `slice`.

@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32  // dispatch_runloop_handle_t == int on Linux

@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)

/// Mode 1's plumbing: the `uv_poll_t` that drains libdispatch's main queue from the loop.
enum MainQueue {
  /// Opens and starts an unref'd poll handle on the main queue's eventfd, if the main queue
  /// exposes one (mode 1), and records it in `opened`.
  ///
  /// - Returns: the handle, or nil in mode 2, or when another guest on `loop` already watches
  ///   the main queue (`uv_poll_init` answers `UV_EEXIST`: that guest drains it for both).
  /// - Throws: ``UVError`` if libuv refuses the handle for any other reason.
  @MainActor
  static func openPoll(
    on loop: UnsafeMutablePointer<uv_loop_t>, opened: inout [UnsafeMutablePointer<uv_handle_t>]
  ) throws(UVError) -> UnsafeMutablePointer<uv_poll_t>? {
    let fd = dispatchMainQueueHandle()
    guard fd >= 0 else { return nil }
    let poll: UnsafeMutablePointer<uv_poll_t>
    do throws(UVError) {
      poll = try LoopHandles.initialise(uv_poll_t.self, "uv_poll_init", opened: &opened) {
        uv_poll_init(loop, $0, fd)
      }
    } catch  where error.code == UV_EEXIST.rawValue {
      return nil
    }
    try LoopHandles.checkStart(
      uv_poll_start(poll, Int32(UV_READABLE.rawValue), MainQueue.readable), "uv_poll_start")
    uv_unref(UVHandle.base(poll))
    return poll
  }

  /// Poll callback for the main queue's eventfd (mode 1). Loop thread (the main thread).
  private static let readable: uv_poll_cb = { _, status, _ in
    guard status >= 0 else { return }
    let fd = dispatchMainQueueHandle()
    if fd >= 0 {
      var value: UInt64 = 0
      _ = read(fd, &value, MemoryLayout<UInt64>.size)  // Clear the eventfd (non-blocking).
    }
    dispatchMainQueueCallback(nil)
  }
}
