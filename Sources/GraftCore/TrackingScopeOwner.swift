/// An object that re-runs the work of the scopes it made with itself as their owner
/// (``TrackingScope/init(kind:root:depth:namedAfter:owner:)``), in place of a `perform`
/// closure: an element that owns its scope for its whole life.
///
/// The scope holds its owner `unowned`: the owner must outlive the scope's use — it disposes
/// the scope (``TrackingScope/dispose()``) before it goes, as an element does when it is
/// unmounted. A `perform` closure capturing `[unowned self]` cost an allocation (its context)
/// per scope made, one per list row whose body or node properties read something tracked.
@MainActor
public protocol TrackingScopeOwner: AnyObject {
  /// Re-runs `scope`'s work (normally through ``TrackingScope/evaluate(_:)``). Called by the
  /// update pass, on the loop thread, when `scope` — made with this owner — is dirty and not
  /// disposed (``TrackingScope/runIfDirty()``); at most once per invalidation.
  func performScope(_ scope: TrackingScope)
}
