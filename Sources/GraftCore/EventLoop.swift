/// The loop a Graft ``UpdateGraph`` runs on.
///
/// GraftCore knows nothing of libuv: this protocol is the whole contract between the
/// core and a loop. `GraftUV.UVEventLoop` implements it over a real `uv_loop_t`;
/// ``VirtualLoop`` implements it with virtual time for deterministic tests.
///
/// Threading: every requirement except ``execute(_:)`` is called on the loop thread,
/// which is the main thread (views are `@MainActor`, as in SwiftUI).
@MainActor
public protocol EventLoop: AnyObject, Sendable {
  /// The work the loop runs once per iteration after ``requestUpdatePass()``.
  ///
  /// Set once, by the ``UpdateGraph`` that owns this loop. Runs on the loop thread,
  /// at most once per loop iteration, and only if a pass was requested since the last run.
  var updatePass: (@MainActor () -> Void)? { get set }

  /// Asks for ``updatePass`` to run in the current or next loop iteration.
  ///
  /// Cheap and idempotent: many requests before the pass runs produce one pass.
  /// While a pass is requested the loop must not block waiting for I/O.
  func requestUpdatePass()

  /// Runs `body` on the loop thread once `delay` has elapsed (in the loop's own time).
  ///
  /// Returns a handle whose ``ScheduledTimer/cancel()`` stops the timer if it has not fired.
  @discardableResult
  func scheduleTimer(after delay: Duration, _ body: @escaping @MainActor () -> Void) -> ScheduledTimer

  /// The loop's monotonic clock, measured from the loop's creation.
  var now: Duration { get }

  /// Runs `work` on the loop thread in a coming iteration. Callable from any thread.
  ///
  /// This is the only way for another thread to touch Graft state. Work posted from one
  /// thread runs in the order it was posted.
  nonisolated func execute(_ work: @escaping @Sendable @MainActor () -> Void)
}
