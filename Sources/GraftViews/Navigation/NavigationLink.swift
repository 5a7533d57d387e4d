import GraftCore

/// A button that pushes onto the enclosing `NavigationStack`, as SwiftUI's `NavigationLink`:
/// `NavigationLink(value:label:)` pushes `value` (shown by the stack's
/// `.navigationDestination(for:)` for its type); `NavigationLink(destination:label:)` pushes
/// the view itself. Outside a stack it is a disabled button.
@MainActor
public struct NavigationLink<Label: View>: View {
  let value: AnyHashable?
  let destination: AnyView?
  let label: Label
  @Environment(\.navigationContext) private var navigation

  /// A link pushing `value`.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    if let value { self.value = AnyHashable(value) } else { self.value = nil }
    destination = nil
    self.label = label()
  }

  /// A link pushing `destination`.
  public init<D: View>(destination: D, @ViewBuilder label: () -> Label) {
    value = nil
    self.destination = AnyView(destination)
    self.label = label()
  }

  public var body: some View {
    let navigation = self.navigation
    let target = destination.map { AnyHashable(PushedView($0)) } ?? value
    Button {
      if let target { navigation?.push(target) }
    } label: {
      label
    }
    .disabled(navigation == nil || target == nil)
  }
}

extension NavigationLink where Label == Text {
  /// A link titled `title` pushing `value`.
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }

  /// A link titled `title` pushing `destination`.
  public init<S: StringProtocol, D: View>(_ title: S, destination: D) {
    self.init(destination: destination) { Text(title) }
  }
}
