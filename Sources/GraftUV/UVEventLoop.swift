import CLibUV
import Glibc
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

/// A GraftCore `EventLoop` over a libuv loop (`uv_loop_t`): a private one (``init()``), or
/// one that the program embedding Graft owns and runs (``init(borrowing:)``).
///
/// Contract:
/// - Create, run and shut it down on the main thread (the type is `@MainActor`); every
///   libuv callback runs on the thread that called one of the `run` methods (or, on a
///   borrowed loop, the host's `uv_run`), i.e. there.
/// - ``updatePass`` runs from a `uv_check_t` handle, at most once per iteration, in the
///   iteration in which it was requested (if requested before that iteration's check
///   phase) or the next one. While a pass is requested an idle handle keeps poll from
///   blocking; while none is, the loop sleeps in poll (no spinning).
/// - Timers, posted work (``execute(_:)``) and `@MainActor` jobs run inside `run…` calls
///   (or the host's `uv_run` on a borrowed loop) only. Nothing runs while the loop is not
///   running.
/// - Handles owned by the loop do not keep it alive by themselves: ``run()`` (and a host's
///   `uv_run(UV_RUN_DEFAULT)`) returns when no Graft timer is pending, no pass is requested
///   and no other ref'd handle is active.
/// - Call ``shutdown()`` exactly once before dropping the last reference; `deinit`
///   traps (precondition) if it was not called, because closing libuv handles requires
///   running the loop, which `deinit` cannot do safely.
///
/// On a borrowed loop, Graft is a guest: it adds its handles (check, idle, doorbell, a
/// deadline timer, the main-queue poll, timers and TCP handles it is asked for), never sets
/// the loop's `data`, calls `uv_run` only inside its own `run…` methods, and ``shutdown()``
/// closes Graft's handles only (they are freed in the host's next iteration).
///
/// `@MainActor` integration (details in `MainQueue.swift`): when the
/// process's real main thread runs the loop from synchronous code (``drainsMainQueue``
/// is true), libdispatch's main queue is drained through its file descriptor, so
/// `Task { @MainActor in }` and `await MainActor.run {}` run inside any `run…` call.
/// When the main queue was handed to `dispatch_main()` (async `main`, Swift Testing),
/// that is impossible from a synchronous call; use
/// ``runYieldingMainActor(until:timeout:slice:)`` there.
public final class UVEventLoop: EventLoop {
  /// The libuv loop. Valid until ``shutdown()`` (on a borrowed loop: as long as its owner
  /// keeps it); for bridges that need the raw loop.
  ///
  /// Do not close it, run it from another thread, or use it after ``shutdown()``.
  public var rawLoop: UnsafeMutablePointer<uv_loop_t> { loop }

  /// Whether the `uv_loop_t` belongs to someone else (``init(borrowing:)``).
  public let isBorrowed: Bool

  /// Runs once per iteration after ``requestUpdatePass()``, on the loop thread.
  public var updatePass: (@MainActor () -> Void)?

  /// Number of loop iterations so far (counted in the check phase, once per iteration).
  ///
  /// Lets tests prove the loop sleeps rather than spins.
  public private(set) var iterationCount = 0

  /// Whether ``shutdown()`` has run. Afterwards every method is a no-op.
  public internal(set) var isShutDown = false

