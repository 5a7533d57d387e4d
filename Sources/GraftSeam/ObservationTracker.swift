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

  /// View types whose bodies read an `@Observable` property at least once. Unchecked
  /// exclusivity: loop thread only, every access instantaneous (the dynamic check ran for every
  /// tracker made, one per element with a body or an update hook).
  @exclusivity(unchecked) private static var typesReadingObservables: Set<ObjectIdentifier> = []

  /// While a tracked evaluation runs (``isTracking``): the change handlers of the trackers
  /// evaluated inside it (a restartable group composed inside its parent's group, a foreign
  /// scope evaluated inside a C component's update). Empty when none runs, and kept so between
  /// evaluations: an optional set to `[]` and back to `nil` around every evaluation retained
  /// and released the empty array each time.
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
  @exclusivity(unchecked) private static var riders: [@MainActor @Sendable () -> Void] = []
  /// Whether a tracked evaluation is running: a tracker evaluated now rides on it (see
  /// ``riders``). Unchecked exclusivity, as ``riders``.
  @exclusivity(unchecked) private static var isTracking = false

  /// A tracker for a view of `viewType`.
  public init(viewType: Any.Type) {
    self.viewType = ObjectIdentifier(viewType)
    // An empty set (no `@Observable` read yet, as in an app without models) is not hashed into.
    if !Self.typesReadingObservables.isEmpty, Self.typesReadingObservables.contains(self.viewType) {
      canary = Canary()
    }
  }

  /// Runs `body`, recording its `@Observable` reads; a later change to one of them calls
  /// `scope.invalidate()` — at once on the main thread, otherwise posted to `loop`. Then retires
  /// the previous evaluation's registration. Scope and loop are held weakly, and evaluated only
  /// if `body` read an `@Observable` property (a caller that makes its scope on the first
  /// tracked read passes the call that makes it).
  ///
  /// Inlinable, over a non-generic core: a body's value (a view, often a large struct) is not
  /// passed through unspecialized generic code across the module boundary.
  @inlinable
  public mutating func evaluate<T>(
    _ body: () -> T, invalidating scope: @autoclosure () -> TrackingScope,
    on loop: @autoclosure () -> any EventLoop
  ) -> T {
    evaluating(body, invalidating: scope(), onChange: nil, on: loop())
  }

  /// Runs `body` as ``evaluate(_:invalidating:on:)`` does, calling `onChange` (on the loop
  /// thread) instead of invalidating a scope. `onChange` and `loop` are evaluated only if `body`
  /// read an `@Observable` property; `onChange` must hold what it invalidates weakly. (A scope
  /// is cheaper passed to ``evaluate(_:invalidating:on:)``: the registration holds it, where a
  /// handler is one more object per evaluation.)
  @inlinable
  public mutating func evaluate<T>(
    _ body: () -> T, onChange: @autoclosure () -> @MainActor @Sendable () -> Void,
    on loop: @autoclosure () -> any EventLoop
  ) -> T {
    evaluating(body, invalidating: nil, onChange: onChange(), on: loop())
  }

  /// ``evaluate(_:invalidating:on:)`` storing `body`'s value in `slot` (uninitialized before
  /// the call, initialized after it) instead of returning it: for a caller that keeps a body's
  /// value in a slot of its own (see `IsolationCheckFreeCalls.withScratchSlot(of:_:)`), which a
  /// returned generic value costs a `Result<T, _>` metadata lookup per evaluation.
  @inlinable
  public mutating func evaluate<T>(
    _ body: () -> T, into slot: UnsafeMutablePointer<T>,
    invalidating scope: @autoclosure () -> TrackingScope, on loop: @autoclosure () -> any EventLoop
  ) {
    evaluating(body, into: slot, invalidating: scope(), onChange: nil, on: loop())
  }

  /// What both returning `evaluate` forms run: ``evaluating(_:into:invalidating:onChange:on:)``
  /// into a stack slot, whose value it returns. The value goes through a stack slot rather than
  /// an `Optional<T>`: for a `T` the caller could not specialize (a view's `Body`), an optional
  /// instantiates `Optional<T>`'s metadata on every evaluation.
  @inlinable
  mutating func evaluating<T>(
    _ body: () -> T, invalidating scope: @autoclosure () -> TrackingScope?,
    onChange: @autoclosure () -> (@MainActor @Sendable () -> Void)?,
    on loop: @autoclosure () -> any EventLoop
  ) -> T {
    IsolationCheckFreeCalls.withSlot(of: T.self) { slot in
      evaluating(body, into: slot, invalidating: scope(), onChange: onChange(), on: loop())
    }
  }

  /// What every `evaluate` form runs: `body` under ``track(_:invalidating:onChange:on:)``, its
  /// value stored in `slot` (uninitialized before, initialized after).
  @inlinable
  mutating func evaluating<T>(
    _ body: () -> T, into slot: UnsafeMutablePointer<T>,
    invalidating scope: @autoclosure () -> TrackingScope?,
    onChange: @autoclosure () -> (@MainActor @Sendable () -> Void)?,
    on loop: @autoclosure () -> any EventLoop
  ) {
    var ran = false
    track(
      {
        slot.initialize(to: body())
        ran = true
      }, invalidating: scope(), onChange: onChange(), on: loop())
    guard ran else { preconditionFailure("the tracked body did not run") }
  }

  /// The evaluation itself (see ``evaluate(_:invalidating:on:)``): a change invalidates
  /// `scope` (held weakly) and calls `onChange`, whichever are given; both are evaluated only
  /// if `body` read an `@Observable` property.
  @usableFromInline
  mutating func track(
    _ body: () -> Void, invalidating scope: @autoclosure () -> TrackingScope?,
    onChange: @autoclosure () -> (@MainActor @Sendable () -> Void)?,
    on loop: @autoclosure () -> any EventLoop
  ) {
    if Self.isTracking {
      let handler = Self.handler(invalidating: scope(), onChange: onChange())
      Self.riders.append(handler)
      return body()
    }
    var previous = live.take()
    // A registration nothing else holds any more (it fired and the Observation module let go
    // of it, or its models are gone) can serve this evaluation instead of a new one.
    let recycled = isKnownUniquelyReferenced(&previous) ? previous : nil
    let canary = self.canary
    let slot = previous?.canarySlot == 0 ? 1 : 0
    Self.isTracking = true
    if let canary {
      Self.withTracking(
        {
          body()
          canary.read(slot: slot)
        },
        // Evaluated only when the body read something observable (then a registration is
        // installed with this handler); a body that read nothing installs nothing.
        onChange: arm(
          canarySlot: slot, scope: scope(), onChange: onChange(), riders: Self.riders, loop: loop(),
          recycling: recycled)
      )
    } else {
      // No canary to read (a view type not known to read `@Observable` properties, nearly
      // every one): `body` itself is tracked, without a closure around it (~40 instructions
      // per evaluation).
      Self.withTracking(
        body,
        onChange: arm(
          canarySlot: nil, scope: scope(), onChange: onChange(), riders: Self.riders, loop: loop(),
          recycling: recycled))
    }
    Self.isTracking = false
    // A copy handed to the registration keeps its riders: emptying makes a new (empty) array.
    if !Self.riders.isEmpty { Self.riders.removeAll() }
    if let previous, previous !== live { retire(previous) }
  }

  /// `withObservationTracking(apply, onChange: onChange())`, called from code that is not
  /// isolated: a closure formed in main-actor code and passed to the Observation module (built
  /// without strict concurrency checking) checks its executor each time it runs (see
  /// `IsolationCheckFreeCalls` in GraftCore). `apply` runs once, synchronously; `onChange` is
  /// evaluated only if `apply` read an `@Observable` property.
  private nonisolated static func withTracking(
    _ apply: () -> Void, onChange: @autoclosure () -> @Sendable () -> Void
  ) {
    withObservationTracking(apply, onChange: onChange())
  }

  /// One handler that invalidates `scope` (held weakly) and calls `onChange`: a nested
  /// tracker's part in its outermost tracker's registration (see ``riders``).
  private static func handler(
    invalidating scope: TrackingScope?, onChange: (@MainActor @Sendable () -> Void)?
  ) -> @MainActor @Sendable () -> Void {
    guard let scope else { return onChange ?? {} }
    return { [scope = scope.handle] in
      scope.object?.invalidate()
      onChange?()
    }
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
    canarySlot: Int?, scope: TrackingScope?, onChange: (@MainActor @Sendable () -> Void)?,
    riders: [@MainActor @Sendable () -> Void], loop: any EventLoop,
    recycling recycled: ObservationRegistration?
  ) -> @Sendable () -> Void {
    // Riders are rare (nested trackers): without any, the registration holds only the owner's
    // own scope and handler (no closure per evaluation).
    let owner = onChange
    let onChange: (@MainActor @Sendable () -> Void)? =
      riders.isEmpty
      ? owner
      : { @MainActor @Sendable in
        owner?()
        for rider in riders { rider() }
      }
    if canary == nil {
      Self.typesReadingObservables.insert(viewType)
      canary = Canary()
    }
    let registration: ObservationRegistration
    if let recycled, recycled.rearm(canarySlot: canarySlot, scope: scope, onChange: onChange, loop: loop) {
      registration = recycled
    } else {
      registration = ObservationRegistration(
        canarySlot: canarySlot, scope: scope, onChange: onChange, loop: loop)
    }
    live = registration
    // One captured reference: the registration itself is the closure's context (no object).
    return { registration.fire() }
  }

  /// How many registrations are installed in models or held by trackers right now, process
  /// wide: counted by the registrations' own lifetimes, so a registration the Observation
  /// module still holds counts until it really lets go of it.
  public static var liveRegistrationCount: Int { ObservationRegistration.liveCount.load(ordering: .relaxed) }

  /// An `@Observable` value with two slots, read by the evaluations of one tracker (alternating)
  /// and written only to retire that tracker's previous registration.
  ///
  /// The slots are stored constants, not computed properties: the Observation module hashes a
  /// slot's key path each time it records, installs, fires or removes it (a few times per
  /// evaluation), and a stored property's key path hashes its offset where a computed one's
  /// hashes its accessor's identity (~90 instructions more a hash; an `@Observable` row's
  /// re-render −0.7 to −0.9 %, round 36).
  private final class Canary: Observable, Sendable {
    private let registrar = ObservationRegistrar()
    private let first = 0
    private let second = 0

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
  var canarySlot: Int? {
    let slot = self.slot.load(ordering: .relaxed)
    return slot < 0 ? nil : slot
  }
  /// ``canarySlot``, -1 for none; atomic only because a recycled registration changes it
  /// (while nothing else holds it, see ``rearm(canarySlot:scope:onChange:loop:)``).
  private let slot: Atomic<Int>
  /// What a firing invalidates (held weakly) and the handler it calls; either may be absent.
  /// Held here rather than captured by a closure: the registration is the one object an
  /// evaluation makes for them.
  ///
  /// `scope` is the scope's ``TrackingScope/handle`` (a `weak` reference gave every scope a
  /// side table); it is read only on the main actor. `loop` is assigned only in `init` and never
  /// written again (a `weak let`, which says so, needs Swift 6.2; the package builds with 6.0):
  /// reading a weak reference from any thread is safe while nothing writes it, hence
  /// `nonisolated(unsafe)`.
  private let scope: ObjectHandle<TrackingScope>?
  private let onChange: (@MainActor @Sendable () -> Void)?
  /// Where a firing on another thread is posted. Unchecked exclusivity: written only in
  /// `init` (see above); the dynamic check ran on every recycled registration's `rearm`.
  @exclusivity(unchecked) private nonisolated(unsafe) weak var loop: (any EventLoop)?
  private let state = Atomic<UInt8>(State.live)
  /// The thread firing the canary while `state` is `retiring` (a `pthread_t`).
  private let retiringThread = Atomic<UInt>(0)

  private enum State {
    static let live: UInt8 = 0
    static let fired: UInt8 = 1
    static let retiring: UInt8 = 2
    static let retired: UInt8 = 3
  }

  @MainActor
  init(
    canarySlot: Int?, scope: TrackingScope?, onChange: (@MainActor @Sendable () -> Void)?,
    loop: any EventLoop
  ) {
    slot = Atomic(canarySlot ?? -1)
    self.scope = scope?.handle
    self.onChange = onChange
    self.loop = loop
    Self.liveCount.add(1, ordering: .relaxed)
  }

  deinit { Self.liveCount.subtract(1, ordering: .relaxed) }

  /// Makes this registration live again for the evaluation being installed, covering
  /// `canarySlot`, if it invalidates the same target: only `scope` (no handler) on `loop`.
  /// `false` (nothing changed) otherwise.
  ///
  /// Contract: the caller holds the only reference (`isKnownUniquelyReferenced`): the
  /// Observation module no longer holds it (it fired and was cancelled, or its models are
  /// gone) and no posted invalidation does, so no firing can race with the reset. Its count
  /// in ``liveCount`` carries over (it never stopped being held by its tracker).
  func rearm(
    canarySlot: Int?, scope: TrackingScope?, onChange: (@MainActor @Sendable () -> Void)?, loop: any EventLoop
  ) -> Bool {
    guard onChange == nil, self.onChange == nil, let scope, self.scope?.object === scope, self.loop === loop
    else { return false }
    slot.store(canarySlot ?? -1, ordering: .relaxed)
    retiringThread.store(0, ordering: .relaxed)
    state.store(State.live, ordering: .sequentiallyConsistent)
    return true
  }

  /// The Observation module fired it (on the thread that wrote the model): invalidates at once
  /// on the main thread, otherwise posts the invalidation to the loop — unless this firing is
  /// the retirement's own (see ``shouldInvalidateOnFire()``).
  func fire() {
    guard shouldInvalidateOnFire() else { return }
    if Thread.isMainThread {
      invalidateOnMainActor()
    } else {
      loop?.execute { self.invalidate() }
    }
  }

  /// Calls ``invalidate()`` on the main thread, which is the main actor's. This is what
  /// `MainActor.assumeIsolated` does — check the isolation, then call the isolated function as
  /// a nonisolated one of the same signature — without its per-call object (its
  /// `withoutActuallyEscaping` of the closure allocated one per firing). The cast changes only
  /// the function type's global-actor isolation, which a synchronous function neither receives
  /// nor uses at run time (same calling convention); `preconditionIsolated()` traps first if
  /// this thread is not the main actor's, as `assumeIsolated` would. The closure captures
  /// nothing (no context to keep alive).
  private func invalidateOnMainActor() {
    MainActor.preconditionIsolated()
    let isolated: @MainActor @Sendable (ObservationRegistration) -> Void = { $0.invalidate() }
    unsafeBitCast(isolated, to: (@Sendable (ObservationRegistration) -> Void).self)(self)
  }

  /// Invalidates the scope and calls the handler because an `@Observable` property the
  /// evaluation read changed (the reason the boundary trace gives for it).
  @MainActor
  private func invalidate() {
    TraceRecorder.withReason("an @Observable property it read changed") {
      scope?.object?.invalidate()
      onChange?()
    }
  }

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
