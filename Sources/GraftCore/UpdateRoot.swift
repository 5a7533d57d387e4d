/// An independently reconciled subtree: a Graft root view, a `HostingController`'s content,
/// a foreign runtime's composition, a C component. Each root keeps its own dirty set.
///
/// The ``UpdateGraph`` runs dirty roots outer-before-inner (by ``nestingDepth``), so a host's
/// update hook pushes new inputs before the hosted root reconciles and one state change
/// renders each affected root once. Loop thread only.
@MainActor
open class UpdateRoot {
  // The bookkeeping below is `final` (read by field offset, not through a getter) and
  // `@exclusivity(unchecked)`: a root is touched only on the loop thread, and no access to these
  // properties stays open across a call that could reach them again (appends and swaps are
  // instantaneous). The dynamic checks ran several times per root on every schedule and
  // reconcile — about 13 of them per hosted root mounted, in the graph's binary insert alone.

  /// The graph this root belongs to. A root must not outlive its graph.
  public unowned let graph: UpdateGraph
  /// 0 for a top-level root, host's depth + 1 for a hosted one. Read by other modules on every
  /// hosted mount (the representable's element gives its hosted content this + 1), so the
  /// storage is internal and unchecked behind inlinable accessors, as ``name``'s (a checked read
  /// cost ~75 instructions). Loop thread only, every access instantaneous.
  public final var nestingDepth: Int {
    @inlinable get { nestingDepthStorage }
    @inlinable set { nestingDepthStorage = newValue }
  }
  @exclusivity(unchecked) @usableFromInline final var nestingDepthStorage: Int
  /// A name for diagnostics. Read by other modules on every mount (a hosted root's scope is
  /// named after it), so the storage is internal and unchecked behind inlinable accessors: a
  /// public stored property is dynamically checked when another module accesses it, whatever
  /// its attribute (~150 instructions per read). Loop thread only, every access instantaneous.
  public final var name: String {
    @inlinable get { nameStorage }
    @inlinable set { nameStorage = newValue }
  }
  @exclusivity(unchecked) @usableFromInline final var nameStorage: String
  /// How many times this root reconciled (ran a non-empty dirty set) — tests assert on it.
  /// Unchecked exclusivity: loop thread only, every access instantaneous.
  @exclusivity(unchecked) public private(set) final var renderCount = 0

  // Unchecked exclusivity (`firstDirtyScope`, `dirtyScopes`, `isScheduled`, `runsThisPass`): loop thread only,
  // every access instantaneous (the dirty set is swapped out before its scopes run); checked,
  // they cost a few dynamic checks per scheduled root.
  /// The first scope that became dirty since the last reconcile; `dirtyScopes` is empty while
  /// it is the only one, and holds every dirty scope in order, this one first, once a second
  /// arrives. A root with one dirty scope — every root's first build, most updates — needs no
  /// array storage: the array's first append allocated once per root mounted.
  @exclusivity(unchecked) private final var firstDirtyScope: TrackingScope?
  @exclusivity(unchecked) private final var dirtyScopes: [TrackingScope] = []
  /// Whether the root's own work (``performRootWork()``) waits for the next reconcile. A flag,
  /// not a scope: a root whose own work is applying its root view (`ViewRootCore`) kept a
  /// tracking scope for it, which read nothing — an allocation per root mounted.
  @exclusivity(unchecked) private final var rootWorkPending = false
  @exclusivity(unchecked) final var isScheduled = false
  /// Per-pass run counter used by the graph to cut update cycles: the runs in the pass numbered
  /// ``runsThisPassNumber`` (the graph's ``UpdateGraph/passCount`` then), which the graph
  /// restarts at the root's first run in each pass.
  @exclusivity(unchecked) final var runsThisPass = 0
  @exclusivity(unchecked) final var runsThisPassNumber = 0
  /// This root's index in the graph's list of live roots (-1 once retired); the graph keeps it.
  @exclusivity(unchecked) final var registrationSlot = -1

  /// The node this root mounts into, claimed with ``claimAnchor(_:)``.
  @exclusivity(unchecked) public private(set) final var anchor: Node?
  /// What the graph, this root's scopes, its anchor and (a view root's) elements hold instead
  /// of a `weak` reference to the root, with the graph's tree (see ``RootHandle``); cleared by
  /// `deinit`.
  package final let handle: RootHandle

  /// The run counter as tests see it (0 outside a pass).
  public var runsThisPassForTesting: Int {
    graph.isInPass && runsThisPassNumber == graph.passCount ? runsThisPass : 0
  }

  public init(graph: UpdateGraph, name: String, nestingDepth: Int = 0) {
    self.graph = graph
    handle = RootHandle(tree: graph.tree)
    nameStorage = name
    nestingDepthStorage = nestingDepth
    handle.object = self
    graph.register(self)
  }

  // Readers that outlive the root (scopes, the anchor, the graph's slot) read `nil` from now
  // on; see ``ObjectHandle/object`` for why nothing reads the handle later in the teardown.
  // Every `deinit` body of the class chain (a subclass's first, then this one) runs before
  // any stored property is destroyed, so nothing the root owns runs code while the handle
  // still points at it; only a subclass's own `deinit` body could, and none reaches its scopes
  // or the graph (a subclass that adds a `deinit` must not).
  // A root freed without retiring drops its anchor's entry too: the entry holds the handle,
  // which holds the tree, which holds the anchor — the table would keep the tree alive.
  deinit {
    handle.object = nil
    if let anchor { Node.dropAnchorOwnerHandle(handle, of: ObjectIdentifier(anchor)) }
  }

  /// Tears the root down for good: subclasses remove their nodes and release what they host
  /// (call super, which retires the root). Called by ``UpdateGraph/tearDown()``.
  open func tearDown() {
    retire()
  }