  let loop: UnsafeMutablePointer<uv_loop_t>
  /// Graft's handles on ``loop``; closed by ``shutdown()``.
  let handles: LoopHandles
  var checkHandle: UnsafeMutablePointer<uv_check_t> { handles.check }
  var idleHandle: UnsafeMutablePointer<uv_idle_t> { handles.idle }
  /// A ref'd timer armed only inside ``run(until:timeout:)`` so poll blocks until the deadline.
  var deadlineTimer: UnsafeMutablePointer<uv_timer_t> { handles.deadlineTimer }
  /// Posted work, shared with other threads; rings the doorbell handle.
  let inbox: Inbox
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
  /// - Throws: ``UVError`` if libuv fails to initialise the loop (`uv_loop_init`, for
  ///   example when the process is out of file descriptors) or one of Graft's handles (the
  ///   error names the call); the private loop is then closed and freed again.
  public convenience init() throws(UVError) {
    // malloc'd (not Swift-allocated) so that a caller may free() it after a shutdown() that
    // answered UV_EBUSY handed the loop over (see ``shutdown()``).
    guard let memory = malloc(MemoryLayout<uv_loop_t>.size) else {
      throw UVError(code: UV_ENOMEM.rawValue, operation: "malloc")
    }
    let loop = memory.assumingMemoryBound(to: uv_loop_t.self)
    let initResult = uv_loop_init(loop)
    guard initResult >= 0 else {
      free(loop)
      throw UVError(code: initResult, operation: "uv_loop_init")
    }
    do throws(UVError) {
      try self.init(loop: loop, borrowed: false)
    } catch {
      // The handles that were opened are closing: run their close callbacks, then close.
      var closed = uv_loop_close(loop)
      var attempts = 0
      while closed == UV_EBUSY.rawValue, attempts < 1000 {
        uv_run(loop, UV_RUN_NOWAIT)
        closed = uv_loop_close(loop)
        attempts += 1
      }
      if closed == 0 { free(loop) }
      throw error
    }
  }

  /// Runs Graft on `loop`, a `uv_loop_t` that the caller initialised, owns and runs.
  ///
  /// Graft adds its handles to that loop and nothing else: it does not set the loop's
  /// `data`, and it runs the loop only inside its own `run…` methods (the host normally
  /// calls `uv_run` itself). Every `@MainActor` rule holds: create it, run the host loop
  /// and shut it down on the main thread. ``shutdown()`` closes Graft's handles and leaves
  /// the loop open; run the loop once more (any mode) to free them before `uv_loop_close`.
  /// The loop must outlive this object's ``shutdown()``.
  ///
  /// - Parameter loop: a pointer to an initialised `uv_loop_t` (typed as raw so callers need
  ///   not import libuv's module).
  /// - Throws: ``UVError`` naming the libuv call that refused one of Graft's handles; handles
  ///   opened before the failure are closed, and freed in the loop's next iteration.
  public convenience init(borrowing loop: UnsafeMutableRawPointer) throws(UVError) {
    try self.init(loop: loop.assumingMemoryBound(to: uv_loop_t.self), borrowed: true)
  }

  private init(loop: UnsafeMutablePointer<uv_loop_t>, borrowed: Bool) throws(UVError) {
    handles = try LoopHandles.open(on: loop, doorbellRang: UVEventLoop.doorbellRang)
    self.loop = loop
    isBorrowed = borrowed
    createdAt = uv_hrtime()
    inbox = Inbox(doorbell: handles.doorbell)
    let context = Unmanaged.passUnretained(self).toOpaque()
    for handle in handles.all { handle.pointee.data = context }
  }

  isolated deinit {
    precondition(isShutDown, "UVEventLoop released without shutdown(): call shutdown() first")
  }

  /// Whether main-actor jobs can run during a synchronous `run…` call (mode 1 in
  /// `MainQueue.swift`).
  ///
  /// False when the main queue was handed to `dispatch_main()` (mode 2): then use
  /// ``runYieldingMainActor(until:timeout:slice:)``. Also false for a second guest on a
  /// borrowed loop whose first guest already drains the main queue.
  public var drainsMainQueue: Bool { !isShutDown && handles.mainQueuePoll != nil }

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
    UVEventLoop.expectSuccess(uv_idle_start(idleHandle, UVEventLoop.idlePhase), "uv_idle_start")
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

  /// The idle handle has no work of its own: being active is what stops poll from blocking.
  private static let idlePhase: uv_idle_cb = { _ in }
}
