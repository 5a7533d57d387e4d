import GraftCore

// Glossary — the reconciler's vocabulary
//
// view        An immutable value describing UI (a `View`). Recreated on every evaluation.
// element     The reconciler's persistent instance for one view at one position: it outlives
//             the view values that pass through it, keeps their state, scopes and nodes.
// identity    What makes an element the same across evaluations: its position in its parent
//             (structural) plus an explicit id (`ForEach` keys, `.id(_:)`). Same identity and
//             same view type → the element is updated; otherwise it is replaced.
// node        A platform node in the `NodeTree` (GraftCore). Node elements own exactly one;
//             other elements (composites, fragments, modifiers) own none and pass their
//             children's nodes through.
// top-level nodes  The nodes an element contributes to its nearest ancestor node, in order.
//             A node element contributes its own node; a fragment, its children's top-level
//             nodes concatenated. `nodeCount` is how many.
// offset      Where an element's first top-level node sits among the children of the nearest
//             ancestor node (`childNodeParent`). Computed on demand by walking up.
// creator places  An element never inserts its own top-level nodes when created: whoever
//             created it does, at the offset it chose. Later structural changes inside an
//             element (a branch flip, a keyed insert) are placed by that element.

/// What an element needs to exist: the root it belongs to, its parent and the environment of
/// its position. Passed to `View/_makeElement(_:in:)`.
///
/// A context lives only for the `_makeElement` call it is passed to (and the element inits
/// that call makes); whoever creates the element holds the parent for that whole call, so the
/// context does not retain it (`unowned(unsafe)`): retaining it cost an unowned retain and
/// release per copy, five copies or so per element. Do not keep a context beyond that call.
@MainActor
public struct ElementContext {
  /// The root, through the handle every element of the root shares (see `RootHandle`).
  public var root: ViewRootCore { link.viewRoot }
  /// Not weak: a parent owns its children, so it outlives them (a weak reference would give
  /// every element a side table and slow all its reference counting).
  public var parent: Element? {
    get { unretainedParent?.takeUnretainedValue() }
    set { unretainedParent = Element.unretained(newValue) }
  }
  /// ``parent``, as stored (and as ``Element/unretainedParent`` keeps it): copied into the
  /// element as it is, where reading ``parent`` to store it retained and released it.
  private(set) var unretainedParent: Unmanaged<Element>?
  public var environment: EnvironmentValues
  /// The new element's depth: its parent's plus one, 0 at a root (walks up; see
  /// ``Element/depth``).
  public var depth: Int { parent.map { $0.depth + 1 } ?? 0 }
  /// The root's handle, holding the root and its node tree, handed down so that creating an
  /// element does not reach the tree through the root and its graph.
  let link: RootHandle
  /// The root's node tree.
  var tree: NodeTree { link.tree }
  /// Whether a modifier between the new element and the nearest ancestor that owns a node
  /// decorates nodes (the new element's ``Element/hasDecoratingAncestor``), when whoever made
  /// the context knows it without walking up: `false` from a parent that owns a node
  /// (``Element/childContext(environment:)``), a tuple's own for its children. `nil`: not
  /// known; a node element made with it walks up its ancestors to find out. Package: a runtime
  /// extension's node-owning element asks it too (a representable's).
  package var decorationsAbove: Bool?

  /// The context of a root's top element: its elements share the root's handle.
  init(root: ViewRootCore, parent: Element?, environment: EnvironmentValues) {
    self.init(link: root.handle, parent: parent, environment: environment)
  }

  init(link: RootHandle, parent: Element?, environment: EnvironmentValues, decorationsAbove: Bool? = nil) {
    self.link = link
    self.unretainedParent = Element.unretained(parent)
    self.environment = environment
    self.decorationsAbove = decorationsAbove
  }
}

