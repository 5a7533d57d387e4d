import GraftCore

/// A primitive view that owns exactly one platform node (Text, Button, stacks, …).
///
/// The reconciler calls ``nodeProperties(in:)`` and ``eventHandlers(in:)`` inside a tracking
/// scope when the node mounts and whenever the view value changes; environment values or
/// bindings read there are tracked, so a change to them refreshes just this node.
///
/// A node view with child content (a container) gives it in one of two ways:
/// - typed: ``typedNodeContent`` (its type is ``NodeContent``), usually a stored property
///   `let typedNodeContent: Content` or a getter of one. The reconciler reads it as its own
///   type on every update of the view, without boxing it: prefer this form for a container
///   that re-renders often (a list row's stack). Content that comes and goes is an optional
///   view (`Text?`) or an `if` in a `@ViewBuilder`.
/// - untyped: ``nodeContent``, an `any View` or `nil` (no content). Each update boxes the
///   content in an existential (an allocation when it is larger than three words), and the
///   reconciler opens the box again.
///
/// Give one of them: when ``NodeContent`` is not `Never` (the type implements
/// ``typedNodeContent``), the reconciler reads ``typedNodeContent`` only and never calls
/// ``nodeContent`` (whose default then returns the typed content, boxed).
@MainActor
public protocol NodeView: PrimitiveView {
  /// The type of the typed child content (``typedNodeContent``). Default: `Never` (no typed
  /// content: the reconciler reads ``nodeContent``). Inferred from ``typedNodeContent``.
  associatedtype NodeContent: View = Never
  /// The kind of node to create.
  var nodeKind: NodeKind { get }
  /// The node's properties for this view value in `environment`.
  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties
  /// What the node does on interaction. Default: nothing.
  func eventHandlers(in environment: EnvironmentValues) -> NodeEventHandlers
  /// The child content whose nodes go inside this node, boxed. Default: none for a view
  /// without typed content (``NodeContent`` is `Never`), the typed content otherwise. Read
  /// on the loop thread when the node mounts and on every update of the view value, only
  /// when ``NodeContent`` is `Never`.
  var nodeContent: (any View)? { get }
  /// The child content whose nodes go inside this node, typed: read once on the loop thread
  /// when the node mounts and once on every update of the view value, after
  /// ``nodeProperties(in:)``. Must not have side effects. Only a type with no typed content
  /// (``NodeContent`` is `Never`) may leave it to the default, which is never called.
  var typedNodeContent: NodeContent { get }
  /// Whether ``NodeContent`` is not `Never` (the reconciler reads ``typedNodeContent``, not
  /// ``nodeContent``). Do not implement: the defaults answer by which one the conformance
  /// picks (`false` where ``NodeContent`` is `Never`, `true` otherwise), a constant, where a
  /// run-time lookup of the associated type cost every leaf's update ~50 instructions.
  static var _hasTypedNodeContent: Bool { get }
  /// The environment the content sees. Default: this node's environment.
  func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues
  /// How the node lays out its children beyond what its kind says (a custom `Layout`,
  /// `ViewThatFits`); attached to the node each time it refreshes. Default: `nil`.
  var nodeLayoutBehavior: AnyObject? { get }
  /// Whether `node` already holds what this value would make for it — properties, handlers
  /// and layout behavior alike — given that its last refresh came from a value of this type,
  /// undecorated, and read nothing tracked: an update to this value then leaves the node as
  /// it is (a stack re-rendered with its row, same alignment and spacing). Asked on the loop
  /// thread, in a pass, on each update of a node view that is neither `Equatable` nor
  /// action-carrying (a stack, a list); the answer counts only when those conditions hold
  /// (the element checks them after asking). It must read nothing but `self`'s stored values
  /// and `node`, and answer `true` only for a view whose outputs depend on nothing else (no
  /// environment value, no closure). Default: `false` (the node is refreshed from the new
  /// value and compared).
  func _nodeIsUpToDate(_ node: Node) -> Bool
}

extension NodeView {
  public func eventHandlers(in environment: EnvironmentValues) -> NodeEventHandlers {
    NodeEventHandlers()
  }

  public var nodeContent: (any View)? {
    guard Self._hasTypedNodeContent else { return nil }
    return typedNodeContent
  }

  public static var _hasTypedNodeContent: Bool { true }

