import Foundation
import GraftCore
import Observation
import Synchronization

/// Runs one scope's evaluations — a view's `body`, a representable's update hook, a
/// composition's restartable group, a C component's update, any runtime's tracked work — under
/// the Observation module's tracking, so a change to an `@Observable` property the evaluation
/// read invalidates the scope — while keeping at most one registration per scope alive,
/// however often it runs. (The text below says "view" and "body" for any of them.)
///
/// The problem: `withObservationTracking` leaves one registration in every model a body read,
/// and the Observation module offers no way to cancel it; it goes only when one of the
/// properties it covers changes. A body re-evaluated for other reasons, reading a property that
/// never changes, would leave one more registration (a closure, a few dictionary entries) on
/// that model per evaluation, for as long as the model lives.
///
/// The mechanism: every tracked evaluation also reads one of this tracker's two `Canary`
/// slots, alternating, so each registration covers its slot too. Right after an evaluation
/// installed its registration (and when the view leaves the tree), the tracker writes the slot
/// of the previous one: the Observation module fires that registration — marked retired, so
/// it invalidates nothing — and, as with any fired registration, removes it from every model
/// it was installed on. Live registrations are therefore bounded by the views alive, each
/// covering the distinct properties its last evaluation read. The previous registration stays
/// live until the new one is installed, so a change made on another thread while the body runs
/// is never lost: it fires one or the other (a real change racing with a retirement still
/// invalidates; at worst the view re-evaluates once more).
///
/// A body that reads no `@Observable` property costs nothing extra: the canary is read only
/// by views of a type that has read an `@Observable` property before (learned at run time).
/// The first registration of such a view, made before its type was known, cannot be retired;
/// that is at most one per view alive at that moment, gone when a property it covers changes.
///
/// Loop thread only; the change handler runs on whichever thread wrote the model.
///
/// A value stored inline in its element (no allocation for views that never read a model).
@MainActor
public struct ObservationTracker {
  /// The registration of the last evaluation, until it fired or was retired.
  private var live: ObservationRegistration?
  /// Read by every evaluation once this view is known to read `@Observable` properties.
  private var canary: Canary?
  private let viewType: ObjectIdentifier

  /// View types whose bodies read an `@Observable` property at least once.
  private static var typesReadingObservables: Set<ObjectIdentifier> = []

  /// While a tracked evaluation runs: the change handlers of the trackers evaluated inside it
  /// (a restartable group composed inside its parent's group, a foreign scope evaluated inside
  /// a C component's update). `nil` when none runs.
  ///
  /// The Observation module merges a nested evaluation's reads into the enclosing one, so a
  /// nested tracker cannot keep registrations of its own apart from its parent's (nor retire
  /// them with a canary the parent would also cover). Instead it rides on the outermost
  /// registration: its reads are recorded there, and when that registration fires, every
  /// rider is invalidated along with the owner. Coarser (a change re-runs the riders of one
  /// evaluation), never stale; a nested tracker that later runs alone tracks on its own again.
  ///
  /// Unchecked exclusivity: loop thread only, and every access is instantaneous (the handler
  /// is made before it is appended); the dynamic check ran on every evaluation.
  @exclusivity(unchecked) private static var riders: [@MainActor @Sendable () -> Void]?

  /// A tracker for a view of `viewType`.
  public init(viewType: Any.Type) {
    self.viewType = ObjectIdentifier(viewType)
    if Self.typesReadingObservables.contains(self.viewType) { canary = Canary() }
  }

  /// Runs `body`, recording its `@Observable` reads; a later change to one of them calls
  /// `scope.invalidate()` — at once on the main thread, otherwise posted to `loop`. Then retires
  /// the previous evaluation's registration. Scope and loop are held weakly.
  ///
  /// Inlinable, over a non-generic core: a body's value (a view, often a large struct) is not
  /// passed through unspecialized generic code across the module boundary.
  @inlinable
  public mutating func evaluate<T>(_ body: () -> T, invalidating scope: TrackingScope, on loop: any EventLoop)
    -> T
  {
    evaluate(body, onChange: { [weak scope] in scope?.invalidate() }, on: loop)
  }

  /// Runs `body` as ``evaluate(_:invalidating:on:)`` does, calling `onChange` (on the loop
  /// thread) instead of invalidating a scope — for work that makes its scope only once it
  /// turns out to read something. `onChange` and `loop` are evaluated only if `body` read an
  /// `@Observable` property; `onChange` must hold what it invalidates weakly.
  @inlinable
  public mutating func evaluate<T>(
    _ body: () -> T, onChange: @autoclosure () -> @MainActor @Sendable () -> Void,
    on loop: @autoclosure () -> any EventLoop
  ) -> T {
    // The value goes through a stack slot rather than an `Optional<T>`: for a `T` the caller
    // could not specialize (a view's `Body`), an optional instantiates `Optional<T>`'s metadata
    // on every evaluation.
    withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { slot in
      var ran = false
      track(
        {
          slot.initializeElement(at: 0, to: body())
          ran = true
        }, onChange: onChange(), on: loop())
      guard ran else { preconditionFailure("the tracked body did not run") }
      return slot.moveElement(from: 0)
    }
  }

