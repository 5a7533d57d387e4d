import Foundation
import GraftCore
import GraftLayout
import GraftViews

/// The element of a representable: owns the controller (and through it, the host node and
/// any hosted root), runs the hooks at the moments their contracts promise, and performs the
/// stale-embed check.
@MainActor
final class RepresentableElement<Representable: View>: Element, RefreshableNodeElement,
  MountPositionDescribing, RepresentableLinkTarget
{
  // Unchecked exclusivity on the controller references, the node and the link (loaded by
  // value, loop thread only; each checked access cost ~150 instructions per mount), and on
  // the tracker (see ``observation``). `representable` keeps its checks: an access to it may
  // stay open across a hook, which is user code.
  private var representable: Representable
  private let hooks: RepresentableHooks<Representable>
  private let coordinator: RepresentableCoordinator
  @exclusivity(unchecked) private var controller: ViewController?
  /// The controller as a `HostedRoot`, when it is one (asked once, at mount).
  @exclusivity(unchecked) private var hosted: (any HostedRoot)?
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // Set in init, right after super.init: the controller makes the node, and mounting it needs
  // this element's tree and position. Never nil afterwards.
  @exclusivity(unchecked) private var node: Node!
  /// The update hook's scope: made on the hook's first tracked read (``trackingScope()``), or
  /// for a run recorded by a trace; `nil` until then. Most hooks read nothing tracked — they
  /// push values and bindings into the controller — and making the scope for every mount cost
  /// an allocation and a walk up the ancestors for its depth. Unchecked exclusivity: loop
  /// thread only, every access instantaneous (none stays open across the hook).
  @exclusivity(unchecked) private var scope: TrackingScope?
  private var reportedStaleEmbed = false
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // Set in init, right after super.init (it needs `self`). Never nil afterwards.
  /// The size negotiation attached to the node, and the update scope's way back to this
  /// element; lets go of the element at unmount.
  @exclusivity(unchecked) private var link: RepresentableLink!
  /// The `@Observable` reads of the update hook's last run; `nil` only while the hook runs
  /// (``withObservation(_:)`` moves the tracker out). Unchecked exclusivity: loop thread only,
  /// and every access is instantaneous — the hook (user code) runs on the moved-out tracker,
  /// never with an access to this property open (the checked `inout` access that stayed open
  /// across the hook cost ~115 instructions a run).
  @exclusivity(unchecked) private var observation: ObservationTracker? = ObservationTracker(
    viewType: Representable.self)

  init(
    representable: Representable, hooks: RepresentableHooks<Representable>, context: __shared ElementContext
  ) {
    self.representable = representable
    self.hooks = hooks
    coordinator = hooks.makeCoordinator(representable)
    super.init(context: context)
    link = RepresentableLink(self)
    // Root, tree and graph read once: each read of them goes through the root's link (and the
    // graph through an unowned reference), ~30–90 instructions a read.
    let root = root
    let tree = tree
    let graph = root.graph
    // Through the trace's slice only while a trace records: the generic wrapper and its closure
    // cost ~85 instructions per mount for nothing otherwise.
    let controller =
      TraceRecorder.current == nil
      ? hooks.make(representable, coordinator, environment, tree)
      : TraceRecorder.slice("make \(Representable.self)", category: "hook", root: root) {
        hooks.make(representable, coordinator, environment, tree)
      }
    self.controller = controller
    // The controller keeps this element `unowned`, not `weak`: a weak reference gives the
    // element a side table, which every retain and release of it then goes through (issue 15).
    // It drops the reference in `dismantle()`, which `unmount()` calls before the element can
    // go away.
    node = controller.mount(in: tree, describedBy: self)
    hosted = controller.hostedContent
    if let hosted {
      hosted.mountHostedContent(
        HostingContext(
          graph: graph, hostNode: node, nestingDepth: root.nestingDepth + 1, environment: environment))
    }
    // The parameter, not the stored value: reading the stored one copies it out of the element
    // (and destroys the copy after the hook), ~330 instructions per mount.
    runUpdateHook(representable, changedFields: [])
    // The controller's node gets the decorations of the modifiers above it — when there are
    // any: comparing and copying its properties for nothing cost ~5,500 instructions a mount.
    // Whether a modifier above decorates it is the context's answer when its maker knew it (a
    // list's row, a tuple's child): no walk up the ancestors.
    if decorationMayChange(node.properties, decorationsAbove: context.decorationsAbove) { refreshNode() }
    tree.setLayoutBehavior(link, for: node)
    graph.enqueueEffect { controller.viewDidAppear(false) }
  }

  /// The size for `proposal` decided outside the node tree: the representable's
  /// `sizeThatFits`, else the hosted root's measure hook; `nil` leaves it to the content.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize? {
    guard let controller else { return nil }
    if let size = hooks.sizeThatFits?(representable, controller, coordinator, environment, proposal) {
      return size
    }
    guard let hosted,
      let measured = hosted.measure(
        ProposedSize(width: proposal.width.map { Double($0) }, height: proposal.height.map { Double($0) }))
    else { return nil }
    return CGSize(width: measured.width, height: measured.height)
  }

  override var name: String { hooks.typeName }
  override var ownsNode: Bool { true }
  override var nodeCount: Int { 1 }
  override var childNodeParent: Node { node }
  override func appendTopLevelNodes(to nodes: inout [Node]) { nodes.append(node) }
  override func offset(ofChild child: Element) -> Int { 0 }
  override func childNodeCountChanged(by delta: Int) {}

  override func canUpdate(to view: any View) -> Bool { type(of: view) == Representable.self }

  override func update(to view: any View, environment: EnvironmentValues) {
    let newValue = expectView(view, as: Representable.self)
    // Inputs that may have changed (closures can't be compared) run the hook; only inputs that
    // provably changed can make a stale-embed report.
    let mayHaveChanged = !ViewInputs.areEqual(representable, newValue)
    let changed = mayHaveChanged ? ViewInputs.changedFields(representable, newValue) : []
    let environmentChanged = !environment.hasSameEntries(as: self.environment)
    representable = newValue
    self.environment = environment
    if mayHaveChanged { tree.invalidateLayout(from: node) }
    if environmentChanged, let hosted {
      TraceRecorder.withReason("the environment at \(position) changed") {
        hosted.hostEnvironmentDidChange(environment)
      }
    }
    if mayHaveChanged || environmentChanged || scope?.isDirty == true {
      runUpdateHook(representable, changedFields: changed)
    }
  }

  /// The update hook's scope, made the first time it is needed (see ``scope``). Its action
  /// captures the ``link`` (one object reference, which Swift passes as the closure's context):
  /// a `[unowned self]` capture allocated a context. The scope is disposed at unmount, before
  /// the link lets go of this element.
  private func trackingScope() -> TrackingScope {
    if let scope { return scope }
    let link: RepresentableLink = link
    let made = TrackingScope(kind: .update, root: root, depth: depth, name: hooks.typeName) { _ in
      link.target?.runUpdateHookForScope()
    }
    scope = made
    return made
  }

  func runUpdateHookForScope() { runUpdateHook(representable, changedFields: []) }

  /// Runs the update hook in this element's tracking scope, then checks whether inputs that
  /// provably changed (`changedFields`) reached the hosted content: if the hook neither
  /// touched the hosted root nor left it to re-render, it is a stale embed — reported once
  /// per element. Inputs that cannot be compared never count (no false positives).
  /// `representable` is the element's current value (callers holding it pass it as it is).
  private func runUpdateHook(_ representable: Representable, changedFields: [String]) {
    guard let controller else { return }
    let generationBefore = hosted?.updateGeneration
    if let scope = scope ?? (TraceRecorder.current == nil ? nil : trackingScope()) {
      withObservation { tracker in
        scope.evaluate(observing: &tracker, on: graph.loop) {
          hooks.update(representable, controller, coordinator, environment, tree)
        }
      }
    } else {
      // No scope yet: run the hook collecting its reads, and make the scope only if there were
      // any (an `@Observable` read makes it when the registration's handler is armed).
      let changesBefore = DependencySource.changeCount
      TrackingScope.collectingReads(adoptingInto: trackingScope()) {
        withObservation { tracker in
          tracker.evaluate(
            { hooks.update(representable, controller, coordinator, environment, tree) },
            invalidating: trackingScope(), on: graph.loop)
        }
      }
      // A hook that read and wrote while it ran may have written what it read, which would
      // have invalidated its scope had the scope been reading (a hook feeding itself, which
      // the pass then cuts): run it again, as it would have run. The scope adopted the reads
      // if it counts a run: there was none before the hook, and one made by an `@Observable`
      // read's registration has not run. (A flag set by the scope's maker was a captured
      // variable, boxed: an allocation per mount.)
      if let scope, scope.evaluationCount > 0, DependencySource.changeCount != changesBefore {
        scope.invalidate()
      }
    }
    guard let hosted, !changedFields.isEmpty, hooks.reportsStaleEmbeds, !reportedStaleEmbed,
      hosted.updateGeneration == generationBefore, !(hosted.hostedRoot?.isDirty ?? false)
    else { return }
    reportedStaleEmbed = true
    let fields = changedFields.map { "'\($0)'" }.joined(separator: ", ")
    graph.report(
      Diagnostic(
        kind: .staleEmbed,
        message: "\(Representable.self): input \(fields) changed, but \(hooks.updateHookName) left "
          + "the hosted \(type(of: controller)) untouched, so it still shows the old value. Assign a new "
          + "rootView in \(hooks.updateHookName), or pass a Binding instead of a value. (A representable "
          + "that ignores the input on purpose can opt out: static var reportsStaleEmbeds: Bool { false })"))
  }

  /// Runs `body` on ``observation`` moved out into a local (no copy: its registration stays
  /// uniquely referenced, so it can be recycled) and moves it back after: the hook runs inside
  /// `body`, and no access to the stored property stays open across it. A hook re-entering
  /// this element's update hook (it cannot, short of running a pass itself) stops here.
  @inline(__always)
  private func withObservation(_ body: (inout ObservationTracker) -> Void) {
    guard var tracker = observation.take() else {
      preconditionFailure("\(Representable.self): the update hook ran again while it was running")
    }
    body(&tracker)
    observation = consume tracker
  }

  func refreshNode() {
    tree.update(node, properties: decorated(node.properties))
  }

  override func unmount() {
    scope?.dispose()
    observation?.retire()
    link.target = nil
    guard let controller else { return }
    TraceRecorder.slice("dismantle \(Representable.self)", category: "hook", root: root) {
      hooks.dismantle(controller, coordinator)
    }
    controller.dismantle()
    self.controller = nil
    hosted = nil
    graph.enqueueEffect { controller.viewDidDisappear(false) }
  }

  var mountPosition: String { position }

  private var position: String {
    var ancestor = parent
    while let current = ancestor {
      if current.children.count == 1, current.ownsNode == false, current.parent != nil {
        ancestor = current.parent
        continue
      }
      return "\(Representable.self) in \(current.name) (root '\(root.name)')"
    }
    return "\(Representable.self) (root '\(root.name)')"
  }
}

