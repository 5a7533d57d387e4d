import GraftCore
import Testing

/// After the pass cuts an update cycle, the scopes it cut must still follow their sources:
/// a later write re-runs them. (Invalidation unsubscribes a scope from the source that
/// changed; a scope cut without re-running used to stay unsubscribed — and stale — for good.)
@MainActor
@Suite struct CycleRecoveryTests {
  @Test func aScopeWhoseOnlyDependencyWasTheCyclingStateFollowsALaterWrite() throws {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    graph.diagnosticHandler = nil
    let root = ScriptRoot(graph: graph, name: "cycle")
    let cell = StateCell(0)
    let trigger = StateCell(false)
    var seen = -1
    // The reader runs before the feeder in each reconcile (smaller depth), so every write
    // of the feeder leaves it dirty — and unsubscribed from the cell — when the cycle is cut.
    let reader = root.scope("reader", depth: 0) { seen = cell.value }
    let feeder = root.scope("feeder", depth: 1) { if trigger.value { cell.value = cell.value + 1 } }
    trigger.value = true
    #expect(loop.runUntilQuiescent())
    #expect(graph.diagnostics.map(\.kind) == [.updateCycle])
    // Stop feeding, then write the cycling state from outside: the reader must see it.
    trigger.value = false
    #expect(loop.runUntilQuiescent())
    cell.value = 1000
    #expect(loop.runUntilQuiescent())
    #expect(seen == 1000)
    // And it keeps following.
    cell.value = 1001
    #expect(loop.runUntilQuiescent())
    #expect(seen == 1001)
    #expect(graph.diagnostics.count == 1)
    withExtendedLifetime((reader, feeder)) {}
  }
}