  /// The evaluation itself (see ``evaluate(_:onChange:on:)``).
  @usableFromInline
  mutating func track(
    _ body: () -> Void, onChange: @autoclosure () -> @MainActor @Sendable () -> Void,
    on loop: @autoclosure () -> any EventLoop
  ) {
    if Self.riders != nil {
      let handler = onChange()
      Self.riders?.append(handler)
      return body()
    }
    let previous = live
    live = nil
    let canary = self.canary
    let slot = previous?.canarySlot == 0 ? 1 : 0
    Self.riders = []
    withObservationTracking(
      {
        body()
        canary?.read(slot: slot)
      },
      // Evaluated only when the body read something observable (then a registration is
      // installed with this handler); a body that read nothing installs nothing.
      onChange: arm(
        canarySlot: canary == nil ? nil : slot, onChange: onChange(), riders: Self.riders ?? [], loop: loop())
    )
    Self.riders = nil
    if let previous { retire(previous) }
  }

  /// Retires the live registration: the view left the tree.
  public mutating func retire() {
    guard let registration = live else { return }
    live = nil
    retire(registration)
  }

  private func retire(_ registration: ObservationRegistration) {
    guard let slot = registration.canarySlot else {
      registration.retireWithoutFiring()
      return
    }
    registration.retire { canary?.fire(slot: slot) }
  }

  /// Makes the change handler of a registration being installed, and remembers it.
  private mutating func arm(
    canarySlot: Int?, onChange: @escaping @MainActor @Sendable () -> Void,
    riders: [@MainActor @Sendable () -> Void], loop: any EventLoop
  ) -> @Sendable () -> Void {
    // Riders are rare (nested trackers): without any, the owner's handler is the handler
    // (one closure less per evaluation).
    let owner = onChange
    let onChange: @MainActor @Sendable () -> Void =
      riders.isEmpty
      ? owner
      : { @MainActor @Sendable in
        owner()
        for rider in riders { rider() }
      }
    if canary == nil {
      Self.typesReadingObservables.insert(viewType)
      canary = Canary()
    }
    let registration = ObservationRegistration(canarySlot: canarySlot)
    live = registration
    return { [weak loop] in
      guard registration.shouldInvalidateOnFire() else { return }
      if Thread.isMainThread {
        MainActor.assumeIsolated { Self.invalidate(onChange) }
      } else {
        loop?.execute { Self.invalidate(onChange) }
      }
    }
  }

  /// Invalidates `scope` because an `@Observable` property it read changed (the reason the
  /// boundary trace gives for it).
  @MainActor
  private static func invalidate(_ onChange: @MainActor () -> Void) {
    TraceRecorder.withReason("an @Observable property it read changed") { onChange() }
  }

  /// How many registrations are installed in models or held by trackers right now, process
  /// wide: counted by the registrations' own lifetimes, so a registration the Observation
  /// module still holds counts until it really lets go of it.
  public static var liveRegistrationCount: Int { ObservationRegistration.liveCount.load(ordering: .relaxed) }

  /// An `@Observable` value with two slots, read by the evaluations of one tracker (alternating)
  /// and written only to retire that tracker's previous registration.
  private final class Canary: Observable, Sendable {
    private let registrar = ObservationRegistrar()
    private var first: Int { 0 }
    private var second: Int { 0 }

    func read(slot: Int) { registrar.access(self, keyPath: slot == 0 ? \.first : \.second) }

    func fire(slot: Int) { registrar.withMutation(of: self, keyPath: slot == 0 ? \.first : \.second) {} }
  }
}

/// One installed Observation registration: live until it fires (a property it covers changed)
/// or is retired by its tracker. Whichever comes first decides; a real change that races with
/// the retirement still invalidates (a spare re-evaluation is harmless, a lost one is not).
final class ObservationRegistration: Sendable {
  static let liveCount = Atomic<Int>(0)

  /// The canary slot the registration covers; `nil` if it was installed without the canary.
  let canarySlot: Int?
  private let state = Atomic<UInt8>(State.live)
  /// The thread firing the canary while `state` is `retiring` (a `pthread_t`).
  private let retiringThread = Atomic<UInt>(0)

  private enum State {
    static let live: UInt8 = 0
    static let fired: UInt8 = 1
    static let retiring: UInt8 = 2
    static let retired: UInt8 = 3
  }

  init(canarySlot: Int?) {
    self.canarySlot = canarySlot
    Self.liveCount.add(1, ordering: .relaxed)
  }

  deinit { Self.liveCount.subtract(1, ordering: .relaxed) }

  /// Called when the Observation module fires it; `true` if the view must be invalidated:
  /// always, except for the firing that `retire(firingCanary:)` causes itself.
  func shouldInvalidateOnFire() -> Bool {
    let (exchanged, original) = state.compareExchange(
      expected: State.live, desired: State.fired, ordering: .sequentiallyConsistent)
    if exchanged { return true }
    switch original {
    case State.fired: return false
    case State.retiring: return retiringThread.load(ordering: .sequentiallyConsistent) != UInt(pthread_self())
    default: return true
    }
  }

  /// Marks it retired, running `fireCanary` (which makes the Observation module fire and
  /// remove it) if it is still live.
  func retire(firingCanary fireCanary: () -> Void) {
    retiringThread.store(UInt(pthread_self()), ordering: .sequentiallyConsistent)
    guard
      state.compareExchange(
        expected: State.live, desired: State.retiring, ordering: .sequentiallyConsistent
      ).exchanged
    else { return }
    fireCanary()
    state.store(State.retired, ordering: .sequentiallyConsistent)
  }

  /// Marks it retired when there is no canary to fire it away (it stays installed until a
  /// property it covers changes).
  func retireWithoutFiring() {
    _ = state.compareExchange(expected: State.live, desired: State.retired, ordering: .sequentiallyConsistent)
  }
}
