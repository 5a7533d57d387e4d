import GraftCore

/// A primitive view that owns exactly one platform node (Text, Button, stacks, …).
///
/// The reconciler calls ``nodeProperties(in:)`` and ``eventHandlers(in:)`` inside a tracking
/// scope when the node mounts and whenever the view value changes; environment values or
/// bindings read there are tracked, so a change to them refreshes just this node.
@MainActor
public protocol NodeView: PrimitiveView {
  /// The kind of node to create.
  var nodeKind: NodeKind { get }
  /// The node's properties for this view value in `environment`.
  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties
  /// What the node does on interaction. Default: nothing.
  func eventHandlers(in environment: EnvironmentValues) -> NodeEventHandlers
  /// The child content whose nodes go inside this node. Default: none.
  var nodeContent: (any View)? { get }
  /// The environment the content sees. Default: this node's environment.
  func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues
  /// How the node lays out its children beyond what its kind says (a custom `Layout`,
  /// `ViewThatFits`); attached to the node each time it refreshes. Default: `nil`.
  var nodeLayoutBehavior: AnyObject? { get }
}

extension NodeView {
  public func eventHandlers(in environment: EnvironmentValues) -> NodeEventHandlers {
    NodeEventHandlers()
  }

  public var nodeContent: (any View)? { nil }

  public func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { environment }

  public var nodeLayoutBehavior: AnyObject? { nil }

  public static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    NodeElement(view: view, context: context)
  }
}

/// A modifier element that adjusts the properties of the nodes its content contributes
/// (`.frame`, `.padding`, `.navigationTitle` outside a navigation stack).
///
/// Only passthrough elements decorate (the constraint lets ``Element/decorated(_:)`` rule out
/// every other ancestor with a class check instead of a protocol-conformance lookup).
@MainActor
protocol NodeDecorating: PassthroughElement {
  func decorate(_ properties: inout NodeProperties)
}

/// The element of a ``NodeView``.
@MainActor
final class NodeElement<V: NodeView>: Element {
  /// Unchecked exclusivity (`view`, `attachments`): loop thread only, assigned whole and never
  /// accessed across a call that could reach them again; checked, they paid two dynamic
  /// exclusivity checks per node per update.
  @exclusivity(unchecked) private(set) var view: V
  let node: Node
  /// ``content`` and ``scope`` in one word (see ``NodeAttachments``).
  @exclusivity(unchecked) private var attachments = NodeAttachments.none
  /// The element of the view's ``NodeView/nodeContent`` (a stack's children).
  private var content: Element? {
    get { attachments.content }
    set { attachments.content = newValue }
  }
  /// Created only once the node's properties read something tracked (most nodes never do).
  private var scope: TrackingScope? {
    get { attachments.scope }
    set { attachments.scope = newValue }
  }
  /// Whether `V` is `Equatable`, and the tracker of the `@Observable` reads of the properties'
  /// last computation for node views that hold a binding (see ``NodeViewTraits``). Shared by
  /// every element of a view type without a binding.
  private let traits: NodeViewTraits

  init(view: V, context: ElementContext) {
    self.view = view
    traits = NodeViewTraits.of(view)
    node = context.tree.makeNode(view.nodeKind)
    super.init(context: context)
    refreshNode(from: view)
    if let nodeContent = view.nodeContent {
      let child = makeChild(nodeContent, environment: view.contentEnvironment(environment))
      content = child
      placeNodes(of: child, at: 0)
    }
  }

  override var name: String { "\(V.self)" }
  override var ownsNode: Bool { true }
  override var nodeCount: Int { 1 }
  override var childNodeParent: Node { node }
  override var children: [Element] { content.map { [$0] } ?? [] }

  override func appendTopLevelNodes(to nodes: inout [Node]) { nodes.append(node) }

  override func offset(ofChild child: Element) -> Int { 0 }

  override func childNodeCountChanged(by delta: Int) {}

  override func canUpdate(to view: any View) -> Bool { type(of: view) == V.self }

  override func update(to newView: any View, environment: EnvironmentValues) {
    update(typed: expectView(newView, as: V.self), environment: environment)
  }

  override func update<T: View>(ifAccepted view: T, environment: EnvironmentValues) -> Bool {
    // The one copy: out of the caller's value, consumed by `update(typed:)` (see there).
    withExactlyAddress(view, as: V.self) { update(typed: $0.pointee, environment: environment) }
  }

  /// ``update(to:environment:)`` for a caller that already holds a `V`. Consuming: the caller's
  /// copy (``update(ifAccepted:environment:)`` copies the value out of its argument) is moved
  /// into ``view`` after its last use, where a borrowed value was copied once more to be stored
  /// (a row's stack: all its children's views, through their value witnesses, per update).
  func update(typed newView: consuming V, environment: EnvironmentValues) {
    // An `Equatable` view equal to the last one, in the same environment, makes the same
    // properties and handlers: skip recomputing and comparing them. (Decorations above the
    // node refresh it themselves when they change; tracked reads have their own scope.)
    // An action-carrying view (a `Button`) that changed only in its closures, in the same
    // environment, makes the same properties: only its handlers are stored (see
    // ``ActionCarryingNodeView``).
    let actionCarrying = traits.actionCarrying
    let sameEnvironment =
      (traits.isEquatable || actionCarrying != nil) && environment.hasSameEntries(as: self.environment)
    let unchanged = traits.isEquatable && sameEnvironment && ViewInputs.areEqual(stored: &view, newView)
    self.environment = environment
    // `newView`, not `view`: each read of the stored generic `view` copies the whole view value
    // (a row's stack copies all its children's views) in this code. Nothing the refresh and
    // the content's accessors run can reach this element's `view`, so it is stored after them.
    if !unchanged {
      // Sound: `traits` were made for `V` (``NodeViewTraits/of(_:)``), so its comparer is a
      // `NodePropertiesComparer<V>`.
      if sameEnvironment, let actionCarrying,
        unsafeDowncast(actionCarrying, to: NodePropertiesComparer<V>.self).makeSameProperties(&view, newView)
      {
        refreshHandlers(from: newView)
      } else {
        refreshNode(from: newView)
      }
    }
    let childEnvironment = newView.contentEnvironment(environment)
    let nextContent = newView.nodeContent
    view = newView
    switch (content, nextContent) {
    case (let current?, let next?):
      content = reconcileChild(current, to: next, environment: childEnvironment) { self.content = $0 }
    case (nil, let next?):
      let child = makeChild(next, environment: childEnvironment)
      content = child
      placeNodes(of: child, at: 0)
    case (let current?, nil):
      removeNodes(of: current)
      current.unmount()
      content = nil
    case (nil, nil):
      break
    }
  }