  public func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { environment }

  public var nodeLayoutBehavior: AnyObject? { nil }

  public func _nodeIsUpToDate(_ node: Node) -> Bool { false }

  /// A ``NodeElement`` (which keeps the view value) for a view type whose updates compare
  /// values (`Equatable`, action-carrying) or that holds a binding; a ``LeanNodeElement``
  /// (which keeps it only when a refresh without a new value can come) for all others.
  ///
  /// Only the element of an action-carrying view type or of one holding a binding stores its
  /// traits: a ``TraitedNodeElement``.
  public static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    // The final classes from the traits' table entry (see `NodeViewTraits.Choice`): named
    // here, each was looked up in the runtime's cache on every call. (`NodeElement` has a
    // subclass, so it cannot be made through a class value without a `required` init; `Text`
    // and `Image`, its commonest views, are not generic: their calls are specialized and look
    // nothing up.) Sound: the class a choice carries for `Self` is the one named below.
    switch NodeViewTraits.of(Self.self) {
    case .equatable: return NodeElement(view: view, context: context)
    case .plain(let elementClass):
      return unsafeBitCast(elementClass, to: LeanNodeElement<Self>.Type.self).init(
        view: view, context: context)
    case .stored(let traits, let elementClass):
      return unsafeBitCast(elementClass, to: TraitedNodeElement<Self>.Type.self).init(
        view: view, traits: traits, context: context)
    }
  }
}

extension NodeView where NodeContent == Never {
  public static var _hasTypedNodeContent: Bool { false }

  /// No typed content: never called (the reconciler reads ``nodeContent`` instead).
  public var typedNodeContent: Never {
    preconditionFailure("\(Self.self) has no typed node content (its NodeContent is Never)")
  }
}

/// The element of a ``NodeView`` whose value it keeps: a view type that is `Equatable`, is an
/// ``ActionCarryingNodeView`` or holds a binding (see ``NodeView/_makeElement(_:in:)``), whose
/// updates compare the kept value with the new one. Itself, for an `Equatable` view type that
/// is neither (`Text`, `Image`): it stores no traits (8 bytes, which put a text's element in
/// the allocator's next size class); the others are ``TraitedNodeElement``s.
@MainActor
class NodeElement<V: NodeView>: NodeElementBase<V> {
  /// Unchecked exclusivity: loop thread only, assigned whole and never accessed across a call
  /// that could reach it again; checked, it paid a dynamic exclusivity check per node per
  /// update. Last: the offsets of the fields before it do not depend on `V`.
  @exclusivity(unchecked) fileprivate(set) var view: V

  override init(view: borrowing V, context: __shared ElementContext) {
    self.view = copy view
    super.init(view: view, context: context)
  }

  /// Consuming: the caller's copy (``update(ifAccepted:environment:)`` copies the value out of
  /// its argument) is moved into ``view`` after its last use, where a borrowed value was copied
  /// once more to be stored (a row's stack: all its children's views, through their value
  /// witnesses, per update).
  override func update(typed newView: consuming V, environment: EnvironmentValues) {
    update(exchanging: &newView, environment: environment, traits: nil)
  }

  /// The new value exchanged with the kept one where it lies in its caller's (see
  /// ``Element/update(ifAcceptedExchanging:environment:)``): no copy of it (a retain per
  /// reference it holds: a button's title, action and extras) and no release of the kept
  /// one here (the caller destroys it with its value).
  override func update(exchanging newView: UnsafeMutablePointer<V>, environment: EnvironmentValues) {
    update(exchanging: &newView.pointee, environment: environment, traits: nil)
  }

