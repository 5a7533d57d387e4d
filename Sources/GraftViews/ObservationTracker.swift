import Foundation
import GraftCore
import Observation
import Synchronization

/// Runs one view's `body` evaluations under the Observation module's tracking, so a change
/// to an `@Observable` property the body read invalidates the view's scope — while keeping at
/// most one registration per view alive, however often the body runs.
///
/// The problem: `withObservationTracking` leaves one registration in every model a body read,
/// and the Observation module offers no way to cancel it; it goes only when one of the
/// properties it covers changes. A body re-evaluated for other reasons, reading a property that
/// never changes, would leave one more registration (a closure, a few dictionary entries) on
/// that model per evaluation, for as long as the model lives.
///
/// The mechanism: every tracked evaluation also reads this tracker's own ``Canary``, so each
/// registration covers the canary too. Before the next evaluation (and when the view leaves
/// the tree) the tracker writes the canary: the Observation module fires the previous
/// registration — which the tracker has marked retired, so it invalidates nothing — and, as
/// with any fired registration, removes it from every model it was installed on. Live
/// registrations are therefore bounded by the views alive, each covering the distinct
/// properties its last evaluation read.
///
/// A body that reads no `@Observable` property costs nothing extra: the canary is read only
/// by views of a type that has read an `@Observable` property before (learned at run time).
/// The first registration of such a view, made before its type was known, cannot be retired;
/// that is at most one per view alive at that moment, gone when a property it covers changes.
///
/// Loop thread only; the change handler runs on whichever thread wrote the model.
@MainActor
final class ObservationTracker {
  /// The registration of the last evaluation, until it fired or was retired.
  private var live: ObservationRegistration?
  /// Read by every evaluation once this view is known to read `@Observable` properties.
  private var canary: Canary?
  private let viewType: ObjectIdentifier

  /// View types whose bodies read an `@Observable` property at least once.
  private static var typesReadingObservables: Set<ObjectIdentifier> = []

  /// A tracker for a view of `viewType`.
  init(viewType: Any.Type) {
    self.viewType = ObjectIdentifier(viewType)
    if Self.typesReadingObservables.contains(self.viewType) { canary = Canary() }
  }

  /// Runs `body`, recording its `@Observable` reads; a later change to one of them calls
  /// `scope.invalidate()` — at once on the main thread, otherwise posted to `loop`. Retires the
  /// previous evaluation's registration first. Scope and loop are held weakly.
  func evaluate<T>(_ body: () -> T, invalidating scope: TrackingScope, on loop: any EventLoop) -> T {
    retire()
    let canary = self.canary
    return withObservationTracking(
      {
        let value = body()
        canary?.read()
        return value
      },
      // Evaluated only when the body read something observable (then a registration is
      // installed with this handler); a body that read nothing installs nothing.
      onChange: arm(coveringCanary: canary != nil, scope: scope, loop: loop))
  }

  /// Retires the live registration (the view left the tree, or is about to re-evaluate).
  func retire() {
    guard let registration = live else { return }
    live = nil
    if registration.retire(), registration.coversCanary { canary?.fire() }
  }

  /// Makes the change handler of a registration being installed, and remembers it.
  private func arm(coveringCanary: Bool, scope: TrackingScope, loop: any EventLoop) -> @Sendable () -> Void {
    if canary == nil {
      Self.typesReadingObservables.insert(viewType)
      canary = Canary()
    }
    let registration = ObservationRegistration(coversCanary: coveringCanary)
    live = registration
    return { [weak scope, weak loop] in
      guard registration.fire(), let scope else { return }
      if Thread.isMainThread {
        MainActor.assumeIsolated { scope.invalidate() }
      } else {
        loop?.execute { scope.invalidate() }
      }
    }
  }

  /// How many registrations are installed in models or held by trackers right now, process
  /// wide: counted by the registrations' own lifetimes, so a registration the Observation
  /// module still holds counts until it really lets go of it.
  static var liveRegistrationCount: Int { ObservationRegistration.liveCount.load(ordering: .relaxed) }

  /// An `@Observable` value read by every evaluation of one tracker and written only to retire
  /// that tracker's registration.
  private final class Canary: Observable, Sendable {
    private let registrar = ObservationRegistrar()
    private var mark: Int { 0 }

    func read() { registrar.access(self, keyPath: \.mark) }

    func fire() { registrar.withMutation(of: self, keyPath: \.mark) {} }
  }
}

/// One installed Observation registration: live until it fires (a property it covers changed)
/// or is retired by its tracker — whichever comes first wins, exactly once.
final class ObservationRegistration: Sendable {
  static let liveCount = Atomic<Int>(0)

  let coversCanary: Bool
  private let state = Atomic<UInt8>(0)  // 0 live, 1 fired, 2 retired

  init(coversCanary: Bool) {
    self.coversCanary = coversCanary
    Self.liveCount.add(1, ordering: .relaxed)
  }

  deinit { Self.liveCount.subtract(1, ordering: .relaxed) }

  /// Marks it fired; `true` if it was live (the change must invalidate the view).
  func fire() -> Bool { state.compareExchange(expected: 0, desired: 1, ordering: .relaxed).exchanged }

  /// Marks it retired; `true` if it was live (it is still installed and must be fired away).
  func retire() -> Bool { state.compareExchange(expected: 0, desired: 2, ordering: .relaxed).exchanged }
}
