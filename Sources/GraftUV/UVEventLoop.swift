import CLibUV
import GraftCore

// Glossary (libuv terms as used in GraftUV)
//
// - iteration: one turn of `uv_run`: timers → pending callbacks → idle → prepare →
//   poll (may block) → check → close callbacks. `iterationCount` counts them.
// - handle: a long-lived libuv object (`uv_timer_t`, `uv_idle_t`, `uv_check_t`,
//   `uv_async_t`, `uv_poll_t`). Allocated with `allocate(capacity: 1)`, context in
//   `handle.data`, freed only in its `uv_close` callback.
// - active / ref'd: an active handle takes part in the loop; a ref'd active handle
//   also keeps `uv_run(UV_RUN_DEFAULT)` from returning and lets poll block. The
//   doorbell, the main-queue poll and the check handle are unref'd on purpose.
// - poll phase: where `uv_run` blocks waiting for I/O. It does not block while an
//   idle handle is active; that is how a requested update pass avoids waiting.
// - doorbell: the `uv_async_t` other threads ring (`uv_async_send`, coalescing).
// - pass: one call of `updatePass`, made from the check handle.
// - quiescent: no pass requested, no posted work queued, no timer due now.

/// A GraftCore ``EventLoop`` over a private libuv loop (`uv_loop_t`).
///
/// Contract:
/// - Create, run and shut it down on the main thread (the type is `@MainActor`); every
///   libuv callback runs on the thread that called one of the `run` methods, i.e. there.
/// - ``updatePass`` runs from a `uv_check_t` handle, at most once per iteration, in the
///   iteration in which it was requested (if requested before that iteration's check
///   phase) or the next one. While a pass is requested an idle handle keeps poll from
///   blocking; while none is, the loop sleeps in poll (no spinning).
/// - Timers, posted work (``execute(_:)``) and `@MainActor` jobs run inside `run…` calls
///   only. Nothing runs while no `run…` method is executing.
/// - Handles owned by the loop do not keep it alive by themselves: ``run()`` returns when
///   no timer is pending and no pass is requested.
/// - Call ``shutdown()`` exactly once before dropping the last reference; `deinit`
///   traps (precondition) if it was not called, because closing libuv handles requires
///   running the loop, which `deinit` cannot do safely.
///
/// `@MainActor` integration (details in `UVEventLoop+MainQueue.swift`): when the
/// process's real main thread runs the loop from synchronous code (``drainsMainQueue``
/// is true), libdispatch's main queue is drained through its file descriptor, so
/// `Task { @MainActor in }` and `await MainActor.run {}` run inside any `run…` call.
/// When the main queue was handed to `dispatch_main()` (async `main`, Swift Testing),
/// that is impossible from a synchronous call; use
/// ``runYieldingMainActor(until:timeout:slice:)`` there.
public final class UVEventLoop: EventLoop {
  /// The libuv loop. Valid until ``shutdown()``; for bridges that need the raw loop.
  ///
  /// Do not close it, run it from another thread, or use it after ``shutdown()``.
  public var rawLoop: UnsafeMutablePointer<uv_loop_t> { loop }

  /// Runs once per iteration after ``requestUpdatePass()``, on the loop thread.
  public var updatePass: (@MainActor () -> Void)?

  /// Number of loop iterations so far (counted in the check phase, once per iteration).
  ///
  /// Lets tests prove the loop sleeps rather than spins.
  public private(set) var iterationCount = 0

  /// Whether ``shutdown()`` has run. Afterwards every method is a no-op.
  public internal(set) var isShutDown = false