  /// ``update(typed:environment:)`` with the element's traits at hand: `nil` for a plain
  /// `NodeElement` (its view type is `Equatable` only), the stored ones for a
  /// ``TraitedNodeElement``, each class passing its own (borrowed from its `let`). A virtual
  /// getter of the traits, read here, returned them retained, released after the update, per
  /// leaf update (a button's). Always inlined into both overrides (one body, each with its own
  /// traits).
  ///
  /// `newView` is stored by exchanging it with the kept value, which it holds after the call
  /// (its owner destroys it): one move each way, where an assignment destroyed the kept value
  /// here and took the new one.
  @inline(__always)
  final func update(exchanging newView: inout V, environment: EnvironmentValues, traits: NodeViewTraits?) {
    // An `Equatable` view equal to the last one, in the same environment, makes the same
    // properties and handlers: skip recomputing and comparing them. (Decorations above the
    // node refresh it themselves when they change; tracked reads have their own scope.)
    // An action-carrying view (a `Button`) that changed only in its closures, in the same
    // environment, makes the same properties: only its handlers are stored (see
    // ``ActionCarryingNodeView``).
    // No stored traits: a plain `NodeElement`, whose view type is `Equatable` only.
    let isEquatable = traits?.isEquatable ?? true
    // Whether there is a comparer, not the comparer: it is read (and retained) only where an
    // action-carrying view is compared, not for every leaf update (~60 instructions each).
    let isActionCarrying = traits?.actionCarrying != nil
    // Usually the parent passes the very environment this element holds (the same storage):
    // then there is nothing to compare or store (see ``Element/storeEnvironment(_:)``).
    let sharesEnvironment = environment.sharesStorage(with: self.environment)
    let sameEnvironment =
      (isEquatable || isActionCarrying)
      && (sharesEnvironment || environment.hasSameEntries(as: self.environment))
    let unchanged = isEquatable && sameEnvironment && ViewInputs.areEqual(stored: &view, newView)
    if !sharesEnvironment { self.environment = environment }
    // `newView`, not `view`: each read of the stored generic `view` copies the whole view value
    // (a row's stack copies all its children's views) in this code. Nothing the refresh and
    // the content's accessors run can reach this element's `view`, so it is stored after them.
    if !unchanged {
      // Sound: `traits` were made for `V` (``NodeViewTraits/of(_:)``), so its comparer is a
      // `NodePropertiesComparer<V>`.
      var onlyClosuresChanged = false
      if sameEnvironment, isActionCarrying, let actionCarrying = traits?.actionCarrying {
        onlyClosuresChanged = unsafeDowncast(actionCarrying, to: NodePropertiesComparer<V>.self)
          .makeSameProperties(&view, newView)
      }
      // Only its closures changed: its node forwards taps to this element (see
      // `TraitedNodeElement`), which answers them from the value stored below — nothing to
      // store on the node.
      if !onlyClosuresChanged { refreshNode(from: newView, in: environment) }
    }
    // Typed content (a container's): read from the new value as its own type, no box; the value is
    // stored after (nothing the content's reconciliation runs reads this element's `view`).
    if V._hasTypedNodeContent {
      reconcileTypedContent(of: newView, environment: environment)
      exchangeValues(&view, &newView)
      return
    }
    // No content (a leaf, nearly always): neither the content environment nor the generic
    // reconciliation of an absent content is needed, only the removal of one there was.
    // A `switch`, not `guard let`: `guard let` destroyed the known `nil` through `Optional`'s
    // generic value witness (an outlined destroy of `(any View)?`, ~59 instructions per leaf).
    switch newView.nodeContent {
    case .none:
      exchangeValues(&view, &newView)
      removeContent()
    case .some(let nextContent):
      let childEnvironment = newView.contentEnvironment(environment)
      exchangeValues(&view, &newView)
      reconcileContent(to: nextContent, environment: childEnvironment)
    }
  }

  override func refreshNode() { refreshNode(inPlace: &view) }
}

/// A ``NodeElement`` that stores its traits: an action-carrying view type's (its comparer; a
/// `Button`) or a binding-holding one's (its own tracker). Its field follows the view's, so
/// its offset depends on `V` (read from the class metadata), unlike the fields before.
@MainActor
final class TraitedNodeElement<V: NodeView>: NodeElement<V> {
  private let storedTraits: NodeViewTraits

  init(view: borrowing V, traits: NodeViewTraits, context: __shared ElementContext) {
    storedTraits = traits
    super.init(view: view, context: context)
  }

  /// Records `compute`'s `@Observable` reads when the view type holds a binding (its traits
  /// then carry the element's own tracker); runs it untracked otherwise (a `Button`). An
  /// action-carrying view's node forwards its taps to this element (see
  /// ``ActionCarryingNodeView``): its handlers are not computed.
  override func observed(_ compute: (_ forwardingTaps: Bool) -> NodeOutputs) -> NodeOutputs {
    let forwardsTaps = storedTraits.actionCarrying != nil
    return observed({ compute(forwardsTaps) }, tracking: &storedTraits.tracker)
  }