/// The reconciler's persistent instance of a view at one position in a root.
///
/// Subclasses: `CompositeElement` (views with a `body`), `NodeElement` (primitives that
/// own a node), fragments (tuples, conditionals, `ForEach`), and modifiers. Runtime extension
/// modules (the bridge) subclass it too. All methods run on the loop thread inside an update
/// pass (or while a root mounts).
@MainActor
open class Element: TrackingScopeOwner {
  /// The root's handle, holding the root and its node tree (shared by every element of the
  /// root; see `RootHandle`).
  let link: RootHandle
  /// The root this element belongs to.
  public var root: ViewRootCore { link.viewRoot }
  /// The element that owns this one (`nil` at a root). Not retained: a parent owns its
  /// children and outlives them, and an unmounted element is not updated again
  /// (``unretainedParent``).
  public var parent: Element? { unretainedParent?.takeUnretainedValue() }
  /// ``parent``, as stored: unretained (as ``ElementContext/parent``), where a checked
  /// `unowned` reference cost an unowned retain per element made and its release when freed,
  /// and a strong load and a release per read — ~0.9 k instructions per list row created
  /// (issue 15, round 45). Walks up the ancestors read it (``walkAncestors(from:_:)``): an
  /// ancestor read through ``parent`` is retained. A use after the parent is freed is a bug
  /// the tests' AddressSanitizer run reports. A constant: reading a `var` paid a dynamic
  /// exclusivity check per ancestor on every node refresh (``decorated(_:)`` walks up to the
  /// parent node).
  let unretainedParent: Unmanaged<Element>?
  /// The environment of this element's position. Unchecked exclusivity: loop thread only, and
  /// no access stays open across a call (it is read and assigned whole, several times per
  /// element per update, where the dynamic check cost more than the comparison).
  @exclusivity(unchecked) public var environment: EnvironmentValues
  /// Depth below the root element (how many ancestors it has); scopes of outer elements run
  /// first. Walks up the parents on every read: only making a tracking scope reads it (once
  /// per scope), and storing it cost 8 bytes in every element — in a list row's elements, the
  /// 8 bytes that put most of them in the allocator's next size class.
  public var depth: Int {
    var depth = 0
    Element.walkAncestors(from: unretainedParent) { _ in
      depth += 1
      return true
    }
    return depth
  }

  /// `context` is borrowed (`__shared`): an initializer's parameters are owned by default, so
  /// every caller that keeps its context — a parent's ``childContext(environment:)`` handed
  /// down through a subclass's initializers to this one — copied it for each call (a retain of
  /// the root handle and of the environment's storage, released when the initializer
  /// returned): ~1.2 k instructions per list row created (issue 15, round 41). Every element
  /// initializer takes its context so. (`__shared`, not `borrowing`: Swift 6.3.1's compiler
  /// crashed in its move-only checking on this type's `unowned(unsafe)` field, which it held
  /// until round 45; not tried since.)
  public init(context: __shared ElementContext) {
    link = context.link
    unretainedParent = context.unretainedParent
    environment = context.environment
  }

  /// Stores `environment` as this element's, unless it is the very one the element holds (the
  /// same storage, as a parent usually passes): storing it anyway retained the new storage
  /// and released the old, the same one, per update of every element.
  final func storeEnvironment(_ environment: EnvironmentValues) {
    if !environment.sharesStorage(with: self.environment) { self.environment = environment }
  }

  public var graph: UpdateGraph { root.graph }
  /// The node tree of this element's graph (kept in the root's handle: reaching it through the
  /// unowned `root` and `graph` took two slow-path reference-count operations per access,
  /// several times per element per update).
  public var tree: NodeTree { link.tree }

  /// A name for diagnostics: the view type.
  open var name: String { "\(type(of: self))" }

  // MARK: Updating

  /// Whether this element can take `view` as its next value (same view type).
  open func canUpdate(to view: any View) -> Bool { false }

  /// `view` as the type this element takes. ``update(to:environment:)`` is only ever called
  /// with a view ``canUpdate(to:)`` accepted, so a mismatch is a bug in the element: it stops
  /// with a message naming both types instead of a bare cast failure.
  public func expectView<V>(_ view: any View, as type: V.Type) -> V {
    // Opening the existential and comparing metatypes is much cheaper than `as? V` (a
    // dynamic cast through the runtime), which ran for every element on every update.
    guard let typed = exactly(view, as: V.self) else {
      preconditionFailure("\(name) was updated to a \(Swift.type(of: view)), not a \(V.self) it accepted")
    }
    return typed
  }

  /// Takes a new view value of the same type, and the environment of its position.
  /// Re-evaluates only what the change requires.
  open func update(to view: any View, environment: EnvironmentValues) {}

  /// ``canUpdate(to:)`` then ``update(to:environment:)`` for a caller holding a concrete view:
  /// `false` (nothing done) when this element does not take `view`. Elements that know their
  /// view type override it to take the value without boxing it in `any View` and casting it
  /// back (which cost more than the update itself for a skipped row).
  open func update<T: View>(ifAccepted view: T, environment: EnvironmentValues) -> Bool {
    guard canUpdate(to: view) else { return false }
    update(to: view, environment: environment)
    return true
  }

