import Synchronization

/// A deterministic ``EventLoop`` with virtual time, for tests — what swift-nio's
/// `EmbeddedEventLoop` is to its real loops. Nothing runs until the test says so:
/// ``runUntilQuiescent(maxIterations:)`` runs posted work, requested passes and due timers until none is
/// left *now*; ``advance(by:maxTimerFirings:)`` moves time forward, firing timers in deadline order with
/// passes in between, exactly as a real loop iteration would.
@MainActor
public final class VirtualLoop: EventLoop {
  // Unchecked exclusivity (`updatePass`, `iterationCount`, `passRequested`, `timers`): main
  // actor only, and no access stays open across a call that could reach them again (the pass
  // is loaded, then called; a timer's cancellation removes it from `timers` outside any
  // access); checked, they cost a dynamic exclusivity check each per iteration, every pass of
  // every test and benchmark run on this loop.
  @exclusivity(unchecked) public var updatePass: (@MainActor () -> Void)?
  public private(set) var now: Duration = .zero
  /// How many loop iterations ran (each runs posted work, due timers, then a pass).
  @exclusivity(unchecked) public private(set) var iterationCount = 0

  @exclusivity(unchecked) private var passRequested = false
  @exclusivity(unchecked) private var timers: [PendingTimer] = []
  private var nextTimerSequence = 0
  private let posted = Mutex<[@Sendable @MainActor () -> Void]>([])

  private struct PendingTimer {
    let deadline: Duration
    let sequence: Int
    let handle: ScheduledTimer
    let body: @MainActor () -> Void
  }

  public init() {}

  public func requestUpdatePass() { passRequested = true }

  @discardableResult
  public func scheduleTimer(after delay: Duration, _ body: @escaping @MainActor () -> Void)
    -> ScheduledTimer
  {
    let sequence = nextTimerSequence
    nextTimerSequence += 1
    let handle = ScheduledTimer { [weak self] in
      self?.timers.removeAll { $0.sequence == sequence }
    }
    timers.append(
      PendingTimer(deadline: now + max(delay, .zero), sequence: sequence, handle: handle, body: body))
    return handle
  }

  public nonisolated func execute(_ work: @escaping @Sendable @MainActor () -> Void) {
    posted.withLock { $0.append(work) }
  }

  /// Whether anything is runnable at the current virtual time.
  public var hasWorkNow: Bool {
    passRequested || Self.hasWork(in: posted) || (!timers.isEmpty && timers.contains { $0.deadline <= now })
  }

  // The queue's lock taken from code that is not isolated: a closure formed in main-actor code
  // and passed to `Mutex.withLock` checks its executor when it runs (over 200 instructions per
  // iteration; see `IsolationCheckFreeCalls`).

  /// Whether `posted` holds work.
  private nonisolated static func hasWork(
    in posted: borrowing Mutex<[@Sendable @MainActor () -> Void]>
  ) -> Bool {
    posted.withLock { !$0.isEmpty }
  }

  /// Takes all the work from `posted`, leaving it empty.
  private nonisolated static func takeWork(
    from posted: borrowing Mutex<[@Sendable @MainActor () -> Void]>
  ) -> [@Sendable @MainActor () -> Void] {
    posted.withLock { queue in
      let taken = queue
      queue.removeAll()
      return taken
    }
  }

  /// Whether any timer is scheduled, due or not.
  public var hasPendingTimers: Bool { !timers.isEmpty }

  /// Runs iterations until nothing is runnable at the current time. Never advances time.
  /// Stops after `maxIterations` (returning `false`) so a test cannot hang.
  @discardableResult
  public func runUntilQuiescent(maxIterations: Int = 10_000) -> Bool {
    var iterations = 0
    while hasWorkNow {
      guard iterations < maxIterations else { return false }
      iterations += 1
      runIteration()
    }
    return true
  }

  /// Advances virtual time by `duration`, firing each timer at its own deadline (in
  /// deadline order) and running the loop to quiescence after each. Returns `false` — and
  /// leaves time where it got to — if it stopped early because timers kept firing without
  /// time moving (more than `maxTimerFirings`, e.g. a timer that reschedules itself with no
  /// delay) or the loop did not settle.
  @discardableResult
  public func advance(by duration: Duration, maxTimerFirings: Int = 100_000) -> Bool {
    let target = now + duration
    guard runUntilQuiescent() else { return false }
    var firings = 0
    while let next = timers.min(by: { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) }),
      next.deadline <= target
    {
      firings += 1
      guard firings <= maxTimerFirings else { return false }
      now = max(now, next.deadline)
      guard runUntilQuiescent() else { return false }
    }
    now = target
    return runUntilQuiescent()
  }

  private func runIteration() {
    iterationCount += 1
    let work = Self.takeWork(from: posted)
    for item in work { item() }
    // No timers (a pass's iterations, nearly always): no filtering, sorting nor closures.
    if !timers.isEmpty { fireDueTimers() }
    if passRequested {
      passRequested = false
      updatePass?()
    }
  }

  /// Runs the timers due now, in deadline order (one step of an iteration).
  private func fireDueTimers() {
    let due = timers.filter { $0.deadline <= now }.sorted {
      ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence)
    }
    if !due.isEmpty {
      timers.removeAll { $0.deadline <= now }
      for timer in due where !timer.handle.isCancelled { timer.body() }
    }
  }
}