  override func update(typed newView: consuming V, environment: EnvironmentValues) {
    update(exchanging: &newView, environment: environment, traits: storedTraits)
  }

  override func update(exchanging newView: UnsafeMutablePointer<V>, environment: EnvironmentValues) {
    update(exchanging: &newView.pointee, environment: environment, traits: storedTraits)
  }

  /// The tap handler of the value kept, in the element's environment (see ``NodeTapSource``):
  /// asked, untracked, when the node of an action-carrying view — which forwards its taps
  /// here — has its handlers read. (Only such a view's node forwards.)
  override var currentTapHandler: (() -> Void)? {
    guard let actionCarrying = storedTraits.actionCarrying else { return nil }
    let comparer = unsafeDowncast(actionCarrying, to: NodePropertiesComparer<V>.self)
    var handler: (() -> Void)?
    TrackingScope.withoutTracking { handler = comparer.tapHandler(of: &view, in: environment) }
    return handler
  }

  /// Also ends the node's forwarding of its taps to this element (an action-carrying view's).
  override func unmount() {
    storedTraits.tracker?.retire()
    if storedTraits.actionCarrying != nil { node.stopForwardingTaps() }
    super.unmount()
  }
}

extension Element {
  /// `properties` with the decorations of the modifiers between this element and its parent
  /// node applied, innermost first (so an outer `.frame` wins over an inner one).
  public func decorated(_ properties: NodeProperties) -> NodeProperties {
    var properties = properties
    applyDecorations(to: &properties)
    return properties
  }

  /// ``decorated(_:)`` in place: for a caller that owns the properties it decorates (a node's
  /// refresh), which the copy in and out cost a retain and a release of each of their
  /// references. Clears the layout modifiers only when there are any (an assignment of an
  /// empty list still went through the properties' accessors).
  func applyDecorations(to properties: inout NodeProperties) {
    if !properties.layoutModifiers.isEmpty { properties.layoutModifiers.removeAll() }
    Element.walkAncestors(from: unretainedParent) { current in
      guard !current.ownsNode else { return false }
      if let passthrough = current as? PassthroughElement, passthrough.decoratesNodes {
        passthrough.decorate(&properties)
      }
      return true
    }
  }

  /// Whether ``decorated(_:)`` could change `properties`: a modifier between this element and
  /// its parent node decorates it, or `properties` carries layout modifiers (which it clears).
  /// A node just loaded by someone else (a representable's controller) skips the refresh when
  /// it is `false`. `decorationsAbove`: the element's context's answer
  /// (``ElementContext/decorationsAbove``) when its maker knew it; `nil` walks up the
  /// ancestors (an unowned retain and a dynamic cast each, ~700 instructions per hosted
  /// counter mounted in a list).
  package func decorationMayChange(_ properties: NodeProperties, decorationsAbove: Bool? = nil) -> Bool {
    !properties.layoutModifiers.isEmpty || (decorationsAbove ?? hasDecoratingAncestor)
  }

  /// Whether a modifier between this element and its parent node decorates its nodes (then a
  /// change of that decoration refreshes them, ``refreshTopLevelNodes()``). Constant for an
  /// element's life: its ancestors are.
  var hasDecoratingAncestor: Bool { Element.hasDecoratingAncestor(from: unretainedParent) }

  /// ``hasDecoratingAncestor`` of a child of `parent` (for an element not made yet: its
  /// context's parent).
  static func hasDecoratingAncestor(from parent: Unmanaged<Element>?) -> Bool {
    var decorates = false
    Element.walkAncestors(from: parent) { current in
      guard !current.ownsNode else { return false }
      if let passthrough = current as? PassthroughElement, passthrough.decoratesNodes { decorates = true }
      return !decorates
    }
    return decorates
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

extension NodeElementBase: RefreshableNodeElement {}

extension NodeElementBase: NodeTapSource {}

/// What a node view computes for its node.
struct NodeOutputs {
  var properties: NodeProperties
  /// Empty when ``forwardsTaps``.
  var handlers: NodeEventHandlers
  /// Whether the node forwards its taps to its element instead (see ``ActionCarryingNodeView``).
  var forwardsTaps = false
}
