import GraftCore

/// An independently reconciled tree of Graft views mounted under one host node: the root of
/// a window, a `HostingController`'s content, a preview. The non-generic part of ``ViewRoot``.
///
/// Contract: nothing is built at init. ``start()`` schedules the first reconcile, which runs in
/// the next update pass (or later in the current one, after outer roots) and builds the
/// elements and nodes under ``hostNode``, which the root claims as its exclusive anchor at init
/// (`UpdateRoot/claimAnchor(_:)`: a second root on the same node is refused). ``stop()``
/// tears the tree down, removes its nodes and releases the anchor.
/// Loop thread only.
@MainActor
open class ViewRootCore: UpdateRoot {
  // State below: `final`, and `@exclusivity(unchecked)` as ``UpdateRoot``'s bookkeeping is
  // (loop thread only; no access stays open across a call that could reach it again).

  /// The node this root's top-level nodes are inserted into.
  public let hostNode: Node
  /// The environment the root view sees (a hosted root: the host position's environment).
  @exclusivity(unchecked) public private(set) final var baseEnvironment: EnvironmentValues
  /// The top element: `nil` before the first build and after ``stop()``.
  @exclusivity(unchecked) final var rootElement: RootElement?
  @exclusivity(unchecked) public private(set) final var isStarted = false
  @exclusivity(unchecked) public private(set) final var isStopped = false

  public init(
    graph: UpdateGraph, hostNode: Node, name: String, nestingDepth: Int = 0,
    environment: EnvironmentValues = EnvironmentValues()
  ) {
    self.hostNode = hostNode
    baseEnvironment = environment
    super.init(graph: graph, name: name, nestingDepth: nestingDepth)
    claimAnchor(hostNode)
  }

  /// Schedules the first build. Calling it again does nothing.
  public func start() {
    guard !isStarted, !isStopped else { return }
    isStarted = true
    scheduleRootWork(because: "mounted")
  }

  /// Replaces the environment (a host moved or its environment changed); re-renders readers.
  public func updateEnvironment(_ environment: EnvironmentValues) {
    guard !environment.hasSameEntries(as: baseEnvironment) else { return }
    baseEnvironment = environment
    guard !isStopped else { return }
    scheduleRootWork(because: "the host position's environment changed")
  }

  /// Schedules applying the current root view (after it was replaced).
  public func scheduleRootUpdate() {
    guard isStarted, !isStopped else { return }
    scheduleRootWork(because: "a new rootView was set")
  }

  /// Tears the tree down: disposes scopes, queues `onDisappear` actions, removes the nodes
  /// from ``hostNode``. The root cannot be started again.
  public func stop() {
    guard !isStopped else { return }
    isStopped = true
    retire()
    if let element = rootElement {
      if element.nodeCount > 0 {
        graph.tree.remove(from: hostNode, at: 0, count: hostNode.children.count)
      }
      element.unmount()
    }
    rootElement = nil
  }

  override open func tearDown() { stop() }

  /// Schedules the root's own work (`UpdateRoot/scheduleRootWork()`); a trace recording gets
  /// `reason` as its cause. Without a recorder the generic `TraceRecorder.withReason` wrapper
  /// and its closure are skipped (~50 instructions per call: a hosted root calls this twice
  /// as it mounts, at start and when its update hook sets the root view).
  private func scheduleRootWork(because reason: @autoclosure () -> String) {
    guard TraceRecorder.current != nil else { return scheduleRootWork() }
    TraceRecorder.withReason(reason()) { scheduleRootWork() }
  }

  /// The root view, type-erased. ``ViewRoot`` supplies it.
  open var erasedRootView: any View { EmptyView() }

  /// Applies the root view (the work ``start()``, ``updateEnvironment(_:)`` and
  /// ``scheduleRootUpdate()`` schedule), in the root's pass. Not after ``stop()``.
  override public func performRootWork() {
    guard !isStopped else { return }
    showRootView()
  }

  /// Shows the root view (``show(_:)``), in the root's pass. The default shows
  /// ``erasedRootView``; ``ViewRoot`` passes its view as it is, not boxed in `any View` (an
  /// allocation, a box metadata lookup and a copy of the view per hosted root mounted).
  func showRootView() {
    var view = erasedRootView
    show(&view)
  }

  /// Builds the tree for `view` (the first time: the root element is made, then its nodes are
  /// placed into ``hostNode``) or updates it. `inout` only to borrow the caller's storage in
  /// place (``ViewRoot`` lends its stored view): `show` never writes `view`.
  final func show<V: View>(_ view: inout V) {
    if let rootElement {
      rootElement.show(view, environment: baseEnvironment)
    } else {
      let element = RootElement(root: self, environment: baseEnvironment)
      element.show(view, environment: baseEnvironment)
      rootElement = element
      element.placeNodes(of: element, at: 0)
    }
  }

  /// How many times `body` ran, summed per view type name, over this root's elements.
  public var bodyEvaluationCounts: [String: Int] {
    var counts: [String: Int] = [:]
    func visit(_ element: Element) {
      if let composite = element as? any EvaluationCounting {
        counts[element.name, default: 0] += composite.evaluationCount
      }
      for child in element.children { visit(child) }
    }
    if let rootElement { visit(rootElement) }
    return counts
  }
}