  /// ``update(ifAccepted:environment:)`` for a view read where it lies (an element of its
  /// parent's tuple), through a pointer valid only for the call: an element that takes the
  /// view copies out of it only what it keeps, where passing `view.pointee` copied the whole
  /// value first (through its value witnesses, in the unspecialized code that walks a tuple).
  /// Default: that copy, then ``update(ifAccepted:environment:)``.
  open func update<T: View>(ifAcceptedAt view: UnsafePointer<T>, environment: EnvironmentValues) -> Bool {
    update(ifAccepted: view.pointee, environment: environment)
  }

  /// ``update(ifAcceptedAt:environment:)`` for a view its caller owns and only destroys after
  /// the call (a body's value in its evaluation's slot): an element that keeps the value (or
  /// a child that keeps its part of it) may exchange it with the value it kept, so the caller
  /// then destroys the old value, where a copy of the new one (a retain per reference it holds)
  /// was stored and the caller's destroyed. After an accepting call the pointee is a valid `T`
  /// but not necessarily the new view: the caller must not read it, only destroy it. Not
  /// accepted (`false`), the pointee is untouched. Default: ``update(ifAcceptedAt:environment:)``.
  func update<T: View>(ifAcceptedExchanging view: UnsafeMutablePointer<T>, environment: EnvironmentValues)
    -> Bool
  {
    update(ifAcceptedAt: view, environment: environment)
  }

  /// Re-runs the work of `scope`, which this element made with itself as its owner
  /// (GraftCore's `TrackingScope(kind:root:depth:namedAfter:owner:)`): see
  /// `TrackingScopeOwner.performScope(_:)` (the update pass calls it, on the loop thread).
  /// An element that makes such a scope overrides it; one that makes none never has it called.
  /// Declared here, on the non-generic base, so that an element generic over its view passes
  /// itself as the owner through one witness table for every view type, none instantiated
  /// per type at run time.
  open func performScope(_ scope: TrackingScope) {
    preconditionFailure(
      "\(Self.self) made a scope with itself as its owner without overriding performScope(_:)")
  }

  /// Tears the element and its subtree down: disposes scopes, queues `onDisappear`, dismantles
  /// hosted content. Does not remove nodes — whoever removes the element removes its nodes.
  open func unmount() {}

  /// The child elements, in order.
  open var children: [Element] { [] }

  /// Whether this element owns a node (its children's nodes live in it).
  open var ownsNode: Bool { false }

  // MARK: Nodes

  /// How many top-level nodes this element contributes.
  open var nodeCount: Int { 0 }

  /// Appends this element's top-level nodes, in order.
  open func appendTopLevelNodes(to nodes: inout [Node]) {}

  /// This element's top-level node when it is known to have exactly that one (a node element,
  /// a composite whose child is one), else `nil` — then ``appendTopLevelNodes(to:)`` says
  /// which (an element of another module always answers `nil`). Lets
  /// ``insertTopLevelNodes(of:into:at:)`` place such an element's node directly. Unretained:
  /// the element holds its node for as long as the caller holds the element (returned
  /// retained, the node was retained and released around each insertion).
  var singleTopLevelNode: Unmanaged<Node>? { nil }

  /// The node that this element's children's top-level nodes live in.
  open var childNodeParent: Node {
    guard let parent else { preconditionFailure("\(name) has no parent node") }
    return parent.childNodeParent
  }

  /// Where `child`'s first top-level node sits in ``childNodeParent``.
  open func offset(ofChild child: Element) -> Int { startOffset }

  /// Where this element's first top-level node sits in its parent's ``childNodeParent``.
  public var startOffset: Int { parent?.offset(ofChild: self) ?? 0 }

  /// Called by a child whose top-level node count changed by `delta`. Default: forward.
  open func childNodeCountChanged(by delta: Int) {
    parent?.childNodeCountChanged(by: delta)
  }

  // MARK: Helpers for subclasses

  /// The context for a child of this element. A child of an element that owns a node has no
  /// decorating ancestor below that node (`ElementContext.decorationsAbove` is `false`): a
  /// node element made with it skips the walk up its ancestors.
  public func childContext(environment: EnvironmentValues? = nil) -> ElementContext {
    ElementContext(
      link: link, parent: self, environment: environment ?? self.environment,
      decorationsAbove: ownsNode ? false : nil)
  }

