import GraftCore

/// What the two elements of a ``NodeView`` share: the node, the content's element, the scope of
/// the node's tracked reads, and how the node is refreshed. ``NodeElement`` keeps the view value
/// (its updates compare it); ``LeanNodeElement`` keeps it only when a refresh without a new
/// value can come. Subclasses implement ``update(typed:environment:)`` and ``refreshNode()``.
@MainActor
class NodeElementBase<V: NodeView>: Element {
  let node: Node
  /// ``content`` and ``scope`` in one word (see ``NodeAttachments``). Unchecked exclusivity:
  /// loop thread only, assigned whole and never accessed across a call that could reach it
  /// again; checked, it paid a dynamic exclusivity check per node per update.
  @exclusivity(unchecked) private var attachments = NodeAttachments.none
  /// The element of the view's ``NodeView/nodeContent`` (a stack's children).
  private var content: Element? {
    get { attachments.content }
    set { attachments.content = newValue }
  }
  /// Created only once the node's properties read something tracked (most nodes never do).
  var scope: TrackingScope? {
    get { attachments.scope }
    set { attachments.scope = newValue }
  }

  /// Makes the node, computes its properties from `view` and creates and places the content.
  /// A subclass stores what it keeps of `view` (and its traits) before calling it, or (what
  /// depends on the refresh, such as whether a scope was made) after.
  init(view: borrowing V, context: __shared ElementContext) {
    node = context.tree.makeNode(view.nodeKind)
    super.init(context: context)
    // Decorated only if a modifier above decorates: the context's maker often knows it (a
    // tuple's child, a stack's content); otherwise one walk up, where applying the (absent)
    // decorations walked up again for every node made.
    let decorated = context.decorationsAbove ?? hasDecoratingAncestor
    // Kept on the node for the element's later refreshes (see ``isDecoratedFromAbove``).
    node.ownerMark = decorated
    // The context's environment, the storage just stored as this element's: reading the
    // element's property retained it for each call.
    refreshNode(from: view, in: context.environment, decorating: decorated)
    if V._hasTypedNodeContent {
      reconcileTypedContent(of: view, environment: context.environment)
      return
    }
    // A `switch`, not `if let`: `if let` destroyed a leaf's `nil` through `Optional`'s generic
    // value witness (see `NodeElement.update(typed:environment:)`).
    switch view.nodeContent {
    case .none: break
    case .some(let nodeContent):
      makeContent(nodeContent, environment: view.contentEnvironment(context.environment))
    }
  }

  override var name: String { "\(V.self)" }
  override var ownsNode: Bool { true }
  override var nodeCount: Int { 1 }
  override var childNodeParent: Node { node }
  override var children: [Element] { content.map { [$0] } ?? [] }

  override func appendTopLevelNodes(to nodes: inout [Node]) { nodes.append(node) }
  override var singleTopLevelNode: Unmanaged<Node>? { Unmanaged.passUnretained(node) }

  override func offset(ofChild child: Element) -> Int { 0 }

  override func childNodeCountChanged(by delta: Int) {}

  override func canUpdate(to view: any View) -> Bool { type(of: view) == V.self }

  override func update(to newView: any View, environment: EnvironmentValues) {
    update(typed: expectView(newView, as: V.self), environment: environment)
  }

  override func update<T: View>(ifAccepted view: T, environment: EnvironmentValues) -> Bool {
    withExactlyAddress(view, as: V.self) { update(at: $0, environment: environment) }
  }

  override func update<T: View>(ifAcceptedAt view: UnsafePointer<T>, environment: EnvironmentValues) -> Bool {
    guard let view = exactlyAddress(view, as: V.self) else { return false }
    update(at: view, environment: environment)
    return true
  }

  /// ``update(typed:environment:)`` for a view read where it lies, through a pointer valid
  /// only for the call. Default: the one copy a subclass that keeps the value needs, out of
  /// the caller's value and consumed by `update(typed:)` (see there); a subclass that keeps
  /// nothing of it overrides this to read it in place.
  func update(at view: UnsafePointer<V>, environment: EnvironmentValues) {
    update(typed: view.pointee, environment: environment)
  }

  override func update<T: View>(
    ifAcceptedExchanging view: UnsafeMutablePointer<T>, environment: EnvironmentValues
  ) -> Bool {
    guard T.self == V.self else { return false }
    // Sound: `T` is `V`, checked above.
    update(
      exchanging: UnsafeMutableRawPointer(view).assumingMemoryBound(to: V.self), environment: environment)
    return true
  }

