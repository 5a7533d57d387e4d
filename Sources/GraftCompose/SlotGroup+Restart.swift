import GraftCore

/// A restartable group re-runs itself when its scope is invalidated: the group is the scope's
/// owner (``TrackingScopeOwner``), so making the scope allocates no closure context. A
/// `[unowned composition, unowned group]` closure cost one allocation per restartable group
/// (one per row of an `items` list), and two unowned retains.
extension SlotGroup: TrackingScopeOwner {
  /// Recomposes this group in the composition its scope belongs to (the scope's root, set by
  /// ``Composer/makeRestartable(_:name:)``; nothing once that composition is gone). Called by
  /// the update pass when the scope is dirty and not disposed; the group disposes its scope when
  /// it leaves the composition (``leave()``), so it is never called for a group that left.
  package func performScope(_ scope: TrackingScope) {
    guard let root = scope.root else { return }
    // Sound: only `makeRestartable` makes a group's scope, with its composition as the root.
    unsafeDowncast(root, to: Composition.self).recompose(self)
  }
}
