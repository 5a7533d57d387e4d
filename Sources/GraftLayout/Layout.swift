import Foundation
import GraftCore

/// A container's layout, as SwiftUI's `Layout` protocol: the engine calls
/// ``sizeThatFits(proposal:subviews:cache:)`` (possibly several times, with different
/// proposals) to learn the container's size, then ``placeSubviews(in:proposal:subviews:cache:)``
/// once per placement, in which every subview should be placed exactly once (a subview not
/// placed is centred in `bounds` at its ideal size, as SwiftUI does).
///
/// All calls run on the loop thread, during the layout at the end of an update pass. They
/// must not change the node tree or write state. The cache lives as long as the container's
/// node; ``updateCache(_:subviews:)`` runs before the first call of a layout in which the
/// container or its subviews changed.
@MainActor
public protocol Layout {
  associatedtype Cache = Void
  typealias Subviews = LayoutSubviews

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  func makeCache(subviews: Subviews) -> Cache
  func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout where Cache == Void {
  public func makeCache(subviews: Subviews) {}
}

extension Layout {
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }
}

/// A point in a rectangle in unit coordinates (`.topLeading` is (0, 0), `.bottomTrailing`
/// (1, 1)), as SwiftUI's `UnitPoint`.
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// The subviews of a ``Layout`` container, in order.
public struct LayoutSubviews: RandomAccessCollection {
  let engine: LayoutEngine
  let nodes: [Node]
  /// Where placements are collected while ``Layout/placeSubviews(in:proposal:subviews:cache:)``
  /// runs (nil while sizing).
  let placements: PlacementRecorder?

  public var startIndex: Int { 0 }
  public var endIndex: Int { nodes.count }
  public subscript(index: Int) -> LayoutSubview {
    LayoutSubview(engine: engine, node: nodes[index], index: index, placements: placements)
  }
}

/// One subview of a ``Layout`` container: ask its size for a proposal, read its priority,
/// and (in `placeSubviews`) place it.
public struct LayoutSubview {
  let engine: LayoutEngine
  let node: Node
  let index: Int
  let placements: PlacementRecorder?

  /// The size the subview takes for `proposal` (cached per proposal within a layout).
  @MainActor
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    engine.size(of: node, proposal)
  }

  /// Its size for `proposal` as SwiftUI's `ViewDimensions` (width and height; alignment
  /// guides are the standard ones).
  @MainActor
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    let size = engine.size(of: node, proposal)
    return ViewDimensions(width: size.width, height: size.height)
  }

  /// Its `.layoutPriority`.
  @MainActor
  public var priority: Double { node.properties.layoutPriority }

  /// Places the subview so that its `anchor` point lies at `position` (in the coordinates of
  /// the `bounds` given to `placeSubviews`), sized as it answers for `proposal`. Only valid
  /// inside `placeSubviews`; elsewhere it does nothing.
  @MainActor
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    guard let placements else { return }
    let size = engine.size(of: node, proposal)
    let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
    placements.rects[index] = (CGRect(origin: origin, size: size), proposal)
  }
}

/// Collects a custom layout's placements.
@MainActor
final class PlacementRecorder {
  var rects: [Int: (CGRect, ProposedViewSize)] = [:]
  /// Subviews the layout chose not to show (`ViewThatFits`).
  var hidden: Set<Int> = []
}

/// A node's custom layout: the type-erased ``Layout`` and its cache. GraftViews attaches one
/// to the node of a layout container (`NodeTree/setLayoutBehavior(_:for:)`).
@MainActor
public protocol NodeLayoutBehavior: AnyObject {
  func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, isFreshLayout: Bool) -> CGSize
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews)
}

/// A size decided outside the node tree — a representable's `sizeThatFits`, a hosted
/// root's measure hook. `nil` leaves it to the node's own layout.
@MainActor
public protocol NodeSizingBehavior: AnyObject {
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize?
}

/// A ``Layout`` value and its cache, as a node's layout behavior.
@MainActor
public final class LayoutBox<L: Layout>: NodeLayoutBehavior {
  public let layout: L
  private var cache: L.Cache?

  public init(_ layout: L) {
    self.layout = layout
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, isFreshLayout: Bool)
    -> CGSize
  {
    var cache = currentCache(subviews, fresh: isFreshLayout)
    defer { self.cache = cache }
    return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
    var cache = currentCache(subviews, fresh: false)
    defer { self.cache = cache }
    layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  private func currentCache(_ subviews: LayoutSubviews, fresh: Bool) -> L.Cache {
    guard var cache else { return layout.makeCache(subviews: subviews) }
    if fresh { layout.updateCache(&cache, subviews: subviews) }
    return cache
  }
}

/// `ViewThatFits`: shows the first child whose ideal size fits the proposal on `axes`
/// (the last child when none does); the others are laid out but not shown.
@MainActor
public final class ViewThatFitsBehavior: NodeLayoutBehavior {
  public let axes: NodeAxes

  public init(axes: NodeAxes) {
    self.axes = axes
  }

  func choice(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Int? {
    guard !subviews.isEmpty else { return nil }
    for subview in subviews {
      let ideal = subview.sizeThatFits(.unspecified)
      let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 } ?? true
      let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 } ?? true
      if fitsWidth && fitsHeight { return subview.index }
    }
    return subviews.count - 1
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, isFreshLayout: Bool)
    -> CGSize
  {
    guard let index = choice(proposal, subviews) else { return .zero }
    return subviews[index].sizeThatFits(proposal)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
    guard let index = choice(proposal, subviews) else { return }
    subviews[index].place(at: bounds.origin, proposal: proposal)
    subviews.placements?.hidden = Set(subviews.indices).subtracting([index])
  }
}

/// A subview's size, as SwiftUI's `ViewDimensions` (without custom alignment guides).
public struct ViewDimensions: Equatable, Sendable {
  public var width: CGFloat
  public var height: CGFloat
}