  /// ``update(at:environment:)`` for a view its caller owns and only destroys after the call
  /// (see ``Element/update(ifAcceptedExchanging:environment:)``): a subclass that keeps the
  /// value exchanges it with the kept one instead of copying it. Default: ``update(at:environment:)``.
  func update(exchanging view: UnsafeMutablePointer<V>, environment: EnvironmentValues) {
    update(at: view, environment: environment)
  }

  /// ``update(to:environment:)`` for a caller that already holds a `V`: refreshes the node as
  /// the change requires, stores `environment` and whatever the subclass keeps of `newView`,
  /// then ``reconcileContent(to:environment:)`` (or
  /// ``removeContent()``).
  func update(typed newView: consuming V, environment: EnvironmentValues) {
    preconditionFailure("\(Self.self) does not override update(typed:environment:)")
  }

  /// The last step of an update whose new view has content (its ``NodeView/typedNodeContent``
  /// or ``NodeView/nodeContent``, `next`): updates or replaces the content's element,
  /// or creates and places one, in `environment` (the view's
  /// ``NodeView/contentEnvironment(_:)``). Without content, see ``removeContent()``.
  final func reconcileContent<Content: View>(
    to next: Content, environment childEnvironment: EnvironmentValues
  ) {
    if let current = content {
      content = reconcileChild(current, to: next, environment: childEnvironment) { self.content = $0 }
    } else {
      makeContent(next, environment: childEnvironment)
    }
  }

  /// Creates the content's element for `view` in `environment` and places its nodes (there
  /// was no content).
  private func makeContent<Content: View>(_ view: Content, environment childEnvironment: EnvironmentValues) {
    install(content: makeChild(view, environment: childEnvironment))
  }

  /// Makes `child` the content's element (there was none) and places its nodes.
  private func install(content child: Element) {
    content = child
    placeNodes(of: child, at: 0)
  }

  /// The last step of an update (or of the creation) of a view with typed content
  /// (``NodeView/typedNodeContent``, read as its own type: no `any View` box): reconciles it in
  /// the view's content environment for `environment`. Not inlined: the lookup of the
  /// content's type (`V.NodeContent`) would then run on every leaf's update too, whose views
  /// have none (~15 instructions per leaf).
  ///
  /// A content `V` stores (``TypedContentOffsets``) is read where it lies in `view`, valid for
  /// the call: the getter copied it out (a row's four views) and the copy was destroyed after.
  @inline(never)
  final func reconcileTypedContent(of view: borrowing V, environment: EnvironmentValues) {
    let childEnvironment = view.contentEnvironment(environment)
    guard let offset = storedContentOffset(reconcilingOtherwise: view, in: childEnvironment) else { return }
    withAddress(of: view) {
      // Sound: not written (`exchanging` is false).
      let content = (UnsafeMutableRawPointer(mutating: $0) + offset).assumingMemoryBound(
        to: V.NodeContent.self)
      reconcileContent(at: content, exchanging: false, environment: childEnvironment)
    }
  }

  /// ``reconcileTypedContent(of:environment:)`` for a view its caller owns and only destroys
  /// after the call (see ``Element/update(ifAcceptedExchanging:environment:)``): the content's
  /// element may exchange its parts with the values it kept (a row's texts and buttons)
  /// instead of copying them out. Only for an element that keeps nothing of `view` after the
  /// call (a ``LeanNodeElement``, which copied what it keeps before).
  @inline(never)
  final func reconcileTypedContent(exchanging view: inout V, environment: EnvironmentValues) {
    let childEnvironment = view.contentEnvironment(environment)
    guard let offset = storedContentOffset(reconcilingOtherwise: view, in: childEnvironment) else { return }
    withMutableAddress(of: &view) {
      let content = (UnsafeMutableRawPointer($0) + offset).assumingMemoryBound(to: V.NodeContent.self)
      reconcileContent(at: content, exchanging: true, environment: childEnvironment)
    }
  }

  /// Where `V` stores its typed content (``TypedContentOffsets``); `nil` for a computed one,
  /// which is then reconciled here from `view`'s getter in `childEnvironment` (the content's).
  private func storedContentOffset(
    reconcilingOtherwise view: borrowing V, in childEnvironment: EnvironmentValues
  )
    -> Int?
  {
    if let offset = TypedContentOffsets.offset(in: V.self) { return offset }
    reconcileContent(to: view.typedNodeContent, environment: childEnvironment)
    return nil
  }

