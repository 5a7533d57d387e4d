import GraftCore

/// A tab: `.tabItem`'s label, then (when selected) the content.
@MainActor
public struct TabItemView<Content: View, Label: View>: View {
  let content: Content
  let label: Label
  @Environment(\.tabContext) private var tabs
  @Environment(\.viewTag) private var tag
  @State private var ownKey = TabKey()

  public var body: some View {
    if let tabs {
      let key = tabs.store.registered(tag ?? AnyHashable(ownKey))
      let selected = tabs.isSelected(key)
      TabNode(label: label, content: selected ? content : nil, isSelected: selected) { tabs.select(key) }
    } else {
      content
    }
  }
}

/// The identity of an untagged tab.
final class TabKey: Hashable, Sendable {
  static func == (lhs: TabKey, rhs: TabKey) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

@MainActor
struct TabNode<Label: View, Content: View>: NodeView {
  let label: Label
  let content: Content?
  let isSelected: Bool
  let select: () -> Void

  var nodeKind: NodeKind { .tab }
  var nodeContent: (any View)? { TupleView(label, content) }

  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = NodeProperties()
    properties.isOn = isSelected
    return properties
  }

  func eventHandlers(in environment: EnvironmentValues) -> NodeEventHandlers {
    NodeEventHandlers(onTap: select)
  }
}

extension View {
  /// Makes this view a tab of the enclosing `TabView`, shown in the tab bar as `label`.
  public func tabItem<L: View>(@ViewBuilder _ label: () -> L) -> TabItemView<Self, L> {
    TabItemView(content: self, label: label())
  }
}
