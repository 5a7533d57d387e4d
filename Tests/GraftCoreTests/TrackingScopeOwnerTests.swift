import GraftCore
import Testing

/// An owner that re-runs one tracked read per scope it owns and counts the runs.
@MainActor
private final class CountingOwner: TrackingScopeOwner {
  let cell: StateCell<Int>
  var runs = 0
  var lastSeen: Int?
  init(cell: StateCell<Int>) { self.cell = cell }

  func performScope(_ scope: TrackingScope) {
    runs += 1
    scope.evaluate { lastSeen = cell.value }
  }
}

/// Scopes made with an owner (`TrackingScope(kind:root:depth:namedAfter:owner:)`) instead of a
/// `perform` closure: the pass runs the owner's `performScope(_:)`, once per invalidation, and
/// never after the scope is disposed.
@MainActor
@Suite struct TrackingScopeOwnerTests {
  @Test func aWriteRunsTheOwnersWorkOncePerPass() {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    let root = UpdateRoot(graph: graph, name: "owned")
    let cell = StateCell(0)
    let owner = CountingOwner(cell: cell)
    let scope = TrackingScope(
      kind: .update, root: root, depth: 0, namedAfter: CountingOwner.self, owner: owner)
    scope.evaluate { owner.lastSeen = cell.value }
    #expect(scope.name == "CountingOwner")

    cell.value = 1
    cell.value = 2
    loop.runUntilQuiescent()
    #expect(owner.runs == 1)
    #expect(owner.lastSeen == 2)

    cell.value = 3
    loop.runUntilQuiescent()
    #expect(owner.runs == 2)
    #expect(owner.lastSeen == 3)
    withExtendedLifetime(scope) {}
  }

  @Test func aDisposedScopeNeverCallsItsOwner() {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    let root = UpdateRoot(graph: graph, name: "owned")
    let cell = StateCell(0)
    let owner = CountingOwner(cell: cell)
    let scope = TrackingScope(
      kind: .update, root: root, depth: 0, namedAfter: CountingOwner.self, owner: owner)
    scope.evaluate { owner.lastSeen = cell.value }

    // Invalidated, then disposed before the pass: the pass skips it.
    cell.value = 1
    scope.dispose()
    loop.runUntilQuiescent()
    cell.value = 2
    loop.runUntilQuiescent()
    #expect(owner.runs == 0)
    #expect(owner.lastSeen == 0)
    withExtendedLifetime(scope) {}
  }
}
