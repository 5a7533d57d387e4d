import GraftCore
import GraftLayout

/// A container laid out by a custom ``Layout`` — what `MyLayout() { … }` builds, as in SwiftUI.
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

/// A thin line across a stack's axis: horizontal in a `VStack` (or anywhere else), vertical in
/// an `HStack`, as SwiftUI's `Divider`.
@MainActor
public struct Divider: NodeView, Equatable {
  public init() {}
  public var nodeKind: NodeKind { LayoutEngine.dividerKind }
  public func nodeProperties(in environment: EnvironmentValues) -> NodeProperties { NodeProperties() }
}

/// A scrolling container: its views are stacked along `axis` at their ideal length, the
/// default spacing apart and centred across it, as in SwiftUI's `ScrollView` (whose content
/// is an implicit stack). It takes all the space it is offered.
@MainActor
public struct ScrollView<Content: View>: NodeView {
  let axis: Axis
  let content: Content

  public init(_ axis: Axis = .vertical, @ViewBuilder content: () -> Content) {
    self.axis = axis
    self.content = content()
  }

  public var nodeKind: NodeKind {
    axis == .vertical ? LayoutEngine.verticalScrollKind : LayoutEngine.horizontalScrollKind
  }
  public var nodeContent: (any View)? { content }
  public func nodeProperties(in environment: EnvironmentValues) -> NodeProperties { NodeProperties() }
}