  /// ``reconcileContent(to:environment:)`` for a content read where it lies, through a pointer
  /// valid only for the call (the child copies out of it only what it keeps). `exchanging`:
  /// the caller owns the content and only destroys it after the call (see
  /// ``reconcileTypedContent(exchanging:environment:)``); otherwise nothing writes through
  /// `next`.
  private func reconcileContent<Content: View>(
    at next: UnsafeMutablePointer<Content>, exchanging: Bool, environment childEnvironment: EnvironmentValues
  ) {
    // Stored back only when replaced (`replace` does it): the kept content (nearly always)
    // costs a read, not a returned reference stored over itself (a retain and a release).
    // Read unretained: it stays in `attachments` for its update, which cannot reach this
    // element (an element never updates its parent); only `replace` writes the content.
    if let current = attachments.unretainedContent {
      updateChild(unretained: current, at: next, exchanging: exchanging, environment: childEnvironment) {
        self.content = $0
      }
    } else {
      // Made from the content where it lies (``makeElement(at:in:)``): `next.pointee` copied it.
      install(content: makeElement(at: next, in: childContext(environment: childEnvironment)))
    }
  }

  /// The last step of an update whose new view has no content (``NodeView/nodeContent`` is
  /// `nil`): removes and unmounts the content's element, if any. A leaf (a text, a button: no
  /// content before either) does nothing here: its update skips the content environment and
  /// the generic reconciliation of an absent content (issue 15, round 11).
  final func removeContent() {
    guard hasContent, let current = content else { return }
    removeNodes(of: current)
    current.unmount()
    content = nil
  }

  /// Whether there is a content element: the attachments' case alone, without reading (and
  /// retaining) the reference.
  private var hasContent: Bool {
    switch attachments {
    case .content, .both: true
    case .none, .scope: false
    }
  }

  /// Recomputes the node's properties (tracked) and handlers from the current view value,
  /// applying the decorations of the modifiers between this node and its parent node. Runs
  /// when the node's scope is invalidated and after a decoration above the node changed
  /// (``Element/refreshTopLevelNodes()``), in a pass. Each subclass reads the value it kept.
  func refreshNode() { preconditionFailure("\(Self.self) does not override refreshNode()") }

  /// Whether a modifier between this element and its parent node decorates the node
  /// (``Element/hasDecoratingAncestor``), worked out when the element was made and kept in the
  /// node's ``Node/ownerMark``: constant for the element's life (its ancestors are), and the
  /// walk up that answers it (an unowned retain and a dynamic cast per ancestor) cost ~400
  /// instructions of a one-button update.
  final var isDecoratedFromAbove: Bool { node.ownerMark }

  /// ``refreshNode()`` with the view value at hand (see `update(typed:)`). `decorating`:
  /// whether to walk up to the parent node for the decorations of the modifiers in between
  /// (``Element/applyDecorations(to:)``); `nil`: ``isDecoratedFromAbove``. Either way the
  /// properties' layout modifiers are cleared.
  final func refreshNode(from view: V, decorating: Bool? = nil) {
    refreshNode(from: view, in: environment, decorating: decorating)
  }

  /// ``refreshNode(from:decorating:)`` from a value the element keeps, read where it lies (a
  /// refresh without a new value: ``refreshNode()``). Read as a class's property and passed on,
  /// the value was copied and destroyed around the refresh (a list row's stack: all its
  /// children's views, ~700 instructions per node-level refresh). `inout` only to borrow it in
  /// place: never written; nothing the refresh runs may write it (only an update does).
  final func refreshNode(inPlace view: inout V) {
    refreshNode(from: view)
  }