  /// Creates (but does not place) the element for `view` as a child of this element. Generic,
  /// so a caller holding a concrete view (a body, a row) passes it without boxing it in
  /// `any View` (an allocation and a copy of the whole view for a row's stack); an
  /// `any View` is opened.
  public func makeChild<V: View>(_ view: V, environment: EnvironmentValues? = nil) -> Element {
    V._makeElement(view, in: childContext(environment: environment))
  }

  /// The top-level nodes of `element`.
  public func topLevelNodes(of element: Element) -> [Node] {
    var nodes: [Node] = []
    nodes.reserveCapacity(element.nodeCount)
    element.appendTopLevelNodes(to: &nodes)
    return nodes
  }

  /// Inserts `child`'s top-level nodes into ``childNodeParent`` starting at `offset`.
  public func placeNodes(of child: Element, at offset: Int) {
    insertTopLevelNodes(of: child, into: childNodeParent, at: offset)
  }

  /// Inserts `child`'s top-level nodes, in order, into `parent` from index `offset` on;
  /// returns how many it inserted (`child.nodeCount`).
  @discardableResult
  public func insertTopLevelNodes(of child: Element, into parent: Node, at offset: Int) -> Int {
    // One node known without collecting it (a row: a composite over its stack's node): no
    // buffer taken, filled and emptied, nor the node retained and released by it.
    if let node = child.singleTopLevelNode {
      let tree = self.tree
      IsolationCheckFreeCalls.withGuaranteedReference(to: node) { tree.insert($0, into: parent, at: offset) }
      return 1
    }
    return child.insertTopLevelNodes(into: parent, at: offset)
  }

  /// Inserts this element's top-level nodes, in order, into `parent` from index `offset` on;
  /// returns how many it inserted (``nodeCount``). Called by the parent's
  /// ``insertTopLevelNodes(of:into:at:)`` when this element has no single node. This one
  /// collects them in a reused buffer, not a new array per call (``topLevelNodes(of:)``),
  /// taken out of `topLevelScratch` while in use, so a nested call (none is expected:
  /// inserting a node only records a change) collects into its own. An element whose children
  /// are at hand inserts each child's instead (a tuple: a row's four nodes were each retained
  /// into the buffer and released out of it).
  func insertTopLevelNodes(into parent: Node, at offset: Int) -> Int {
    var nodes: [Node] = []
    swap(&nodes, &Element.topLevelScratch)
    appendTopLevelNodes(to: &nodes)
    for index in nodes.indices { tree.insert(nodes[index], into: parent, at: offset + index) }
    let count = nodes.count
    if nodes.capacity <= Element.topLevelScratchCapacity {
      nodes.removeAllKeepingStorage()
      Element.topLevelScratch = nodes
    }
    return count
  }

  /// The buffer ``insertTopLevelNodes(into:at:)`` reuses (empty between calls; main actor).
  private static var topLevelScratch: [Node] = []
  /// The largest buffer kept for reuse: rows have a node or a few, and a fragment of
  /// thousands placed once should not stay allocated.
  private static let topLevelScratchCapacity = 32

  /// Removes `child`'s top-level nodes from ``childNodeParent``.
  public func removeNodes(of child: Element) {
    let count = child.nodeCount
    guard count > 0 else { return }
    tree.remove(from: childNodeParent, at: offset(ofChild: child), count: count)
  }

  /// Updates `child` to `view` if it can take it; otherwise replaces it in place (removing its
  /// nodes, unmounting it, creating and placing the new element). Returns the element now
  /// at that position. `replace` stores the new element in the subclass's child storage
  /// before its nodes are placed (so offsets are computed over the new child).
  public func reconcileChild<T: View>(
    _ child: Element, to view: T, environment: EnvironmentValues,
    replace: (Element) -> Void
  ) -> Element {
    if child.update(ifAccepted: view, environment: environment) { return child }
    return replaceChild(child, with: view, environment: environment, replace: replace)
  }

  /// ``reconcileChild(_:to:environment:replace:)`` for a view read where it lies, through a
  /// pointer valid only for the call (see ``update(ifAcceptedAt:environment:)``).
  public func reconcileChild<T: View>(
    _ child: Element, at view: UnsafePointer<T>, environment: EnvironmentValues,
    replace: (Element) -> Void
  ) -> Element {
    if child.update(ifAcceptedAt: view, environment: environment) { return child }
    return replaceChild(child, with: view.pointee, environment: environment, replace: replace)
  }

