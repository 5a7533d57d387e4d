/// A root's stand-in for the references that must not keep it alive: the graph's list of live
/// roots, each ``TrackingScope``'s ``TrackingScope/root`` and an anchor's
/// ``Node/anchorOwner`` hold a root's handle strongly and reach the root through it.
///
/// Why not `weak`: a `weak` reference gives its object a refcount side table, and every retain
/// and release of an object with one takes the runtime's slow path. Three weak references to
/// every root (the slot, each scope, the anchor) made every root pay that; element contexts
/// retain their root often (issue 15 item 4: the side tables were the largest cost of mounting
/// a hosted root).
///
/// Contract: ``root`` is the root from its initializer until its `deinit`, which sets it to
/// `nil` before the root's memory is freed; a reader that outlives the root reads `nil`, as it
/// did through `weak`. One handle per root, made with it, never shared. Loop thread only.
@MainActor
final class RootHandle {
  /// The root, or `nil` once it is being freed.
  ///
  /// Ownership argument for `unowned(unsafe)`: the handle never retains the root (that would
  /// be a cycle: the root owns its handle); instead ``UpdateRoot``'s `deinit` — the only place
  /// a root stops existing — writes `nil` here first thing. Swift runs every `deinit` body of
  /// the class chain (subclass first, then ``UpdateRoot``'s) before it destroys any stored
  /// property, so nothing the root owns (its elements, scopes, nodes) runs code while this
  /// still points at it; only a subclass's own `deinit` body could, and none reaches its
  /// scopes or the graph (a subclass that adds a `deinit` must not). So a read sees a live
  /// root or `nil`, never freed memory. `RootHandleTests` free roots before their scopes,
  /// anchors and graph and read through them (run under ASan, which reports a read of freed
  /// memory if this argument breaks). Nonisolated and unsafe: the root's `deinit` is
  /// nonisolated; a root is released on the loop thread, where every reader runs.
  nonisolated(unsafe) unowned(unsafe) var root: UpdateRoot?

  nonisolated init() {}
}
