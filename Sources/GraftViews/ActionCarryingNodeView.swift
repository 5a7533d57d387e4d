import GraftCore

/// A node view whose node properties never depend on the closures it carries (a ``Button``'s
/// action): two values that differ only in their closures make the same node properties in the
/// same environment, and differ only in the handlers they give the node.
///
/// Contract: when ``makesSameProperties(as:)`` is `true` and the environment has the same
/// entries, the node element skips recomputing, decorating and storing the node's properties
/// (what an `Equatable` view equal to its last value skips) and only stores the new value's
/// ``NodeView/eventHandlers(in:)`` — so a tap always runs the closure of the latest value. The
/// handlers are computed untracked then: `eventHandlers(in:)` of a conforming view must read
/// only the environment (whose same entries its node's scope already follows), never a state
/// or an `@Observable` property. Called on the loop thread, once per update of the node,
/// through the type's ``NodePropertiesComparer`` (found once per view type).
@MainActor
protocol ActionCarryingNodeView: NodeView {
  /// Whether this value and `other` make the same node properties in the same environment:
  /// every stored property the properties depend on is equal (closures and content aside).
  /// A pure comparison: writes nothing, reads nothing but the two values.
  func makesSameProperties(as other: Self) -> Bool

  /// Stores this value's handlers — its ``NodeView/eventHandlers(in:)`` in `environment`,
  /// computed untracked — on `node`, its element's node: the update described above (the same
  /// properties, new closures). Called on the loop thread, in a pass; it must touch nothing of
  /// the node but its handlers. Default: computes them and sets ``Node/handlers``; a view whose
  /// handlers are at most a tap handler stores that closure alone (``Button``: no handlers
  /// value made, copied and destroyed per button updated).
  func storeHandlers(on node: Node, in environment: EnvironmentValues)
}

extension ActionCarryingNodeView {
  func storeHandlers(on node: Node, in environment: EnvironmentValues) {
    node.handlers = TrackingScope.withoutTracking { eventHandlers(in: environment) }
  }
}

/// Answers ``ActionCarryingNodeView/makesSameProperties(as:)`` for a node element that knows
/// its view type `V` only as a ``NodeView``: ``NodeViewTraits`` makes one per action-carrying
/// view type (a ``SamePropertiesComparer``), the element calls it with its stored value and the
/// new one, compared where they are (neither is copied) — the same shape as ``ViewComparer``
/// for `Equatable` views. Loop thread only.
@MainActor
class NodePropertiesComparer<V: NodeView> {
  init() {}

  /// Whether `stored` (not written: `inout` only so that it is not copied) and `new` make the
  /// same node properties. The base class cannot tell, so it answers `false` (refresh).
  func makeSameProperties(_ stored: inout V, _ new: V) -> Bool { false }

  /// Stores `view`'s handlers in `environment` on `node` (see
  /// ``ActionCarryingNodeView/storeHandlers(on:in:)``); `view` is not written (`inout` only so
  /// that it is not copied). The base class computes them and sets ``Node/handlers``.
  func storeHandlers(of view: inout V, on node: Node, in environment: EnvironmentValues) {
    node.handlers = TrackingScope.withoutTracking { view.eventHandlers(in: environment) }
  }

  /// The comparer for `type`, an action-carrying view type (stored as its base class by the
  /// caller, which knows `type` only as a ``NodeView``).
  static func of<T: ActionCarryingNodeView>(_ type: T.Type) -> AnyObject { SamePropertiesComparer<T>() }
}

/// The comparer of an action-carrying view type: calls its
/// ``ActionCarryingNodeView/makesSameProperties(as:)``.
final class SamePropertiesComparer<V: ActionCarryingNodeView>: NodePropertiesComparer<V> {
  override func makeSameProperties(_ stored: inout V, _ new: V) -> Bool {
    stored.makesSameProperties(as: new)
  }

  override func storeHandlers(of view: inout V, on node: Node, in environment: EnvironmentValues) {
    view.storeHandlers(on: node, in: environment)
  }
}
