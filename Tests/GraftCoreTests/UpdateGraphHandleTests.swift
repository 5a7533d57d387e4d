import GraftCore
import Testing

/// A graph is held through its handle by its loop's pass, its tree's change callback and the
/// graph-per-loop table: once the graph is freed each of them reads `nil` — a pass requested
/// afterwards does nothing, a change made to the surviving tree asks no freed graph for a pass,
/// and the loop takes a new graph. (Under ASan, a handle read after its graph's memory was freed
/// is reported.)
@MainActor
@Suite struct UpdateGraphHandleTests {
  @Test func aHandleThatOutlivesItsGraphReadsNil() {
    var graph: UpdateGraph? = UpdateGraph(loop: VirtualLoop())
    let handle = graph!.handle
    #expect(handle.object === graph)
    weak let freed = graph
    graph = nil
    #expect(freed == nil)
    #expect(handle.object == nil)
  }

  @Test func theLoopAndTheTreeOutliveTheirGraphAndTheLoopTakesANewOne() {
    let loop = VirtualLoop()
    var graph: UpdateGraph? = UpdateGraph(loop: loop)
    let tree = graph!.tree
    weak let freed = graph
    graph = nil
    #expect(freed == nil)

    // The loop's pass closure and the tree's callback still exist; neither reaches a graph.
    loop.updatePass?()
    tree.insert(tree.makeNode(.text), into: tree.root, at: 0)
    #expect(loop.runUntilQuiescent())
    #expect(tree.hasPendingChanges)  // recorded, waiting for a graph's pass that no longer exists

    // The table's entry reads `nil`: a new graph may take the loop, and its pass runs.
    let next = UpdateGraph(loop: loop)
    let root = UpdateRoot(graph: next, name: "after")
    var runs = 0
    let scope = TrackingScope(kind: .body, root: root, depth: 0, name: "reader") { _ in runs += 1 }
    scope.invalidate()
    #expect(loop.runUntilQuiescent())
    #expect(runs == 1)
    #expect(next.passCount == 1)
  }
}