  /// ``refreshNode(from:decorating:)`` in `environment`, which must be the element's own
  /// (``Element/environment``, the same storage: an update passes the one it just stored),
  /// borrowed from the caller: a copy of the element's (`let environment = self.environment`)
  /// cost a retain and a bridge-object retain of its storage and their releases per refresh.
  ///
  /// `keepingDecorated`: the caller is an update with a new value (not a refresh after a
  /// decoration above changed, nor the node's scope): when the node is decorated and the view
  /// made the same undecorated properties as at the last decorated refresh
  /// (``rememberUndecorated(_:)``), the node already holds them decorated — a decoration
  /// above cannot have changed since without refreshing the node after its content's update
  /// (``DecoratingElement``'s contract) — so decorating and comparing them again is skipped.
  final func refreshNode(
    from view: V, in environment: EnvironmentValues, decorating: Bool? = nil, keepingDecorated: Bool = false
  ) {
    let decorating = decorating ?? isDecoratedFromAbove
    // A struct, not a tuple: `evaluate` and `collectingReads` are generic, and a tuple type's
    // metadata is looked up at run time (a locked cache) on every call.
    // The closures are literal arguments (non-escaping): a closure stored in a local first
    // captured a copy of the whole view value (a row's stack: all its children's views).
    // Only the view's own outputs are tracked: decorations read the modifiers' stored values,
    // never anything tracked.
    var outputs: NodeOutputs
    if let scope {
      outputs = scope.evaluate { makeOutputs(of: view, in: environment) }
    } else {
      outputs = TrackingScope.collectingReads(adoptingInto: trackingScope()) {
        makeOutputs(of: view, in: environment)
      }
    }
    // The tree read once (each read of `tree` through the root's handle retained it).
    let tree = self.tree
    if decorating {
      let unchanged = rememberUndecorated(outputs.properties)
      if !(keepingDecorated && unchanged) {
        applyDecorations(to: &outputs.properties)
        tree.update(node, taking: &outputs.properties)
      }
    } else {
      if !outputs.properties.layoutModifiers.isEmpty { outputs.properties.layoutModifiers.removeAll() }
      tree.update(node, taking: &outputs.properties)
    }
    if outputs.forwardsTaps {
      node.forwardTaps(to: self, of: link)
    } else {
      tree.setHandlers(outputs.handlers, for: node)
    }
    if let behavior = view.nodeLayoutBehavior { tree.setLayoutBehavior(behavior, for: node) }
  }

  /// Stores `undecorated`, the properties a decorated node's view just made before the
  /// decorations above were applied, and answers whether they equal the ones stored at the
  /// last call. Called on every refresh of a decorated node (loop thread, in a pass), after
  /// the view's properties were computed and before they are decorated; it must not touch
  /// the node or the tree. Default: stores nothing and answers `false` (always decorate and
  /// compare); a ``LeanNodeElement``, whose updates have no old value to compare, keeps them.
  func rememberUndecorated(_ undecorated: NodeProperties) -> Bool { false }

  /// What `view` makes for the node in `environment`, undecorated: properties and handlers
  /// (none when the node forwards its taps to this element).
  private func makeOutputs(of view: V, in environment: EnvironmentValues) -> NodeOutputs {
    observed { forwardingTaps in
      NodeOutputs(
        properties: view.nodeProperties(in: environment),
        handlers: forwardingTaps ? NodeEventHandlers() : view.eventHandlers(in: environment),
        forwardsTaps: forwardingTaps)
    }
  }

  /// The tap handler a node forwarding its taps here runs now (see ``NodeTapSource``): none
  /// here (only an action-carrying view's node forwards, to its ``TraitedNodeElement``, which
  /// answers from the value it keeps).
  var currentTapHandler: (() -> Void)? { nil }

  /// Runs `compute`, the computation of the node's outputs, once per refresh (loop thread, in
  /// a pass or at mount), recording its `@Observable` reads where the element has a tracker
  /// for them. Here: no tracker (a ``LeanNodeElement``'s or a plain ``NodeElement``'s view
  /// type holds no binding), so `compute` just runs; a ``TraitedNodeElement`` overrides it. An
  /// override must call `compute` exactly once and touch neither the node nor the tree. (One
  /// virtual call: a virtual getter of the traits, read here, returned them retained, released
  /// after every refresh.) `compute`'s argument says whether the node forwards its taps to this
  /// element (its handlers then not computed): here, no.
  func observed(_ compute: (_ forwardingTaps: Bool) -> NodeOutputs) -> NodeOutputs { compute(false) }

  /// ``observed(_:)`` with `tracker`, an element's own: records `compute`'s `@Observable` reads
  /// when there is one (a change makes the scope if there is none yet), else just runs it.
  final func observed(
    _ compute: () -> NodeOutputs, tracking tracker: inout ObservationTracker?
  ) -> NodeOutputs {
    // Optional chaining evaluates the arguments only when there is a tracker.
    let tracked = tracker?.evaluate(
      compute, onChange: { [weak self] in self?.trackingScope().invalidate() }, on: self.graph.loop)
    guard let tracked else { return compute() }
    return tracked
  }

  /// The node's scope, made the first time the properties turn out to read something.
  private func trackingScope() -> TrackingScope {
    if let scope { return scope }
    let scope = TrackingScope(kind: .body, root: root, depth: depth, namedAfter: V.self, owner: self)
    self.scope = scope
    return scope
  }

  /// The scope's work: refreshes the node from the value the element keeps (the scope was made
  /// with this element as its owner).
  override func performScope(_ scope: TrackingScope) { refreshNode() }

  /// Disposes the scope and unmounts the content (a ``TraitedNodeElement`` also retires its
  /// tracker: only stored traits have one).
  override func unmount() {
    scope?.dispose()
    content?.unmount()
  }
}
