/// What holds an object without keeping it alive, in place of a `weak` reference. Its uses:
/// - a ``TrackingScope``'s: an `@Observable` read's registration and a nested tracker's
///   handler reach the scope they invalidate through it (a ``DependencySource`` holds its
///   readers unretained instead: a scope leaves its sources before it is freed);
/// - an ``UpdateRoot``'s (``RootHandle``, a class of its own that also holds the root's tree):
///   the graph's list of live roots, each scope's ``TrackingScope/root``, an anchor's
///   ``Node/anchorOwner`` and every element of a view root;
/// - a ``NodeTree``'s (``NodeTreeHandle``): a batch subscription, the layout engine and a
///   mounted `ViewController`;
/// - an ``UpdateGraph``'s (``UpdateGraph/handle``): its loop's pass closure, its tree's change
///   callback, the graph-per-loop table, a hosting controller and a C node entry.
///
/// Why not `weak`: a `weak` reference gives its object a refcount side table, and every retain
/// and release of an object with one takes the runtime's slow path (~3–5x the instructions).
/// A row's scope is retained and released a few times per re-render, a tree dozens of times
/// per mount, a root by every element context: one `weak` holder made every one of those slow
/// (issue 15, rounds 5 and 6).
///
/// Contract: ``object`` is the object from the moment its owner hands the handle out until
/// the owner's `deinit`, which sets it to `nil` first thing, before the object's memory is
/// freed; a reader that outlives the object reads `nil`, as it did through `weak`. One handle
/// per object, made by it (a scope makes its own lazily, the first time something holds it;
/// a root and a tree make theirs with themselves), never shared.
/// Loop thread only: the owner is released on the loop thread, where every reader runs.
@MainActor
public final class ObjectHandle<Object: AnyObject> {
  /// The object, or `nil` once it is being freed.
  ///
  /// Ownership argument for `unowned(unsafe)`: the handle never retains its object (that
  /// would be a cycle: the object owns its handle); instead the object's `deinit` — the only
  /// place it stops existing — writes `nil` here first thing. Swift runs the `deinit` body
  /// before it destroys any stored property, so nothing the object owns runs code while this
  /// still points at it. So a read sees a live object or `nil`, never freed memory.
  /// `ObjectHandleTests` free scopes while a source's reader entry, a registration and a
  /// nested tracker's handler still hold their handles, then fire them (run under ASan, which
  /// reports a read of freed memory if this argument breaks). Nonisolated and unsafe: the
  /// owner's `deinit` is nonisolated; it runs on the loop thread, where every reader runs.
  ///
  /// An accessor over unchecked storage: a stored `public` property is dynamically checked
  /// when another module reads it, `@exclusivity(unchecked)` or not (~150 instructions per
  /// read: GraftSeam's registrations reach their scopes through it, GraftViews its roots);
  /// the getter is `@inlinable`, so every module compiles its read as this one does.
  public internal(set) nonisolated var object: Object? {
    @inlinable get { objectStorage }
    set { objectStorage = newValue }
  }
  /// ``object``'s storage. Unchecked exclusivity: loop thread only, every access instantaneous.
  @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) unowned(unsafe) var objectStorage: Object?

  nonisolated init(_ object: Object) { objectStorage = object }

  /// A handle whose owner sets ``object`` to itself as soon as its initializer may use `self`
  /// (a stored `let` is made before that).
  nonisolated init() {}
}

/// A tree's handle (see ``ObjectHandle``).
public typealias NodeTreeHandle = ObjectHandle<NodeTree>
