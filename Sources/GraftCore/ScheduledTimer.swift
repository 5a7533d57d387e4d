/// A handle to a timer scheduled with ``EventLoop/scheduleTimer(after:_:)``.
@MainActor
public final class ScheduledTimer {
  private var onCancel: (@MainActor () -> Void)?

  /// Creates a handle; `onCancel` runs at most once, on the first ``cancel()``.
  public init(onCancel: @escaping @MainActor () -> Void) {
    self.onCancel = onCancel
  }

  /// Stops the timer if it has not fired yet. Calling it again does nothing.
  public func cancel() {
    let action = onCancel
    onCancel = nil
    action?()
  }

  /// Whether ``cancel()`` has been called.
  public var isCancelled: Bool { onCancel == nil }
}
