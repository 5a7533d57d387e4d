import GraftCore
import Observation

/// The element of a view that has a `body` (every user view).
///
/// Contract: `body` is evaluated inside this element's tracking scope, after the view's
/// dynamic properties are linked — at mount, when a tracked value it read changes, and when
/// the parent supplies a view whose inputs differ (see ``ViewInputs``) or a different
/// environment. Otherwise the element (and its whole subtree) is skipped.
@MainActor
@usableFromInline final class CompositeElement<V: View>: Element {
  // Field order: what a list's row loop reads of an unchanged row — ``scope`` and ``storage``
  // (``isInert``), then ``view`` — follows the base class's fields directly, so those reads and
  // the class pointer and environment before them span 96 bytes of the object, not 112 (the
  // fields after a generic `view` also lie at offsets only the metadata knows).

  /// Made the first time `body` turns out to read something tracked (a state, an environment
  /// value, an `@Observable` property): most rows of a list that passes them their data read
  /// nothing, and a scope (with its action's closure) cost them two objects each.
  /// Unchecked exclusivity: loop thread only, and no access is held across a call (it is read,
  /// or stored once by ``trackingScope()``); usable from inline code for ``isInert``, where a
  /// checked read would pay a dynamic exclusivity check per row of a list's loop.
  @exclusivity(unchecked) @usableFromInline private(set) var scope: TrackingScope?
  /// The view's dynamic-property slots; shared by every element whose view has none.
  @usableFromInline let storage: DynamicPropertyStorage
  /// Unchecked exclusivity (`view`, `child`): loop thread only, and written only by this
  /// element's own update and reevaluation, which never run inside a read of them (a `body`
  /// cannot reach its element; writes it makes are deferred); checked, they paid a dynamic
  /// exclusivity check per access on every update.
  @exclusivity(unchecked) @usableFromInline private(set) var view: V
  @exclusivity(unchecked) private var child: Element?
  /// How many times `body` ran (kept here: the scope may not exist).
  private var evaluations = 0
  private var layout: DynamicPropertyLayout { storage.layout }
  /// Keeps `@Observable` reads of `body` tracked with one live registration at a time.
  /// Unchecked exclusivity: loop thread only; the one long access (the `evaluate` call around
  /// `body`) cannot overlap another, since a `body` cannot reach its element.
  @exclusivity(unchecked) private var observation = ObservationTracker(viewType: V.self)

  init(view: V, context: __shared ElementContext) {
    self.view = view
    let layout = DynamicPropertyLayout.of(view)
    // A view without dynamic properties (most rows) never touches its storage: all share one.
    storage = layout.isEmpty ? DynamicPropertyStorage.none : DynamicPropertyStorage(layout: layout)
    super.init(context: context)
    // The child's context says what this element's said: whether a decorating modifier sits
    // between them and their parent node (this element is none). A row of a list knows it.
    reevaluate(childDecorationsAbove: context.decorationsAbove)
  }

  override var name: String { "\(V.self)" }

  /// How many times `body` ran (tests assert skipped work through `TestHost`).
  var evaluationCount: Int { evaluations }

  override func canUpdate(to view: any View) -> Bool { type(of: view) == V.self }

  override func update(to newView: any View, environment: EnvironmentValues) {
    update(typed: expectView(newView, as: V.self), environment: environment)
  }

  override func update<T: View>(ifAccepted view: T, environment: EnvironmentValues) -> Bool {
    withExactly(view, as: V.self) { update(typed: $0, environment: environment) }
  }

  /// ``update(to:environment:)`` for a caller that already holds a `V` (no existential box).
  func update(typed newView: V, environment: EnvironmentValues) {
    update(typed: newView, environment: environment, comparer: ViewInputs.comparer(for: V.self))
  }