  /// Removes the root from its graph's list of live roots and drops its pending work, and
  /// releases its anchor. Call when the root is torn down for good.
  public func retire() {
    discardPendingWork()
    graph.unregister(self)
    if let anchor, anchor.anchorOwnerHandle === handle { anchor.anchorOwnerHandle = nil }
  }

  /// Claims `node` as this root's anchor — the node its top-level nodes go into — for good:
  /// every child of an anchor belongs to its one root, which is what lets the root address
  /// them from index 0 and remove them all when it stops. Call once, from the initializer of
  /// a root type, before the root mounts anything. A node that cannot be an anchor (another
  /// live root's, or one that already has children) stops the program with a precondition
  /// failure naming the node and its owner; callers that take outside input (the C ABI) check
  /// ``anchorProblem(_:)`` first and return an error instead.
  public func claimAnchor(_ node: Node) {
    if let problem = Self.anchorProblem(node) {
      preconditionFailure("root '\(name)' cannot mount into \(problem)")
    }
    node.anchorOwnerHandle = handle
    anchor = node
  }

  /// Why `node` cannot be claimed as an anchor now, naming it (nil when it can): it is
  /// another live root's anchor, or it has children (which belong to whoever placed them).
  public static func anchorProblem(_ node: Node) -> String? {
    if let owner = node.anchorOwner {
      return "\(node.kind) node \(node.id): it is the anchor of root '\(owner.name)' (one root per anchor)"
    }
    if !node.children.isEmpty {
      return
        "\(node.kind) node \(node.id): it already has \(node.children.count) children (an anchor starts empty)"
    }
    return nil
  }

  /// Whether any scope of this root is waiting to run.
  public var isDirty: Bool { rootWorkPending || firstDirtyScope != nil }

  /// Names of the scopes waiting to run (for diagnostics); the root's own pending work is
  /// named after the root.
  public var dirtyScopeNames: [String] {
    let names = rootWorkPending ? [name] : []
    guard let firstDirtyScope else { return names }
    guard !dirtyScopes.isEmpty else { return names + [firstDirtyScope.name] }
    return names + dirtyScopes.map(\.name)
  }

  /// Schedules the root's own work (``performRootWork()``) for its next reconcile, where it
  /// runs before the scopes dirty by then, and asks the graph for a pass. Idempotent until the
  /// work runs; a trace records the cause (``TraceRecorder/withReason(_:_:)``) as a scope's,
  /// under the root's name. Call on the loop thread, only while the root is live (not retired:
  /// a retired root is never run again). ``discardPendingWork()`` drops it.
  public func scheduleRootWork() {
    guard !rootWorkPending else { return }
    rootWorkPending = true
    TraceRecorder.current?.rootWorkScheduled(self)
    graph.rootBecameDirty(self)
  }

  /// The root's own work, scheduled with ``scheduleRootWork()``: called by ``reconcile()`` in
  /// the pass, once per schedule, before the scopes that were dirty when the reconcile began
  /// run. Default: nothing.
  open func performRootWork() {}

  func scopeBecameDirty(_ scope: TrackingScope) {
    if let first = firstDirtyScope {
      // The first scope joins the array with the second, so that a reconcile finds them all
      // in order in one array (no insertion at the front).
      if dirtyScopes.isEmpty { dirtyScopes.append(first) }
      dirtyScopes.append(scope)
    } else {
      firstDirtyScope = scope
    }
    graph.rootBecameDirty(self)
  }

  /// Runs the root's own work if it is pending (``performRootWork()``), then the scopes that
  /// are dirty now, outer (smaller depth) first; a scope re-run by its parent on the way is
  /// skipped. Work scheduled and scopes dirtied while this runs are left for the graph, which
  /// schedules the root again (and cuts the cycle if that repeats past its bound).
  /// Called by the graph during a pass; subclasses may override to add work (call super).
  open func reconcile() {
    let rootWork = rootWorkPending
    guard rootWork || firstDirtyScope != nil else { return }
    renderCount += 1
    rootWorkPending = false
    let first = firstDirtyScope
    firstDirtyScope = nil
    guard first != nil, !dirtyScopes.isEmpty else {
      if rootWork { performRootWork() }
      first?.runIfDirty()
      didReconcile()
      return
    }
    // Swapped out rather than copied and cleared (clearing storage shared with the copy
    // allocated a new array on every reconcile); the emptied array comes back afterwards.
    // (`first` is the batch's first element: `scopeBecameDirty` put it there.)
    var batch: [TrackingScope] = []
    swap(&batch, &dirtyScopes)
    // (Two or more: the one-scope case returned above. Through `IsolationCheckFreeCalls`: a
    // comparison passed to the standard library checked its executor, ~220 instructions each.)
    IsolationCheckFreeCalls.sort(&batch) { $0.depth < $1.depth }
    if rootWork { performRootWork() }
    for scope in batch { scope.runIfDirty() }
    if firstDirtyScope == nil {
      // Emptied keeping its storage (the batch's only reference: the loop's copy is gone).
      batch.removeAllKeepingStorage()
      dirtyScopes = batch
    }
    didReconcile()
  }

  /// Called after each reconcile, still inside the pass. Default: nothing.
  open func didReconcile() {}

  /// Drops the pending work (used when a cycle is cut or the root is torn down).
  public func discardPendingWork() {
    rootWorkPending = false
    guard let first = firstDirtyScope else { return }
    firstDirtyScope = nil
    if dirtyScopes.isEmpty { first.markClean() }
    for scope in dirtyScopes { scope.markClean() }
    dirtyScopes.removeAll()
  }
}
