import CLibUV
import GraftCore

extension UVEventLoop {
  /// The most iterations ``runUntilQuiescent(maxIterations:)`` runs by default.
  public static let defaultQuiescenceBound = 10_000

  /// Runs the loop (`UV_RUN_DEFAULT`) until ``stop()`` is called or nothing keeps it
  /// alive: no pending timer, no requested pass, and no other ref'd handle on ``rawLoop``.
  ///
  /// Blocks in poll while waiting for a timer; posted work and main-actor jobs that arrive
  /// meanwhile run, but do not by themselves keep the loop running.
  public func run() {
    guard !isShutDown else { return }
    uv_run(loop, UV_RUN_DEFAULT)
  }

  /// Runs one iteration without blocking (`UV_RUN_NOWAIT`): due timers, ready I/O,
  /// posted work, and the update pass if requested.
  public func runOnce() {
    guard !isShutDown else { return }
    uv_run(loop, UV_RUN_NOWAIT)
  }

  /// Runs non-blocking iterations until the loop is quiescent: no pass requested, no
  /// posted work queued, and no timer due now. Never waits for a future timer.
  ///
  /// Terminates after at most `maxIterations` iterations even if work keeps producing
  /// work (for example a pass that requests a pass every time).
  ///
  /// - Returns: true if the loop became quiescent, false if the bound was hit.
  @discardableResult
  public func runUntilQuiescent(maxIterations: Int = defaultQuiescenceBound) -> Bool {
    guard !isShutDown else { return true }
    for _ in 0..<maxIterations {
      if isQuiescent { return true }
      uv_run(loop, UV_RUN_NOWAIT)
    }
    return isQuiescent
  }

  /// Runs iterations, blocking in poll as needed, until `condition` holds or `timeout`
  /// (real time) has passed.
  ///
  /// `condition` is checked before the first iteration and after each one, on the loop
  /// thread. While waiting, a ref'd deadline timer keeps poll blocking (rather than
  /// spinning) until an event, posted work, a main-actor job or the deadline arrives.
  ///
  /// - Returns: whether `condition` held (false on timeout or after ``shutdown()``).
  @discardableResult
  public func run(until condition: () -> Bool, timeout: Duration) -> Bool {
    guard !isShutDown else { return false }
    let deadline = now + timeout
    defer { uv_timer_stop(deadlineTimer) }
    while true {
      if condition() { return true }
      let remaining = deadline - now
      if remaining <= .zero { return false }
      runOneBlockingIteration(atMost: remaining)
    }
  }

  /// Like ``run(until:timeout:)``, for a caller that is itself a job on a main queue that
  /// was handed to `dispatch_main()` (async `main`, Swift Testing; see
  /// ``drainsMainQueue``). Between iterations it suspends (`Task.yield()`), so main-actor
  /// jobs queued meanwhile run, on the main actor, before the next iteration.
  ///
  /// Each iteration blocks in poll for at most `slice`: a main-actor job waits at most
  /// about `slice` (plus the iteration's own work) to run, and an otherwise idle wait
  /// wakes about once per `slice`. Posted work, timers and I/O still wake it at once.
  ///
  /// - Returns: whether `condition` held (false on timeout or after ``shutdown()``).
  public func runYieldingMainActor(
    until condition: () -> Bool, timeout: Duration, slice: Duration = .milliseconds(1)
  ) async -> Bool {
    guard !isShutDown else { return false }
    let deadline = now + timeout
    while true {
      if condition() { return true }
      let remaining = deadline - now
      if remaining <= .zero { return false }
      runOneBlockingIteration(atMost: min(remaining, slice))
      uv_timer_stop(deadlineTimer)
      await Task.yield()
      if isShutDown { return condition() }
    }
  }

  /// One `UV_RUN_ONCE` iteration whose poll blocks at most `limit` (via the ref'd
  /// deadline timer, which also makes poll block rather than return at once).
  private func runOneBlockingIteration(atMost limit: Duration) {
    let milliseconds = UVEventLoop.milliseconds(rounding: limit)
    UVEventLoop.expectSuccess(
      uv_timer_start(deadlineTimer, UVEventLoop.deadlineReached, milliseconds, 0), "uv_timer_start")
    uv_run(loop, UV_RUN_ONCE)
  }

  /// Makes the innermost running `uv_run` return at the end of the current iteration.
  public func stop() {
    guard !isShutDown else { return }
    uv_stop(loop)
  }

  /// Whether no pass is requested, no posted work is queued and no timer is due now.
  var isQuiescent: Bool { !passRequested && !inbox.hasPending && !hasDueTimer }

  /// The deadline timer only needs to wake poll; `run(until:timeout:)` rechecks the clock.
  private static let deadlineReached: uv_timer_cb = { _ in }
}
