import GraftCore

/// The axes a view scrolls along, as SwiftUI's `Axis.Set`.
public enum Axis: Sendable, Hashable {
  case horizontal, vertical

  /// A set of axes.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

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
