import CLibUV
import Glibc
import Synchronization

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
// Mode 2, main-executor hook. After `dispatch_main()` (async `main`, Swift Testing) the
// main thread is parked, the main queue is an ordinary serial queue drained by a worker
// thread, and `_dispatch_get_main_queue_handle_4CF` returns -1. A `@MainActor` caller of
// `run…` is itself a job on that queue, so nothing else on the queue can run until it
// returns, and `_dispatch_main_queue_callback_4CF` traps ("called after dispatch_main()";
// observed on Swift 6.3.1). Instead, while a `run…` method executes, the Swift runtime's
// `swift_task_enqueueMainExecutor_hook` routes main-actor jobs into the loop's inbox,
// where they run synchronously on the main actor (nested in `run…`, as a Cocoa run loop
// would). When `run…` returns, routing stops and jobs still queued are handed back to the
// main queue in order. `DispatchQueue.main.async` blocks are not covered in this mode:
// they run after the `run…` call returns.

@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32  // dispatch_runloop_handle_t == int on Linux

@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)

/// `void (*)(SwiftJob *)` — the runtime's own main-executor enqueue.
private typealias EnqueueOriginal = @convention(c) (UnsafeMutableRawPointer) -> Void
/// `void (*)(SwiftJob *, original)`. The runtime declares these `SWIFT_CC(swift)`; for two
/// pointer arguments and no result that is register-compatible with the C convention on
/// the platforms Graft supports (x86_64, arm64 Linux).
private typealias EnqueueHook = @convention(c) (UnsafeMutableRawPointer, EnqueueOriginal) -> Void

/// Where main-actor jobs go while a loop runs in mode 2. Process-wide: there is one main
/// actor, so at most one loop (the innermost running one) receives its jobs.
private struct MainActorRoute: ~Copyable {
  var hookInstalled = false
  var original: EnqueueOriginal?
  /// Inboxes of the loops currently inside a `run…` call, innermost last.
  var targets: [Inbox] = []
}

private let mainActorRoute = Mutex(MainActorRoute())

private let routeMainActorJob: EnqueueHook = { job, original in
  mainActorRoute.withLock { route in
    route.original = original
    if let inbox = route.targets.last, inbox.post(.job(unsafeBitCast(job, to: UnownedJob.self))) {
      return
    }
    original(job)
  }
}

extension UVEventLoop {
  /// Sets up mode 1 if the main queue exposes its file descriptor. Called from `init`.
  func attachMainQueue() {
    let fd = dispatchMainQueueHandle()
    guard fd >= 0 else { return }
    let poll = UnsafeMutablePointer<uv_poll_t>.allocate(capacity: 1)
    guard uv_poll_init(loop, poll, fd) == 0 else {
      poll.deallocate()
      return
    }
    poll.pointee.data = Unmanaged.passUnretained(self).toOpaque()
    uv_poll_start(poll, Int32(UV_READABLE.rawValue), UVEventLoop.mainQueueReadable)
    uv_unref(UVHandle.base(poll))
    mainQueuePoll = poll
  }

  /// Runs `body` (a `uv_run` call) with main-actor jobs routed to this loop in mode 2.
  func withMainActorRouting<T>(_ body: () -> T) -> T {
    guard mainQueuePoll == nil, !isShutDown else { return body() }
    UVEventLoop.installMainActorHook()
    mainActorRoute.withLock { $0.targets.append(inbox) }
    defer { stopRouting() }
    return body()
  }

  /// Stops routing to this loop and gives queued main-actor jobs back to the runtime, in
  /// order, under the route lock (so no newer job can overtake them).
  private func stopRouting() {
    mainActorRoute.withLock { route in
      if let index = route.targets.lastIndex(where: { $0 === inbox }) {
        route.targets.remove(at: index)
      }
      for job in inbox.takeJobs() {
        if let next = route.targets.last {
          next.post(.job(job))
        } else if let original = route.original {
          original(unsafeBitCast(job, to: UnsafeMutableRawPointer.self))
        }
      }
    }
  }

  private static func installMainActorHook() {
    mainActorRoute.withLock { route in
      guard !route.hookInstalled else { return }
      route.hookInstalled = true
      guard let symbol = dlsym(nil, "swift_task_enqueueMainExecutor_hook") else { return }
      symbol.assumingMemoryBound(to: EnqueueHook?.self).pointee = routeMainActorJob
    }
  }

  /// Poll callback for the main queue's eventfd (mode 1). Loop thread (the main thread).
  private static let mainQueueReadable: uv_poll_cb = { _, status, _ in
    guard status >= 0 else { return }
    if let handle = mainQueuePollFD() {
      var value: UInt64 = 0
      _ = read(handle, &value, MemoryLayout<UInt64>.size)  // Clear the eventfd (non-blocking).
    }
    dispatchMainQueueCallback(nil)
  }

  private static func mainQueuePollFD() -> Int32? {
    let fd = dispatchMainQueueHandle()
    return fd >= 0 ? fd : nil
  }
}