/// Elements that count their `body` evaluations.
@MainActor
protocol EvaluationCounting {
  var evaluationCount: Int { get }
}

extension CompositeElement: EvaluationCounting {}

/// The element at the top of a root: its child's nodes go straight into the host node.
///
/// Not a `PassthroughElement`: it takes its view generically (``show(_:environment:)``), where
/// `PassthroughElement`'s `any View` boxed every root's view, and keeps its child unchecked.
@MainActor
final class RootElement: Element {
  /// The element of the root view, once shown. Unchecked exclusivity: loop thread only, every
  /// access instantaneous (a checked read cost ~150 instructions per root mounted).
  @exclusivity(unchecked) private(set) var child: Element?

  /// The root is reached through the handle every element holds (``Element/root``), not an
  /// `unowned` reference of its own: storing one cost an unowned retain per root mounted.
  init(root: ViewRootCore, environment: EnvironmentValues) {
    super.init(context: ElementContext(root: root, parent: nil, environment: environment))
  }

  /// Shows `view` in `environment`: makes the child (unplaced: the root places it) the first
  /// time, then updates it, or replaces it when it cannot take `view`.
  func show<V: View>(_ view: V, environment: EnvironmentValues) {
    self.environment = environment
    guard let current = child else {
      child = makeChild(view)
      return
    }
    child = reconcileChild(current, to: view, environment: environment) { self.child = $0 }
  }

  override var childNodeParent: Node { root.hostNode }
  override func offset(ofChild child: Element) -> Int { 0 }
  override var ownsNode: Bool { true }
  override var nodeCount: Int { child?.nodeCount ?? 0 }
  override var children: [Element] { child.map { [$0] } ?? [] }
  override func unmount() { child?.unmount() }

  /// Places the child's nodes (the root places itself, having no creator).
  override func appendTopLevelNodes(to nodes: inout [Node]) {
    child?.appendTopLevelNodes(to: &nodes)
  }
}

/// A ``ViewRootCore`` showing a `Content` view. Setting ``rootView`` schedules a re-render.
@MainActor
public final class ViewRoot<Content: View>: ViewRootCore {
  /// The view at the top of this root. Setting it schedules this root's reconcile; the new
  /// value is compared with the old one field by field, as any view's inputs are.
  ///
  /// The setter moves the new value into the storage: a stored property with a `didSet`
  /// assigned it by copy and then destroyed the argument (for a hosted `Counter` holding a
  /// binding, ~315 instructions per set — one per hosted root mounted, from its update hook).
  ///
  /// Set while `showRootView()` lends the stored value to the tree (a body in this root set
  /// it), the replaced value is kept alive until the show returns: the tree may still read it.
  public var rootView: Content {
    get { rootViewStorage }
    set {
      if replacedWhileShowing != nil { replacedWhileShowing?.append(rootViewStorage) }
      rootViewStorage = consume newValue
      scheduleRootUpdate()
    }
  }
  /// ``rootView``'s storage. Unchecked exclusivity, as ``ViewRootCore``'s state (loop thread
  /// only); every access is instantaneous but `showRootView()`'s, which lends it to the tree
  /// for the show (see ``replacedWhileShowing`` for the setter that may run meanwhile).
  @exclusivity(unchecked) private var rootViewStorage: Content
  /// The root views replaced while `showRootView()` lends ``rootViewStorage`` (in the order
  /// they were replaced), kept alive until the show returns; `nil` while no show runs, empty
  /// (no allocation) while one runs and nothing was replaced. Unchecked exclusivity: loop
  /// thread only, every access instantaneous.
  @exclusivity(unchecked) private var replacedWhileShowing: [Any]?

  public init(
    rootView: Content, graph: UpdateGraph, hostNode: Node, name: String? = nil, nestingDepth: Int = 0,
    environment: EnvironmentValues = EnvironmentValues()
  ) {
    // Named before the view is stored, so the store takes the parameter (the view's last use)
    // instead of copying it: a hosted root's view (a `Counter` holding a binding) copied
    // and destroyed cost ~300 instructions per mount.
    let name = name ?? Self.defaultName(of: rootView)
    rootViewStorage = consume rootView
    super.init(
      graph: graph, hostNode: hostNode, name: name, nestingDepth: nestingDepth,
      environment: environment)
  }

  override public var erasedRootView: any View { rootViewStorage }

  /// Shows the stored view lent in place (`inout`, which `show` never writes): passed by value,
  /// the stored property was copied for the call (the copy's retains and its destroy, ~310
  /// instructions for a hosted `Counter`: one per hosted root mounted, one per root update).
  /// A body that sets ``rootView`` meanwhile replaces the storage under the tree's borrow; the
  /// setter then keeps the replaced value alive until the show returns (``replacedWhileShowing``).
  override func showRootView() {
    let outermost = replacedWhileShowing == nil
    if outermost { replacedWhileShowing = [] }
    show(&rootViewStorage)
    if outermost { replacedWhileShowing = nil }
  }

  /// A root is named after its view type — for an `AnyView`, the type it wraps.
  private static func defaultName(of view: Content) -> String {
    if let erased = view as? AnyView { return "\(type(of: erased.content))" }
    return "\(Content.self)"
  }
}
