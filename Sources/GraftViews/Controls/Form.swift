import GraftCore

/// A container of grouped controls, as SwiftUI's `Form` (drawn as a grouped column).
@MainActor
public struct Form<Content: View>: NodeView {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var nodeKind: NodeKind { .form }
  public var nodeContent: (any View)? { content }

  public func nodeProperties(in environment: EnvironmentValues) -> NodeProperties { NodeProperties() }

  /// Always: a form's properties are empty, whatever its value.
  public func _nodeIsUpToDate(_ node: Node) -> Bool { true }
}
