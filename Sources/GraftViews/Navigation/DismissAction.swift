/// Dismisses a presentation, as SwiftUI's `DismissAction`: `@Environment(\.dismiss) var
/// dismiss`, then `dismiss()` (on the loop thread, from an action).
public struct DismissAction: Sendable {
  let action: @MainActor @Sendable () -> Void
  public init(_ action: @escaping @MainActor @Sendable () -> Void) { self.action = action }
  @MainActor public func callAsFunction() { action() }
}
