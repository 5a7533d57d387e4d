import GraftCore

/// Content with a toolbar (`.toolbar { … }`): a toolbar node holding the items follows the
/// content.
@MainActor
public struct ToolbarView<Content: View, Items: View>: View {
  let content: Content
  let items: Items

  public var body: some View {
    content
    ToolbarNode(items: items)
  }
}

@MainActor
struct ToolbarNode<Items: View>: NodeView {
  let items: Items
  var nodeKind: NodeKind { .toolbar }
  var nodeContent: (any View)? { items }
  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties { NodeProperties() }
}

extension View {
  /// Items for the toolbar (`ToolbarItem`s or plain views).
  public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> ToolbarView<Self, Items> {
    ToolbarView(content: self, items: content())
  }
}