/// What a ``RepresentableLink`` reaches: the representable's element.
@MainActor
protocol RepresentableLinkTarget: AnyObject {
  /// The size for `proposal` (the layout engine asks, at the end of a pass).
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize?
  /// Runs the update hook because what it read changed (the update scope's action, in a pass).
  func runUpdateHookForScope()
}

/// What holds a representable's element without keeping it alive: the size negotiation
/// attached to its node for the layout engine, and the action of its update scope.
///
/// Not generic over the representable (it holds its element as a ``RepresentableLinkTarget``):
/// a generic class's metadata was looked up on every mount (~330 instructions).
@MainActor
final class RepresentableLink: NodeSizingBehavior {
  /// The element, until it unmounts (which sets this to `nil`). `unowned`, not `weak`: a weak
  /// reference would give every representable element a side table (see `init`). Unchecked
  /// exclusivity: loop thread only, every access instantaneous (set at init and at unmount).
  @exclusivity(unchecked) unowned var target: (any RepresentableLinkTarget)?

  init(_ target: any RepresentableLinkTarget) {
    self.target = target
  }

  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize? { target?.sizeThatFits(proposal) }
}

/// `value` as a `T`. The hooks keep coordinators and controllers type-erased and only ever get
/// back what the same representable type made, so a mismatch is a bug here: it stops naming
/// both types instead of failing a bare cast.
///
/// The common case — the value is exactly a `T` — is checked by comparing types and then cast
/// unconditionally: a conditional cast to a generic `T` instantiates `Optional<T>`'s metadata on
/// every call, which made these casts a large part of mounting a representable.
@MainActor
func recovered<T>(_ value: Any, as type: T.Type) -> T {
  // Most representables have no coordinator (`Void`): nothing to recover.
  if T.self == Void.self { return unsafeBitCast((), to: T.self) }
  if Swift.type(of: value) == T.self {
    // swift-format-ignore: NeverForceUnwrap
    return value as! T
  }
  guard let typed = value as? T else {
    preconditionFailure("representable hooks: expected a \(T.self), got a \(Swift.type(of: value))")
  }
  return typed
}

/// `controller` as a `T`, as ``recovered(_:as:)`` for controllers: a class cast, which needs no
/// existential or `Optional<T>` metadata.
@MainActor
func recoveredController<T: ViewController>(_ controller: ViewController, as type: T.Type) -> T {
  guard let typed = controller as? T else {
    preconditionFailure("representable hooks: expected a \(T.self), got a \(Swift.type(of: controller))")
  }
  return typed
}