  /// ``update(typed:environment:)`` with `V`'s comparer at hand (a list asks for it once per
  /// update, not once per row).
  @usableFromInline func update(typed newView: V, environment: EnvironmentValues, comparer: ViewComparer<V>) {
    // Compared where both values are (reading the stored generic `view` would copy it, once
    // per skipped row on every list update).
    let inputsChanged = !comparer.areEqual(stored: &view, newView)
    update(typed: newView, inputsChanged: inputsChanged, environment: environment)
  }

  /// ``update(typed:environment:)`` for an `Equatable` view, compared with `==` (``ViewInputs``'
  /// rule for it) in the caller's code: inlined into a list's row loop that the app's module
  /// specializes (see `ForEach.rowUpdate`), the comparison is a direct call of the view's `==`.
  @inlinable func update(equatable newView: V, environment: EnvironmentValues) where V: Equatable {
    let inputsChanged = !(view == newView)
    // The common case — an unchanged row of a list — decided here: the same inputs, the very
    // environment the element holds, and nothing of its own that could need the update.
    if !inputsChanged, environment.sharesStorage(with: self.environment), isInert { return }
    update(typed: newView, inputsChanged: inputsChanged, environment: environment)
  }

  /// Whether the element has neither a tracking scope nor dynamic properties: an update with
  /// the same inputs and environment then does nothing (no re-evaluation, no relinking).
  /// Inlinable (two loads, no call), so that a list's row loop holding the element borrowed
  /// needs no retain of it around a call.
  @inlinable var isInert: Bool { scope == nil && storage.layout.isEmpty }

  /// The rest of an update once the inputs are compared: a new value with the same inputs is
  /// not stored — the element keeps the old one, as SwiftUI's `EquatableView` "prevents its
  /// child updating if its new value is the same as its old value"; a later re-evaluation (a
  /// state change, a new environment) sees the old value's closures and fields that `==`
  /// ignores. (Storing it copied the view and released the old one: a third of an unchanged
  /// list row's cost.)
  @usableFromInline func update(typed newView: V, inputsChanged: Bool, environment: EnvironmentValues) {
    // Usually the parent passes the very environment this element holds (the same storage):
    // then there is nothing to compare or store.
    var environmentChanged = false
    if !environment.sharesStorage(with: self.environment) {
      environmentChanged = !environment.hasSameEntries(as: self.environment)
      self.environment = environment
    }
    if inputsChanged { view = newView }
    if inputsChanged || environmentChanged || scope?.isDirty == true {
      reevaluate()
    } else if !storage.layout.isEmpty {  // (the view has dynamic properties)
      // The parent's view carries fresh property wrappers (state locations); connect them
      // so closures captured from the new value reach the same storage. (Checked first:
      // even evaluating the `graph` argument costs two slow unowned loads per skipped row.)
      layout.link(newView, storage: storage, environment: environment, graph: graph)
    }
  }

