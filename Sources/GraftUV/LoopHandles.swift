import CLibUV

/// The handles a ``UVEventLoop`` adds to its `uv_loop_t`, initialised and started together.
///
/// ``open(on:)`` checks every libuv `*_init` and `*_start` result. If one fails, the handles
/// already initialised are closed (their memory is freed in their close callbacks, at the
/// loop's next iteration) and the failure is thrown, naming the libuv call; nothing is left
/// half-started. The handles' `data` fields are nil until the owning ``UVEventLoop`` sets
/// them; no callback can run before that, because nothing runs the loop in between.
struct LoopHandles {
  let check: UnsafeMutablePointer<uv_check_t>
  let idle: UnsafeMutablePointer<uv_idle_t>
  let deadlineTimer: UnsafeMutablePointer<uv_timer_t>
  let doorbell: UnsafeMutablePointer<uv_async_t>
  /// Nil unless libdispatch's main queue exposes a file descriptor (see
  /// `MainQueue.swift`) and no other guest on this loop already watches it.
  let mainQueuePoll: UnsafeMutablePointer<uv_poll_t>?

  /// Initialises and starts the check handle (unref'd), the idle handle and the deadline
  /// timer (both stopped), the doorbell (unref'd) and, if available, the main-queue poll
  /// (unref'd) on `loop`.
  ///
  /// - Throws: ``UVError`` naming the first libuv call that failed.
  @MainActor
  static func open(on loop: UnsafeMutablePointer<uv_loop_t>, doorbellRang: uv_async_cb) throws(UVError)
    -> LoopHandles
  {
    var opened: [UnsafeMutablePointer<uv_handle_t>] = []
    do throws(UVError) {
      let check = try initialise(uv_check_t.self, "uv_check_init", opened: &opened) {
        uv_check_init(loop, $0)
      }
      try checkStart(uv_check_start(check, LoopHandles.checkPhase), "uv_check_start")
      uv_unref(UVHandle.base(check))
      let idle = try initialise(uv_idle_t.self, "uv_idle_init", opened: &opened) { uv_idle_init(loop, $0) }
      let deadlineTimer = try initialise(uv_timer_t.self, "uv_timer_init", opened: &opened) {
        uv_timer_init(loop, $0)
      }
      let doorbell = try initialise(uv_async_t.self, "uv_async_init", opened: &opened) {
        uv_async_init(loop, $0, doorbellRang)
      }
      uv_unref(UVHandle.base(doorbell))
      let poll = try MainQueue.openPoll(on: loop, opened: &opened)
      return LoopHandles(
        check: check, idle: idle, deadlineTimer: deadlineTimer, doorbell: doorbell, mainQueuePoll: poll)
    } catch {
      for handle in opened { UVHandle.closeAndFree(handle) }
      throw error
    }
  }

  /// A libuv failure to report instead of calling `operation`, for tests of the failure paths
  /// (libuv's own failures — out of file descriptors, say — cannot be provoked reliably for
  /// every call). Nil in production; set only in a test's child process.
  @MainActor static var injectedFailureForTesting: UVError?

  /// Throws if `result` (of the `*_start` call `operation`) is a libuv error, or if a failure
  /// of `operation` is injected for testing.
  @MainActor
  static func checkStart(_ result: Int32, _ operation: String) throws(UVError) {
    if let injected = injectedFailureForTesting, injected.operation == operation { throw injected }
    try UVError.check(result, operation)
  }

  /// Allocates a `T` handle, runs `initialise` on it and records it in `opened`; frees it
  /// and throws if libuv refused.
  @MainActor
  static func initialise<T>(
    _ type: T.Type, _ operation: String, opened: inout [UnsafeMutablePointer<uv_handle_t>],
    _ initialise: (UnsafeMutablePointer<T>) -> Int32
  ) throws(UVError) -> UnsafeMutablePointer<T> {
    let handle = UnsafeMutablePointer<T>.allocate(capacity: 1)
    let result = initialise(handle)
    if let injected = injectedFailureForTesting, injected.operation == operation, result == 0 {
      // Undo the real initialisation so the handle is as unknown to libuv as a failed one.
      UVHandle.closeAndFree(handle)
      throw injected
    }
    guard result >= 0 else {
      handle.deallocate()  // Never initialised: libuv does not know it.
      throw UVError(code: result, operation: operation)
    }
    UVHandle.base(handle).pointee.data = nil
    opened.append(UVHandle.base(handle))
    return handle
  }

  /// Every handle, for ``UVEventLoop/shutdown()`` and for setting their `data`.
  var all: [UnsafeMutablePointer<uv_handle_t>] {
    [UVHandle.base(check), UVHandle.base(idle), UVHandle.base(deadlineTimer), UVHandle.base(doorbell)]
      + (mainQueuePoll.map { [UVHandle.base($0)] } ?? [])
  }

  private static let checkPhase: uv_check_cb = { handle in
    guard let data = handle?.pointee.data else { return }
    let loop = Unmanaged<UVEventLoop>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated { loop.runCheckPhase() }
  }
}
