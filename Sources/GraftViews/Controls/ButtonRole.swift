import GraftCore

/// What a button does, as SwiftUI's `ButtonRole`: renderers draw a destructive button in red
/// and a cancel button as the dismissing choice.
public struct ButtonRole: Equatable, Sendable {
  /// The name renderers show (`destructive`, `cancel`).
  public let name: String

  /// Deletes user data or does something that cannot be undone.
  public static let destructive = ButtonRole(name: "destructive")
  /// Cancels an operation (in an alert: dismisses it).
  public static let cancel = ButtonRole(name: "cancel")
}

extension Button {
  /// A button with a `role`, whose label is `label`'s views.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(action: action, label: label)
    self.role = role
  }
}

extension Button where Label == Text {
  /// A button titled `title` with a `role`.
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(String(title), action: action)
    self.role = role
  }
}
