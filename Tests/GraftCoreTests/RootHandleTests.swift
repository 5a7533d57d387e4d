import GraftCore
import Testing

/// What outlives a root — its scopes, its anchor node, the graph — reaches it through its
/// `RootHandle`, and reads `nil` once the root is freed (as a `weak` reference did). Run under
/// ASan, these tests also show nothing reads the freed root's memory.
@MainActor
@Suite struct RootHandleTests {
  @Test func aScopeThatOutlivesItsRootReadsNilAndAWriteItReadIsHarmless() {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    let cell = StateCell(0)
    var root: ScriptRoot? = ScriptRoot(graph: graph, name: "short-lived")
    let scope = root!.scope("reads cell") { _ = cell.value }
    #expect(scope.root === root)
    weak let freed = root
    root = nil
    #expect(freed == nil)
    #expect(scope.root == nil)
    #expect(graph.roots.isEmpty)
    // The scope still reads `cell`: the write invalidates it, and with no root to schedule,
    // nothing runs and no pass is left pending.
    cell.value = 1
    loop.runUntilQuiescent()
    #expect(scope.isDirty)
    #expect(scope.evaluationCount == 1)
    #expect(!graph.hasPendingWork)
  }

  @Test func aRetiredRootThatIsStillAliveIsStillItsScopesRoot() {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    let root = ScriptRoot(graph: graph, name: "retired")
    let scope = root.scope("scope") {}
    root.retire()
    #expect(scope.root === root)
    #expect(graph.roots.isEmpty)
  }

  @Test func anAnchorWhoseRootIsFreedWithoutRetiringHasNoOwnerAndCanBeClaimedAgain() {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    let anchor = graph.tree.makeNode(.host)
    var first: ScriptRoot? = ScriptRoot(graph: graph, name: "first")
    first!.claimAnchor(anchor)
    #expect(anchor.anchorOwner === first)
    #expect(UpdateRoot.anchorProblem(anchor)?.contains("'first'") == true)
    first = nil
    #expect(anchor.anchorOwner == nil)
    #expect(UpdateRoot.anchorProblem(anchor) == nil)
    let second = ScriptRoot(graph: graph, name: "second")
    second.claimAnchor(anchor)
    #expect(anchor.anchorOwner === second)
    second.retire()
    #expect(anchor.anchorOwner == nil)
  }

  @Test func nodesMadeAfterClaimedAnchorsAreFreedHaveNoOwner() {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    var owners: [ScriptRoot] = []
    do {
      // Anchors whose roots stay alive and claimed, freed with their roots (the owner is kept
      // out of the node, by node: a later node must not find a freed one's entry).
      var roots: [ScriptRoot] = []
      for index in 0..<20 {
        let root = ScriptRoot(graph: graph, name: "freed \(index)")
        root.claimAnchor(graph.tree.makeNode(.host))
        roots.append(root)
      }
      #expect(roots.allSatisfy { $0.anchor?.anchorOwner === $0 })
    }
    let nodes = (0..<40).map { _ in graph.tree.makeNode(.host) }
    #expect(nodes.allSatisfy { $0.anchorOwner == nil && UpdateRoot.anchorProblem($0) == nil })
    for (index, node) in nodes.enumerated() where index.isMultiple(of: 2) {
      let root = ScriptRoot(graph: graph, name: "owner \(index)")
      root.claimAnchor(node)
      owners.append(root)
    }
    let expected = nodes.indices.map { $0.isMultiple(of: 2) ? owners[$0 / 2] : nil }
    #expect(zip(nodes, expected).allSatisfy { $0.anchorOwner === $1 })
    for root in owners { root.retire() }
    #expect(nodes.allSatisfy { $0.anchorOwner == nil })
  }

  @Test func theGraphListsOnlyLiveRootsWhenRootsAreFreedBeforeItAmongNewOnes() {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    let cell = StateCell(0)
    var kept: [ScriptRoot] = []
    var scopes: [TrackingScope] = []
    // Enough registrations that the list of live roots is compacted several times while
    // freed roots' slots are in it.
    for index in 0..<100 {
      let root = ScriptRoot(graph: graph, name: "root \(index)")
      scopes.append(root.scope("scope \(index)") { _ = cell.value })
      if index.isMultiple(of: 3) { kept.append(root) }
    }
    #expect(graph.roots.map(\.name) == kept.map(\.name))
    #expect(scopes.filter { $0.root != nil }.count == kept.count)
    cell.value = 1
    loop.runUntilQuiescent()
    #expect(kept.allSatisfy { $0.log.count == 1 })
    for root in kept { root.retire() }
    #expect(graph.roots.isEmpty)
  }

  /// A root's handle holds its graph's tree, and an anchor's entry holds the handle: a root
  /// freed without retiring must drop its anchor's entry, or the process-wide table would keep
  /// the tree (which holds the anchor) alive after its graph is gone.
  @Test func aTreeIsFreedWithItsGraphWhenItsAnchoredRootsWereFreedWithoutRetiring() {
    let loop = VirtualLoop()
    var graph: UpdateGraph? = UpdateGraph(loop: loop)
    weak let tree = graph!.tree
    var top: ScriptRoot? = ScriptRoot(graph: graph!, name: "top")
    top!.claimAnchor(graph!.tree.root)
    let host = graph!.tree.makeNode(.host)
    graph!.tree.insert(host, into: graph!.tree.root, at: 0)
    var hosted: ScriptRoot? = ScriptRoot(graph: graph!, name: "hosted", nestingDepth: 1)
    hosted!.claimAnchor(host)
    hosted = nil
    top = nil
    #expect(host.anchorOwner == nil)
    #expect(tree?.root.anchorOwner == nil)
    graph = nil
    #expect(tree == nil)
  }

  /// What outlives a root through its handle (here a scope) keeps the root's tree alive, as
  /// an element of the root does, until it goes.
  @Test func aScopeThatOutlivesItsRootAndGraphKeepsTheTreeUntilItIsFreed() {
    let loop = VirtualLoop()
    var graph: UpdateGraph? = UpdateGraph(loop: loop)
    weak let tree = graph!.tree
    var root: ScriptRoot? = ScriptRoot(graph: graph!, name: "top")
    root!.claimAnchor(graph!.tree.root)
    var scope: TrackingScope? = root!.scope("scope") {}
    root = nil
    graph = nil
    #expect(tree != nil)
    scope = nil
    #expect(tree == nil)
    #expect(scope == nil)
  }
}
