import GraftCore
import GraftLayout

/// An edge of a rectangle, as SwiftUI's `Edge`.
public enum Edge: Sendable, Hashable {
  case top, leading, bottom, trailing

  /// A set of edges, as SwiftUI's `Edge.Set`.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: NodeEdges.top.rawValue)
    public static let leading = Set(rawValue: NodeEdges.leading.rawValue)
    public static let bottom = Set(rawValue: NodeEdges.bottom.rawValue)
    public static let trailing = Set(rawValue: NodeEdges.trailing.rawValue)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

extension View {
  /// Insets on `edges`: `length` each, or — with no length — the renderer's default padding
  /// (`LayoutMetrics/defaultPadding`: one cell in a terminal, 8 points on a pixel renderer).
  /// (Inlinable and `consuming`, as the modifiers in `DecoratedView.swift`.)
  @inlinable public consuming func padding(_ edges: Edge.Set = .all, _ length: Double? = nil)
    -> DecoratedView<Self>
  {
    DecoratedView(content: self, decoration: .padding(edges, length))
  }

  /// How much of a stack's space this view gets before its siblings: higher priorities are
  /// offered space first (SwiftUI's `.layoutPriority(_:)`; default 0).
  @inlinable public consuming func layoutPriority(_ priority: Double) -> DecoratedView<Self> {
    DecoratedView(content: self, decoration: .layoutPriority(priority))
  }

  /// Takes the ideal size on both axes, whatever is offered.
  @inlinable public consuming func fixedSize() -> DecoratedView<Self> {
    DecoratedView(content: self, decoration: .fixedSize([.horizontal, .vertical]))
  }

  /// Takes the ideal size on the chosen axes, whatever is offered.
  @inlinable public consuming func fixedSize(horizontal: Bool, vertical: Bool) -> DecoratedView<Self> {
    DecoratedView(content: self, decoration: .fixedSize(horizontal: horizontal, vertical: vertical))
  }

  /// The most lines texts in this view wrap to; `nil` lifts the limit.
  public func lineLimit(_ limit: Int?) -> some View {
    environment(\.lineLimit, limit)
  }
}

extension NodeDecoration {
  /// `.padding(_:_:)`'s decoration: `length` on `edges`, or the renderer's default padding.
  @usableFromInline static func padding(_ edges: Edge.Set, _ length: Double?) -> NodeDecoration {
    guard let length else { return .defaultPadding(NodeEdges(rawValue: edges.rawValue)) }
    return .padding(
      EdgeInsets(
        top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
        bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0))
  }

  /// `.fixedSize(horizontal:vertical:)`'s decoration.
  @usableFromInline static func fixedSize(horizontal: Bool, vertical: Bool) -> NodeDecoration {
    var axes: NodeAxes = []
    if horizontal { axes.insert(.horizontal) }
    if vertical { axes.insert(.vertical) }
    return .fixedSize(axes)
  }
}

private struct LineLimitKey: EnvironmentKey {
  static var defaultValue: Int? { nil }
}

extension EnvironmentValues {
  /// The most lines a `Text` wraps to (`.lineLimit(_:)`); `nil`: no limit.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }
}
