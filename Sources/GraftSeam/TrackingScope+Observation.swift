import GraftCore

extension TrackingScope {
  /// Runs `body` as ``TrackingScope/evaluate(_:)`` does — recording every `DependencySource`
  /// it reads (state, bindings, environment entries, `@Published` properties) — and records its
  /// `@Observable` reads in `tracker` too, so a later change to one of those invalidates this
  /// scope like any other dependency. This is how every runtime's tracked scope sees the
  /// Observation module: a Graft body, a composition's restartable group, a C component's
  /// update, a node's property reads, a runtime brought by a third party.
  ///
  /// Contract: call it wherever the runtime would call ``TrackingScope/evaluate(_:)``, on the
  /// loop thread, with one tracker per scope kept for the scope's life; call
  /// ``ObservationTracker/retire()`` when the scope is disposed. A change to an `@Observable`
  /// property made on another thread is posted to `loop`. An evaluation nested in another
  /// tracked one (a restartable group composed inside its parent's) rides on the outermost
  /// one's registration: a change to what any of them read invalidates all of them (see
  /// ``ObservationTracker``) — coarser than one scope's reads, never stale.
  @inlinable
  public func evaluate<T>(
    observing tracker: inout ObservationTracker, on loop: any EventLoop, _ body: () -> T
  ) -> T {
    evaluate { tracker.evaluate(body, invalidating: self, on: loop) }
  }
}
