import CLibUV
import GraftCore

// One `uv_timer_t` per timer rather than one timer plus our own heap: libuv already keeps
// its timers in a min-heap ordered by (deadline, start order), so timers with equal
// deadlines fire in scheduling order, start/cancel are O(log n), and cancellation is a
// plain `uv_close`. A second heap would duplicate that and add a place for bugs.

extension UVEventLoop {
  /// Runs `body` on the loop thread, in the timers phase of the first iteration at which
  /// `delay` has elapsed by ``now`` (libuv timers have millisecond resolution, so it may
  /// fire up to ~1 ms late; a negative delay counts as zero).
  ///
  /// A pending timer keeps ``run()`` alive. A fired timer is closed; `body` runs at most
  /// once. `ScheduledTimer/cancel()` before it fired guarantees it never fires. After
  /// ``shutdown()`` the timer is never started (the returned handle is inert).
  @discardableResult
  public func scheduleTimer(
    after delay: Duration, _ body: @escaping @MainActor () -> Void
  ) -> ScheduledTimer {
    guard !isShutDown else { return ScheduledTimer {} }
    let handle = UnsafeMutablePointer<uv_timer_t>.allocate(capacity: 1)
    // uv_timer_init always returns 0, and uv_timer_start fails only for a closing handle or a
    // NULL callback: neither can happen here. Checked anyway, so a libuv that breaks that
    // promise stops with the failing call named rather than leaving a timer that never fires.
    UVEventLoop.expectSuccess(uv_timer_init(loop, handle), "uv_timer_init")
    let box = TimerBox(body: body, handle: handle, owner: self)
    handle.pointee.data = Unmanaged.passRetained(box).toOpaque()
    let key = ObjectIdentifier(box)
    liveTimers[key] = box
    // Refresh the cached loop time so the deadline is measured from now, not from the
    // start of the current iteration.
    uv_update_time(loop)
    // libuv's loop time is whole milliseconds, truncated; one extra millisecond for a
    // non-zero delay makes sure the timer never fires before `now` advanced by `delay`.
    let milliseconds = UVEventLoop.milliseconds(rounding: delay)
    UVEventLoop.expectSuccess(
      uv_timer_start(handle, UVEventLoop.timerFired, milliseconds == 0 ? 0 : milliseconds + 1, 0),
      "uv_timer_start")
    return ScheduledTimer { [weak self, weak box] in
      guard let box, box.handle != nil else { return }
      self?.liveTimers[key] = nil
      box.close()
    }
  }

  /// Whether a live timer's deadline has passed (by the loop's refreshed clock).
  var hasDueTimer: Bool {
    uv_update_time(loop)
    return liveTimers.values.contains { box in
      guard let handle = box.handle else { return false }
      return uv_timer_get_due_in(handle) == 0
    }
  }

  /// Stops the process naming `operation` if a libuv call that its documentation says
  /// cannot fail (here: on an open handle with a non-NULL callback) failed anyway.
  static func expectSuccess(_ result: Int32, _ operation: String) {
    if result < 0 {
      preconditionFailure("\(UVError(code: result, operation: operation)) (libuv broke its contract)")
    }
  }

  static func milliseconds(rounding delay: Duration) -> UInt64 {
    let (seconds, attoseconds) = delay.components
    guard seconds >= 0, delay > .zero else { return 0 }
    let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
    let (millis, remainder) = attoseconds.quotientAndRemainder(dividingBy: attosecondsPerMillisecond)
    return UInt64(seconds) * 1000 + UInt64(millis) + (remainder > 0 ? 1 : 0)
  }

  private static let timerFired: uv_timer_cb = { handle in
    guard let data = handle?.pointee.data else { return }
    let box = Unmanaged<TimerBox>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated {
      box.owner?.liveTimers[ObjectIdentifier(box)] = nil
      box.close()
      box.body()
    }
  }
}