  /// Recomputes the node's properties (tracked) and handlers from the current view value,
  /// applying the decorations of the modifiers between this node and its parent node.
  func refreshNode() { refreshNode(from: view) }

  /// ``refreshNode()`` with the current view value already at hand (see `update(typed:)`).
  private func refreshNode(from view: V) {
    // A struct, not a tuple: `evaluate` and `collectingReads` are generic, and a tuple type's
    // metadata is looked up at run time (a locked cache) on every call.
    // The closures are literal arguments (non-escaping): a closure stored in a local first
    // captured a copy of the whole view value (a row's stack: all its children's views).
    let environment = self.environment
    let outputs: NodeOutputs
    if let scope {
      outputs = scope.evaluate { makeOutputs(of: view, in: environment) }
    } else {
      let reads: [DependencySource]
      (outputs, reads) = TrackingScope.collectingReads { makeOutputs(of: view, in: environment) }
      if !reads.isEmpty { trackingScope().adopt(reads) }
    }
    tree.update(node, properties: outputs.properties)
    tree.setHandlers(outputs.handlers, for: node)
    if let behavior = view.nodeLayoutBehavior { tree.setLayoutBehavior(behavior, for: node) }
  }

  /// Stores the handlers of `view`, an action-carrying value that makes the same properties
  /// as the last one in the same environment (see ``ActionCarryingNodeView``): computed
  /// untracked, since they read only environment entries that the node's scope, if any,
  /// already follows from its last refresh.
  private func refreshHandlers(from view: V) {
    let environment = self.environment
    tree.setHandlers(TrackingScope.withoutTracking { view.eventHandlers(in: environment) }, for: node)
  }

  /// What `view` makes for the node in `environment`: decorated properties and handlers.
  private func makeOutputs(of view: V, in environment: EnvironmentValues) -> NodeOutputs {
    observed {
      NodeOutputs(
        properties: decorated(view.nodeProperties(in: environment)),
        handlers: view.eventHandlers(in: environment))
    }
  }

  /// Runs `compute`, recording its `@Observable` reads if this node view type may make any;
  /// a change makes the scope if there is none yet.
  private func observed(_ compute: () -> NodeOutputs) -> NodeOutputs {
    // Optional chaining evaluates the arguments only for a view type that has a tracker.
    let tracked = traits.tracker?.evaluate(
      compute, onChange: { [weak self] in self?.trackingScope().invalidate() }, on: self.graph.loop)
    guard let tracked else { return compute() }
    return tracked
  }

  /// The node's scope, made the first time the properties turn out to read something.
  private func trackingScope() -> TrackingScope {
    if let scope { return scope }
    let scope = TrackingScope(kind: .body, root: root, depth: depth, name: TypeNames.name(of: V.self)) {
      [unowned self] _ in
      self.refreshNode()
    }
    self.scope = scope
    return scope
  }

  override func unmount() {
    scope?.dispose()
    traits.tracker?.retire()
    content?.unmount()
  }
}

extension Element {
  /// `properties` with the decorations of the modifiers between this element and its parent
  /// node applied, innermost first (so an outer `.frame` wins over an inner one).
  public func decorated(_ properties: NodeProperties) -> NodeProperties {
    var properties = properties
    properties.layoutModifiers.removeAll()
    var ancestor = parent
    while let current = ancestor, !current.ownsNode {
      if current is PassthroughElement { (current as? NodeDecorating)?.decorate(&properties) }
      ancestor = current.parent
    }
    return properties
  }

  /// Whether ``decorated(_:)`` could change `properties`: a modifier between this element and
  /// its parent node decorates it, or `properties` carries layout modifiers (which it clears).
  /// A node just loaded by someone else (a representable's controller) skips the refresh when
  /// it is `false`.
  package func decorationMayChange(_ properties: NodeProperties) -> Bool {
    if !properties.layoutModifiers.isEmpty { return true }
    var ancestor = parent
    while let current = ancestor, !current.ownsNode {
      if current is PassthroughElement, current is NodeDecorating { return true }
      ancestor = current.parent
    }
    return false
  }

  /// Refreshes the nodes this element contributes (after a decoration above them changed).
  func refreshTopLevelNodes() {
    if let refreshable = self as? any RefreshableNodeElement {
      refreshable.refreshNode()
      return
    }
    for child in children { child.refreshTopLevelNodes() }
  }
}

/// An element that owns a node and can recompute its properties (after a decoration above
/// it changed). Runtime extension modules' node-owning elements conform too.
@MainActor
public protocol RefreshableNodeElement: AnyObject {
  func refreshNode()
}

extension NodeElement: RefreshableNodeElement {}

/// What a node view computes for its node.
struct NodeOutputs {
  var properties: NodeProperties
  var handlers: NodeEventHandlers
}
