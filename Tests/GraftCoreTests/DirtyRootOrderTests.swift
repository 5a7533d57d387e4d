import GraftCore
import Testing

/// The order in which one pass reconciles many dirty roots: outer before inner, and among roots
/// of one depth, the one that became dirty first goes first.
@MainActor
@Suite struct DirtyRootOrderTests {
  @Test func manyRootsReconcileByDepthThenInTheOrderTheyBecameDirty() {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    // Depths in a scrambled but fixed order; 60 roots so the queue's ordering is exercised
    // well beyond a handful of entries.
    let depths = (0..<60).map { ($0 * 7 + 3) % 4 }
    let cells = depths.map { _ in StateCell(0) }
    var order: [Int] = []
    let roots = depths.enumerated().map { index, depth in
      ScriptRoot(graph: graph, name: "root\(index)", nestingDepth: depth)
    }
    let scopes = roots.indices.map { index in
      roots[index].scope("reads\(index)") {
        _ = cells[index].value
        order.append(index)
      }
    }
    order.removeAll()
    // Make the roots dirty in a second scrambled order (no pass runs between the writes).
    let writeOrder = (0..<60).map { ($0 * 11) % 60 }
    for index in writeOrder { cells[index].value = 1 }
    loop.runUntilQuiescent()
    // What the contract says: sorted by depth, ties kept in write order (a stable sort).
    let expected = writeOrder.enumerated()
      .sorted { lhs, rhs in
        depths[lhs.element] != depths[rhs.element]
          ? depths[lhs.element] < depths[rhs.element] : lhs.offset < rhs.offset
      }
      .map(\.element)
    #expect(order == expected)
    #expect(graph.passCount == 1)
    withExtendedLifetime((roots, scopes)) {}
  }
}