  /// ``reconcileChild(_:at:environment:replace:)`` for a caller whose child storage `replace`
  /// updates (a tuple's children, a node's content, a body's child): returns nothing, so the
  /// kept child is not retained to be returned and released by a caller that drops it, and
  /// takes the child unretained (a retain and a release per child update each). The caller
  /// proves `child` stays in its storage for the update, which nothing but `replace` writes
  /// (the child's update cannot reach its parent's); a replacement retains it first
  /// (`replace` releases the stored one). `exchanging`: the caller owns the view and only
  /// destroys it after the call, so the kept child may exchange its part of it with the value
  /// it kept (see ``update(ifAcceptedExchanging:environment:)``); otherwise nothing writes
  /// through `view`. Always inlined: a call cost each child update ~40 instructions.
  @inline(__always)
  final func updateChild<T: View>(
    unretained child: Unmanaged<Element>, at view: UnsafeMutablePointer<T>, exchanging: Bool,
    environment: EnvironmentValues, replace: (Element) -> Void
  ) {
    let accepted = IsolationCheckFreeCalls.withGuaranteedReference(to: child) {
      exchanging
        ? $0.update(ifAcceptedExchanging: view, environment: environment)
        : $0.update(ifAcceptedAt: view, environment: environment)
    }
    if accepted { return }
    _ = replaceChild(
      child.takeUnretainedValue(), with: view.pointee, environment: environment, replace: replace)
  }

  /// Replaces `child` by a new element for `view` in place, whatever their types: removes the
  /// old nodes, unmounts the old element (its state is gone), creates and places the new one.
  /// Used when identity changed (another `if` branch, another `.id`) even for the same type.
  public func replaceChild(
    _ child: Element, with view: any View, environment: EnvironmentValues,
    replace: (Element) -> Void
  ) -> Element {
    let offset = self.offset(ofChild: child)
    let oldCount = child.nodeCount
    if oldCount > 0 { tree.remove(from: childNodeParent, at: offset, count: oldCount) }
    child.unmount()
    let replacement = makeChild(view, environment: environment)
    replace(replacement)
    placeNodes(of: replacement, at: offset)
    let delta = replacement.nodeCount - oldCount
    if delta != 0 { childNodeCountChanged(by: delta) }
    return replacement
  }
}

/// `value` as a `V` when its type is exactly `V` (a copy), `nil` otherwise: a metatype
/// comparison instead of a dynamic cast (`as? V` of an `Array` to a class even bridges the
/// whole array to `NSArray` when Foundation is loaded). The load is sound: both types are
/// the same, checked first.
func exactly<T, V>(_ value: T, as type: V.Type) -> V? {
  guard T.self == V.self else { return nil }
  return withUnsafePointer(to: value) { UnsafeRawPointer($0).load(as: V.self) }
}

/// Runs `body` with `value` as a `V` when its type is exactly `V` and returns `true`; `false`
/// (without running it) otherwise. Unlike ``exactly(_:as:)`` the value does not go through an
/// `Optional<V>`: for a `V` the caller cannot specialize (an element's view type), that is a
/// run-time metadata lookup, a copy into the optional and one out of it per update. (The
/// value is still copied once to be passed: Swift copies a generic value read through a
/// pointer or an address cast.) Sound for the same reason: both types are the same.
func withExactly<T, V>(_ value: T, as type: V.Type, _ body: (V) -> Void) -> Bool {
  withExactlyAddress(value, as: type) { body($0.pointee) }
}

/// ``withExactly(_:as:_:)`` without the copy: `body` reads the value where it lies, through a
/// pointer valid only for the call (for an element that reads its view and keeps none of it).
func withExactlyAddress<T, V>(_ value: T, as type: V.Type, _ body: (UnsafePointer<V>) -> Void) -> Bool {
  guard T.self == V.self else { return false }
  withUnsafePointer(to: value) { body(UnsafeRawPointer($0).assumingMemoryBound(to: V.self)) }
  return true
}

/// `pointer` as a pointer to a `V` when `T` is exactly `V`, `nil` otherwise: for a view read
/// where it lies (``Element/update(ifAcceptedAt:environment:)``). Sound for the same reason as
/// ``exactly(_:as:)``: both types are the same, checked first.
@inline(__always)
func exactlyAddress<T, V>(_ pointer: UnsafePointer<T>, as type: V.Type) -> UnsafePointer<V>? {
  guard T.self == V.self else { return nil }
  return UnsafeRawPointer(pointer).assumingMemoryBound(to: V.self)
}