  /// Evaluates `body` (tracked) and reconciles the child with its value. The value lies in a
  /// stack slot of this call (``IsolationCheckFreeCalls/withScratchSlot(of:_:)``): a body value
  /// returned through the tracked evaluation looked up `Result<Body, Never>`'s metadata per
  /// evaluation, and the child reads it where it lies. Sound: the slot is initialized exactly
  /// once by the evaluation (which traps if `body` did not run), read in place by the child's
  /// update (valid for that call only, never stored), then moved out or destroyed before the
  /// slot's scope ends.
  ///
  /// `childDecorationsAbove` is the first child's context's `ElementContext.decorationsAbove`
  /// (from the init; `nil`, not known, later).
  private func reevaluate(childDecorationsAbove: Bool? = nil) {
    evaluations += 1
    IsolationCheckFreeCalls.withScratchSlot(of: V.Body.self) { slot in
      if let scope = scope ?? (TraceRecorder.current == nil ? nil : trackingScope()) {
        scope.evaluate {
          linkDynamicProperties()
          observation.evaluate(evaluateBody, into: slot, invalidating: scope, on: graph.loop)
        }
      } else {
        // No scope yet: evaluate collecting the reads, and make the scope only if there were
        // any (an `@Observable` read makes it when the registration's handler is armed).
        TrackingScope.collectingBodyReads(root: root, namedAfter: V.self, adoptingInto: trackingScope()) {
          linkDynamicProperties()
          observation.evaluate(evaluateBody, into: slot, invalidating: trackingScope(), on: graph.loop)
        }
      }
      if let child = unretainedChild {
        // Stored back only when replaced (`replace` does it): the kept child (nearly always)
        // is not returned and stored over itself (a retain and a release per evaluation).
        // The slot is this call's, destroyed right after: the child may exchange the value
        // (or its parts) with the one it kept instead of copying it. The child, read
        // unretained, stays in `child` for its update (a child's update cannot reach its
        // parent's reevaluation; only `replace` writes `child` here).
        updateChild(unretained: child, at: slot, exchanging: true, environment: environment) {
          self.child = $0
        }
        slot.deinitialize(count: 1)
      } else {
        child = V.Body._makeElement(
          slot.move(),
          in: ElementContext(
            link: link, parent: self, environment: environment, decorationsAbove: childDecorationsAbove))
      }
    }
  }

  /// ``child``, not retained (reading it retained it): for ``reevaluate()``'s update of it.
  private var unretainedChild: Unmanaged<Element>? {
    guard let child else { return nil }
    return Unmanaged.passUnretained(child)
  }

  /// Links the view's dynamic properties to their slots before `body` runs. A view without
  /// any (most rows) returns before the arguments are made: a copy of the whole view (through
  /// its value witnesses), the environment and the graph, per evaluation.
  private func linkDynamicProperties() {
    guard !storage.layout.isEmpty else { return }
    // The stored view's properties linked already (re-rendered in place: a state it reads
    // changed): nothing to link, and no copy of the view, environment and graph to make.
    if storage.holdsLinks(ofViewAt: &view) { return }
    storage.layout.link(
      view, storage: storage, environment: environment, graph: graph, checkingExistingLinks: false)
  }

  /// `view.body`, read where the view is stored: a call on an `inout` generic value passes its
  /// address, where `view.body` on the stored property copied the whole view first (and
  /// destroyed the copy) per evaluation. `view` is never written: a `body` cannot reach its
  /// element, and ``view`` is written only by this element's update, never during `body`.
  private static func body(of view: inout V) -> V.Body { view.body }

  /// `body`, evaluated on the stored view (``body(of:)``). A method, passed to the tracker as
  /// is: the closure `{ Self.body(of: &view) }` checked its executor on every evaluation
  /// (`swift_task_isCurrentExecutor`, ~260 instructions per row; SILGen emits a dynamic
  /// isolation check in that closure's prologue), the method's reference has none.
  private func evaluateBody() -> V.Body { Self.body(of: &view) }

  /// The scope, made on the first tracked read (see ``scope``).
  private func trackingScope() -> TrackingScope {
    if let scope { return scope }
    let scope = TrackingScope(kind: .body, root: root, depth: depth, namedAfter: V.self, owner: self)
    self.scope = scope
    return scope
  }

  /// The scope's work: re-evaluates the body (the scope was made with this element as its owner).
  override func performScope(_ scope: TrackingScope) { reevaluate() }

  override func unmount() {
    scope?.dispose()
    observation.retire()
    child?.unmount()
  }

  override var nodeCount: Int { child?.nodeCount ?? 0 }

  override func appendTopLevelNodes(to nodes: inout [Node]) {
    child?.appendTopLevelNodes(to: &nodes)
  }

  override var singleTopLevelNode: Unmanaged<Node>? { child?.singleTopLevelNode }

  override func offset(ofChild child: Element) -> Int { startOffset }

  override var children: [Element] { child.map { [$0] } ?? [] }
}
