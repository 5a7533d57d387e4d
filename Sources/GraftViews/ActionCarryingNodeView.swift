/// A node view whose node properties never depend on the closures it carries (a ``Button``'s
/// action): two values that differ only in their closures make the same node properties in the
/// same environment, and differ only in the handlers they give the node.
///
/// Contract: its handlers are at most a tap handler (``tapHandler(in:)``), computed from the
/// value and the environment alone. Its node forwards its taps to the element
/// (`Node.forwardTaps(to:of:)`), which answers them from the value it keeps — so a tap always runs
/// the closure of the latest value, and nothing is stored on the node when only the closures
/// changed. When ``makesSameProperties(as:)`` is `true` and the environment has the same
/// entries, the node element skips recomputing, decorating and storing the node's properties
/// (what an `Equatable` view equal to its last value skips). `tapHandler(in:)` is asked
/// untracked, whenever the node's handlers are read (a tap, a renderer asking whether the node
/// is tappable): it must read only the environment, never a state or an `@Observable`
/// property. Called on the loop thread, through the type's ``NodePropertiesComparer`` (found
/// once per view type).
@MainActor
protocol ActionCarryingNodeView: NodeView {
  /// Whether this value and `other` make the same node properties in the same environment:
  /// every stored property the properties depend on is equal (closures and content aside).
  /// A pure comparison: writes nothing, reads nothing but the two values.
  func makesSameProperties(as other: Self) -> Bool

  /// What a tap on the node runs in `environment` — its only handler — or `nil` when it takes
  /// none. ``NodeView/eventHandlers(in:)`` must answer it alone.
  func tapHandler(in environment: EnvironmentValues) -> (() -> Void)?
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

  /// `view`'s ``ActionCarryingNodeView/tapHandler(in:)`` in `environment` (`view` not written:
  /// `inout` only so that it is not copied). The base class answers its handlers' tap handler.
  func tapHandler(of view: inout V, in environment: EnvironmentValues) -> (() -> Void)? {
    view.eventHandlers(in: environment).onTap
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

  override func tapHandler(of view: inout V, in environment: EnvironmentValues) -> (() -> Void)? {
    view.tapHandler(in: environment)
  }
}
