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
/// or an `@Observable` property. Called on the loop thread, once per update of the node.
@MainActor
protocol ActionCarryingNodeView: NodeView {
  /// Whether the values at `lhs` and `rhs` (both `Self`) make the same node properties in the
  /// same environment: every stored property the properties depend on is equal (closures and
  /// content aside). Compared where they are (neither value is copied), by a caller that holds
  /// only this type's metatype (``NodeViewTraits``). Nonisolated: a pure comparison of values,
  /// and an isolated one checked the executor on every call.
  nonisolated static func makesSameProperties(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool
}
