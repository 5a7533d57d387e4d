import GraftCore

/// An on/off switch bound to a `Bool`, as SwiftUI's `Toggle`.
///
/// The node shows the binding's value (read in this view's body, so a write from anywhere —
/// `@State`, a binding, an `@Observable` model's property — refreshes it); a tap flips it
/// through the binding. Disabled (`.disabled(true)`) it ignores taps.
@MainActor
public struct Toggle<Label: View>: View {
  let title: String?
  let label: Label?
  let isOn: Binding<Bool>

  /// A toggle whose label is `label`'s views.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    title = nil
    self.label = label()
    self.isOn = isOn
  }

  public var body: some View {
    ToggleNode(title: title, label: label, isOn: isOn, current: isOn.wrappedValue)
  }
}

@MainActor
struct ToggleNode<Label: View>: NodeView {
  let title: String?
  let label: Label?
  let isOn: Binding<Bool>
  let current: Bool

  var nodeKind: NodeKind { .toggle }

  var nodeContent: (any View)? { label }

  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = environment.controlProperties(\.toggle)
    if let title { properties.text = title }  // (unwrapped: see `Button.nodeProperties(in:)`)
    properties.isOn = current
    return properties
  }

  func eventHandlers(in environment: EnvironmentValues) -> NodeEventHandlers {
    guard environment.isEnabled else { return NodeEventHandlers() }
    let isOn = self.isOn
    return NodeEventHandlers(onTap: { isOn.wrappedValue.toggle() })
  }
}

extension Toggle where Label == Text {
  /// A toggle titled `title`.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.title = String(title)
    label = nil
    self.isOn = isOn
  }
}
