/// What holds a ``NodeTree`` without keeping it alive, in place of a `weak` reference: a
/// `ViewController` reaches the tree its node lives in through the tree's ``NodeTree/handle``.
///
/// Why not `weak`: a `weak` reference gives its object a refcount side table, and every retain
/// and release of an object with one takes the runtime's slow path. Elements retain the tree
/// dozens of times per mount; one controller's `weak` reference made every one of them slow
/// (issue 15 item 4: ~3 k instructions per hosted counter mounted).
///
/// Contract: ``tree`` is the tree from its initializer until its `deinit`, which sets it to
/// `nil` before the tree's memory is freed; a reader that outlives the tree reads `nil`, as it
/// did through `weak`. One handle per tree, made with it, never shared. Loop thread only.
@MainActor
public final class NodeTreeHandle {
  /// The tree, or `nil` once it is being freed.
  ///
  /// Ownership argument for `unowned(unsafe)`: the handle never retains the tree (that would
  /// be a cycle: the tree owns its handle); instead ``NodeTree``'s `deinit` — the only place a
  /// tree stops existing — writes `nil` here first thing. Swift runs the `deinit` body before
  /// it destroys any stored property, so nothing the tree owns (its nodes, their handlers, the
  /// views and controllers those keep) runs code while this still points at it. So a read sees
  /// a live tree or `nil`, never freed memory. `NodeTreeHandleTests` free the tree before a
  /// controller mounted in it and read `tree` through the controller (run under ASan, which
  /// reports a read of freed memory if this argument breaks). Nonisolated and unsafe: the
  /// tree's `deinit` is nonisolated; a tree is released on the loop thread, where every reader
  /// runs.
  public internal(set) nonisolated(unsafe) unowned(unsafe) var tree: NodeTree?

  nonisolated init() {}
}
