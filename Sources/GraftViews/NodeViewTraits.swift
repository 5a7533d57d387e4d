/// What a node element needs to know about its view type beyond the view: whether it is
/// `Equatable` (an equal value in the same environment skips the node's refresh) and, for a
/// view type that holds a binding (see ``ObservedNodeReads``), the element's own tracker of
/// the `@Observable` reads of its properties' last computation.
///
/// Decided once per view type, when an element is created (one table lookup, which the
/// binding check needed anyway). Every element of a view type without a binding shares one of
/// two instances (most node views: texts, buttons, stacks), so the element spends one
/// reference on both facts: an inline flag beside an optional tracker box took 9 bytes, which
/// put a text's and a button's element into the next allocation size class (16 bytes more
/// each, issue 15). Loop thread only.
@MainActor
final class NodeViewTraits {
  /// Whether the view type is `Equatable`.
  let isEquatable: Bool
  /// The element's tracker; `nil` for a view type without a binding (then the instance is
  /// shared and never written). Unchecked exclusivity: loop thread only; an evaluation through
  /// it computes a node's properties, which never reach their own element's tracker.
  @exclusivity(unchecked) var tracker: ObservationTracker?

  private init(isEquatable: Bool, tracker: ObservationTracker?) {
    self.isEquatable = isEquatable
    self.tracker = tracker
  }

  private static let plain = NodeViewTraits(isEquatable: false, tracker: nil)
  private static let equatable = NodeViewTraits(isEquatable: true, tracker: nil)

  /// What the view type is, by type. Unchecked exclusivity: loop thread only, and no access
  /// stays open across a call (the dynamic check ran for every node element made).
  @exclusivity(unchecked) private static var known: [ObjectIdentifier: Kind] = [:]
  private typealias Kind = (isEquatable: Bool, holdsBinding: Bool)

  /// The traits of a new element for `view`: a shared instance, or a new one with a tracker if
  /// `V` holds a binding.
  static func of<V: NodeView>(_ view: V) -> NodeViewTraits {
    let key = ObjectIdentifier(V.self)
    let kind: Kind
    if let known = known[key] {
      kind = known
    } else {
      kind = (V.self is any Equatable.Type, ObservedNodeReads.holdsBinding(view))
      known[key] = kind
    }
    if kind.holdsBinding {
      return NodeViewTraits(isEquatable: kind.isEquatable, tracker: ObservationTracker(viewType: V.self))
    }
    return kind.isEquatable ? equatable : plain
  }
}
