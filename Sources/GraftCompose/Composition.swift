import GraftCore
import GraftSeam

/// One independently reconciled composition: a root in Graft's shared update graph.
///
/// Contract: ``start()`` schedules the first composition into ``hostNode``; it runs in the
/// graph's update pass, after roots with a smaller nesting depth. A restartable group whose
/// reads changed is recomposed alone, in the same pass as the write that invalidated it.
/// ``stop()`` removes every node and runs every group's leave actions (effects' onDispose,
/// interop release). Loop thread only.
@MainActor
public final class Composition: UpdateRoot {
  /// The node the composition's top-level nodes go into.
  public let hostNode: Node
  /// The Graft environment of the host position (bridged locals fall back to it).
  public private(set) var environment: EnvironmentValues
  let applier: ComposeApplier
  let rootLocals = CompositionLocalMap()
  private let rootGroup: SlotGroup
  private var content: (Composer) -> Void
  private lazy var rootScope = TrackingScope(kind: .body, root: self, depth: -1, name: name) {
    [unowned self] _ in self.composeAll()
  }
  /// Whether ``stop()`` ran. Loop thread only; each access instantaneous (read at every
  /// recomposition, written once by `stop`), so without the dynamic exclusivity check (a
  /// `swift_beginAccess` per recomposed group).
  @exclusivity(unchecked) public private(set) var isStopped = false
  /// The `@Observable` reads of the root scope's last evaluation.
  private var rootObservation = ObservationTracker(viewType: Composition.self)
  /// The composer the last (re)composition used, idle, for the next one: a composer per
  /// recomposed row was an allocation and a release of it and its frame stack each.
  private var idleComposer: Composer?

  public init(
    graph: UpdateGraph, hostNode: Node, name: String = "Composition", nestingDepth: Int = 0,
    environment: EnvironmentValues = EnvironmentValues(), content: @escaping (Composer) -> Void
  ) {
    self.hostNode = hostNode
    self.environment = environment
    self.content = content
    applier = ComposeApplier(tree: graph.tree)
    rootGroup = SlotGroup(
      key: GroupKey(site: CallSite()), parent: nil, locals: CompositionLocalMap())
    super.init(graph: graph, name: name, nestingDepth: nestingDepth)
    claimAnchor(hostNode)
  }

  /// Schedules the first composition.
  public func start() {
    guard !isStopped else { return }
    TraceRecorder.withReason("mounted") { rootScope.invalidate() }
  }

  /// Replaces the content and schedules a full recomposition.
  public func setContent(_ content: @escaping (Composer) -> Void) {
    self.content = content
    rootScope.invalidate()
  }

  /// Replaces the Graft environment of the host position; recomposes if it changed.
  public func updateEnvironment(_ environment: EnvironmentValues) {
    guard !environment.hasSameEntries(as: self.environment) else { return }
    self.environment = environment
    rootScope.invalidate()
  }

  /// Removes every node, runs every leave action, retires the root.
  public func stop() {
    guard !isStopped else { return }
    isStopped = true
    rootScope.dispose()
    rootObservation.retire()
    if !hostNode.children.isEmpty {
      graph.tree.remove(from: hostNode, at: 0, count: hostNode.children.count)
    }
    rootGroup.leave()
    rootGroup.children.removeAll()
    retire()
  }

  override public func tearDown() { stop() }

  private func composeAll() {
    guard !isStopped else { return }
    let composer = takeComposer()
    applier.down(hostNode)
    rootScope.evaluate(observing: &rootObservation, on: graph.loop) {
      composer.compose(rootGroup) { content(composer) }
    }
    applier.up()
    idleComposer = composer
  }

  /// The idle composer, if there is one (taken: a composition nested in this one gets its
  /// own), else a new one.
  private func takeComposer() -> Composer {
    guard let composer = idleComposer, composer.isIdle else { return Composer(composition: self) }
    idleComposer = nil
    return composer
  }

  /// Re-runs one restartable group alone, with the node cursor placed where its nodes are.
  func recompose(_ group: SlotGroup) {
    guard !isStopped, let restart = group.restart, group.scope != nil else { return }
    let (node, offset) = nodePosition(of: group)
    let composer = takeComposer()
    applier.down(node, cursor: offset)
    group.evaluate(on: graph.loop) {
      composer.compose(group) { restart.restart(composer) }
    }
    applier.up()
    idleComposer = composer
  }

  /// The node a group's nodes live in, and the index of its first node there.
  ///
  /// When the group has a node of its own (or in its subtree), its first node's place among
  /// its parent node's children is that index: its last known place if the node is still
  /// there, else a scan of node references — not a walk summing
  /// the node counts of every sibling group before it (which, for a row near the end of a
  /// long list, visited every group of every row before it). A group without nodes, or whose
  /// first node is not (yet) in a parent node, is placed by that walk.
  ///
  /// The enclosing node is read off that first node (a group's nodes are children of the
  /// node of its nearest emitting ancestor, or of ``hostNode``): walking up to that ancestor
  /// loaded each `unowned` parent strongly, a runtime call per level (three for a list row).
  private func nodePosition(of group: SlotGroup) -> (Node, Int) {
    if let first = group.firstNodeGroup, let container = first.node?.parent,
      let index = first.nodeIndex(in: container, from: 0)
    {
      assert(container === enclosingNode(of: group), "a group's node is not in its enclosing node")
      return (container, index)
    }
    var offset = 0
    var current = group
    while let parent = current.parent {
      for sibling in parent.children {
        if sibling === current { break }
        offset += sibling.nodeCount
      }
      if let node = parent.node { return (node, offset) }
      current = parent
    }
    return (hostNode, offset)
  }

  /// The node of `group`'s nearest emitting ancestor, or ``hostNode`` (debug checks).
  private func enclosingNode(of group: SlotGroup) -> Node {
    var enclosing = group.parent
    while let candidate = enclosing, candidate.node == nil { enclosing = candidate.parent }
    return enclosing?.node ?? hostNode
  }
}