  let loop: UnsafeMutablePointer<uv_loop_t>
  let checkHandle: UnsafeMutablePointer<uv_check_t>
  let idleHandle: UnsafeMutablePointer<uv_idle_t>
  /// A ref'd timer armed only inside ``run(until:timeout:)`` so poll blocks until the deadline.
  let deadlineTimer: UnsafeMutablePointer<uv_timer_t>
  /// Posted work, shared with other threads; owns the doorbell handle.
  let inbox: Inbox
  /// The main-queue poll handle, if libdispatch's main queue exposes a file descriptor.
  var mainQueuePoll: UnsafeMutablePointer<uv_poll_t>?
  /// Timers scheduled and neither fired nor cancelled, by identity.
  var liveTimers: [ObjectIdentifier: TimerBox] = [:]
  /// Closers of other handles opened on this loop inside GraftUV (TCP servers and their
  /// connections), by owner identity. ``shutdown()`` calls each so it can return 0; owners
  /// remove themselves when they close first.
  var ownedHandleClosers: [ObjectIdentifier: @MainActor () -> Void] = [:]
  /// Whether a pass was requested and has not run yet.
  var passRequested = false
  /// `uv_hrtime()` at creation; ``now`` is measured from it.
  let createdAt: UInt64

  /// Creates and initialises a private `uv_loop_t` and the loop's handles.
  ///
  /// - Throws: ``UVError`` if libuv fails to initialise the loop or a handle.
  public init() throws(UVError) {
    loop = .allocate(capacity: 1)
    checkHandle = .allocate(capacity: 1)
    idleHandle = .allocate(capacity: 1)
    deadlineTimer = .allocate(capacity: 1)
    createdAt = uv_hrtime()
    let initResult = uv_loop_init(loop)
    if initResult < 0 {
      checkHandle.deallocate()
      idleHandle.deallocate()
      deadlineTimer.deallocate()
      loop.deallocate()
      inbox = Inbox(doorbell: nil)
      isShutDown = true
      throw UVError(code: initResult, operation: "uv_loop_init")
    }
    // uv_xxx_init on a fresh loop only fails on invalid arguments; they cannot fail here.
    uv_check_init(loop, checkHandle)
    uv_idle_init(loop, idleHandle)
    uv_timer_init(loop, deadlineTimer)
    let doorbell = UnsafeMutablePointer<uv_async_t>.allocate(capacity: 1)
    uv_async_init(loop, doorbell, UVEventLoop.doorbellRang)
    inbox = Inbox(doorbell: doorbell)

    let context = Unmanaged.passUnretained(self).toOpaque()
    loop.pointee.data = context
    for handle in [
      UVHandle.base(checkHandle), UVHandle.base(idleHandle), UVHandle.base(deadlineTimer),
      UVHandle.base(doorbell),
    ] {
      handle.pointee.data = context
    }
    uv_check_start(checkHandle, UVEventLoop.checkPhase)
    uv_unref(UVHandle.base(checkHandle))
    uv_unref(UVHandle.base(doorbell))
    attachMainQueue()
  }

  isolated deinit {
    precondition(isShutDown, "UVEventLoop released without shutdown(): call shutdown() first")
  }

  /// The loop's monotonic clock since creation, from `uv_hrtime()` (nanosecond resolution).
  ///
  /// Timers use libuv's millisecond loop time; a timer scheduled `d` from now fires once
  /// `now` has advanced by `d`, rounded up to whole milliseconds.
  public var now: Duration { .nanoseconds(Int64(uv_hrtime() &- createdAt)) }

  /// Asks for ``updatePass`` to run in the current or next iteration. Cheap and idempotent.
  ///
  /// On the clean→dirty edge it starts the idle handle, so poll will not block until the
  /// pass ran. A request made while the pass runs produces one more pass, in a later
  /// iteration. Ignored after ``shutdown()``.
  public func requestUpdatePass() {
    guard !isShutDown, !passRequested else { return }
    passRequested = true
    uv_idle_start(idleHandle, UVEventLoop.idlePhase)
  }

  /// Check-phase callback: counts the iteration and runs a requested pass.
  func runCheckPhase() {
    iterationCount += 1
    guard passRequested else { return }
    passRequested = false
    uv_idle_stop(idleHandle)
    // Requests made by the pass set `passRequested` again and restart the idle handle,
    // so the next iteration's poll does not block and its check phase runs the pass.
    updatePass?()
  }

  private static let checkPhase: uv_check_cb = { handle in
    guard let data = handle?.pointee.data else { return }
    let loop = Unmanaged<UVEventLoop>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated { loop.runCheckPhase() }
  }

  /// The idle handle has no work of its own: being active is what stops poll from blocking.
  private static let idlePhase: uv_idle_cb = { _ in }
}
