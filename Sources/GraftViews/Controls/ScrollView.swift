import GraftCore

/// A scrollable region, as SwiftUI's `ScrollView`. The node's style names the axes when they
/// are not the default vertical one (`horizontal`, `both`), so renderers know which way it
/// scrolls. `showsIndicators` is accepted and ignored.
@MainActor
public struct ScrollView<Content: View>: NodeView {
  let axes: Axis.Set
  let content: Content

  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content)
  {
    self.axes = axes
    self.content = content()
  }

  public var nodeKind: NodeKind { .scrollView }
  public var nodeContent: (any View)? { content }

  public func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = NodeProperties()
    if axes == .horizontal { properties.style = "horizontal" }
    if axes == [.horizontal, .vertical] { properties.style = "both" }
    return properties
  }
}
