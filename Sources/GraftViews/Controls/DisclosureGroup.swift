import GraftCore

/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`. Collapsed, the
/// content is not mounted (its state is dropped); a tap on the node toggles it. Expansion is
/// the group's own state, or `isExpanded` when bound.
@MainActor
public struct DisclosureGroup<Content: View>: View {
  let title: String
  let isExpanded: Binding<Bool>?
  let content: Content
  @State private var ownExpansion = false

  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.title = String(title)
    isExpanded = nil
    self.content = content()
  }

  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.title = String(title)
    self.isExpanded = isExpanded
    self.content = content()
  }

  public var body: some View {
    let expansion = isExpanded ?? $ownExpansion
    // Read here, in the body, so a change re-evaluates it and mounts or removes the content.
    DisclosureNode(title: title, isExpanded: expansion, content: expansion.wrappedValue ? content : nil)
  }
}

@MainActor
struct DisclosureNode<Content: View>: NodeView {
  let title: String
  let isExpanded: Binding<Bool>
  let content: Content?

  var nodeKind: NodeKind { .disclosureGroup }
  var nodeContent: (any View)? { content }

  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = environment.controlProperties(nil)
    properties.text = title
    properties.isOn = isExpanded.wrappedValue
    return properties
  }

  func eventHandlers(in environment: EnvironmentValues) -> NodeEventHandlers {
    guard environment.isEnabled else { return NodeEventHandlers() }
    let isExpanded = self.isExpanded
    return NodeEventHandlers(onTap: { isExpanded.wrappedValue.toggle() })
  }
}
