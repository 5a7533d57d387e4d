import GraftCore
import GraftLayout

/// A container laid out by a custom `Layout` — what `MyLayout() { … }` builds, as in SwiftUI.
/// Its node is a `.custom` node named after the layout type, carrying the layout.
@MainActor
public struct LayoutView<L: Layout, Content: View>: NodeView {
  let layout: L
  let content: Content

  public var nodeKind: NodeKind { .custom("\(L.self)") }
  public var nodeContent: (any View)? { content }
  public func nodeProperties(in environment: EnvironmentValues) -> NodeProperties { NodeProperties() }
  public var nodeLayoutBehavior: AnyObject? { LayoutBox(layout) }
}

extension Layout {
  /// Lays `content`'s views out with this layout.
  public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> LayoutView<
    Self, Content
  > {
    LayoutView(layout: self, content: content())
  }
}

/// Shows the first of its views whose ideal size fits the offered space on `axes` (the last
/// one if none does), as SwiftUI's `ViewThatFits`. The others stay mounted but are not shown
/// (no frame).
@MainActor
public struct ViewThatFits<Content: View>: NodeView {
  let axes: Axis.Set
  let content: Content

  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  public var nodeKind: NodeKind { .custom("ViewThatFits") }
  public var nodeContent: (any View)? { content }
  public func nodeProperties(in environment: EnvironmentValues) -> NodeProperties { NodeProperties() }
  public var nodeLayoutBehavior: AnyObject? {
    var nodeAxes: NodeAxes = []
    if axes.contains(.horizontal) { nodeAxes.insert(.horizontal) }
    if axes.contains(.vertical) { nodeAxes.insert(.vertical) }
    return ViewThatFitsBehavior(axes: nodeAxes)
  }
}
