/// What holds an ``UpdateRoot`` without keeping it alive (an ``ObjectHandle`` for roots), and
/// the node tree the root writes into. Its holders: the graph's list of live roots, each
/// scope's ``TrackingScope/root``, an anchor's ``Node/anchorOwner`` and, for a view root,
/// every element of the root (GraftViews' elements reach their root and tree through it).
///
/// One object per root, made by the root's initializer: the handle and the link every element
/// shared were two allocations per root (per hosted counter, issue 15); as one, an element
/// reads its tree as a `let` of a `let` (no retain) and its root through ``object``.
///
/// Contract: ``object`` is the root from the end of its initializer until its `deinit`, which
/// sets it to `nil` first thing (see ``ObjectHandle/object`` for why nothing reads freed memory).
/// ``tree`` is the root's graph's tree, held strongly: whoever holds the handle keeps the tree
/// alive (the graph owns it too). The anchor table's entry is dropped when the root retires or
/// is freed (`UpdateRoot`'s `deinit`), so the table never keeps a tree alive through an anchor
/// the tree itself holds. Loop thread only.
@MainActor
public final class RootHandle {
  /// The root, or `nil` once it is being freed. `unowned(unsafe)` and unchecked, with the same
  /// ownership argument as ``ObjectHandle/object``: the root's `deinit` writes `nil` here first
  /// thing, before any of its stored properties is destroyed, and every reader runs on the
  /// loop thread. The getter is `@inlinable` (a public stored property is dynamically checked
  /// when another module reads it).
  public internal(set) nonisolated var object: UpdateRoot? {
    @inlinable get { objectStorage?.takeUnretainedValue() }
    set { objectStorage = newValue.map { Unmanaged.passUnretained($0) } }
  }
  /// Whether the root is alive (``object`` is not `nil`), answered without retaining it (a
  /// tap forwarded to a button's element asks, per tap: the test through ``object`` retained
  /// and released the root).
  @inlinable public nonisolated var isLive: Bool { objectStorage != nil }
  /// ``object``'s storage, unretained (as `unowned(unsafe)`, with a nil test that loads no
  /// reference). Unchecked exclusivity: loop thread only, every access instantaneous.
  @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var objectStorage: Unmanaged<UpdateRoot>?
  /// The tree of the root's graph: a constant, so a reader borrows it without a retain.
  public let tree: NodeTree

  /// A handle whose root sets ``object`` to itself at the end of its initializer.
  nonisolated init(tree: NodeTree) { self.tree = tree }
}
