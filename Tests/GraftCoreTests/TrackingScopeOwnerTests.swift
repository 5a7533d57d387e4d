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

/// A loop, a root and one scope made with a `CountingOwner`, which has read its cell once.
@MainActor
private struct OwnedScopeFixture {
  let loop = VirtualLoop()
  let cell = StateCell(0)
  let owner: CountingOwner
  let scope: TrackingScope
  /// Kept alive here: a root holds its graph unowned.
  private let graph: UpdateGraph
  private let root: UpdateRoot

  init() {
    graph = UpdateGraph(loop: loop)
    root = UpdateRoot(graph: graph, name: "owned")
    owner = CountingOwner(cell: cell)
    scope = TrackingScope(
      kind: .update, root: root, depth: 0, namedAfter: CountingOwner.self, owner: owner)
    scope.evaluate { [owner, cell] in owner.lastSeen = cell.value }
  }
}

/// Scopes made with an owner (`TrackingScope(kind:root:depth:namedAfter:owner:)`) instead of a
/// `perform` closure: the pass runs the owner's `performScope(_:)`, once per invalidation, and
/// never after the scope is disposed.
@MainActor
@Suite struct TrackingScopeOwnerTests {
  @Test func aWriteRunsTheOwnersWorkOncePerPass() {
    let fixture = OwnedScopeFixture()
    #expect(fixture.scope.name == "CountingOwner")

    fixture.cell.value = 1
    fixture.cell.value = 2
    fixture.loop.runUntilQuiescent()
    #expect(fixture.owner.runs == 1)
    #expect(fixture.owner.lastSeen == 2)

    fixture.cell.value = 3
    fixture.loop.runUntilQuiescent()
    #expect(fixture.owner.runs == 2)
    #expect(fixture.owner.lastSeen == 3)
  }

  @Test func aDisposedScopeNeverCallsItsOwner() {
    let fixture = OwnedScopeFixture()

    // Invalidated, then disposed before the pass: the pass skips it.
    fixture.cell.value = 1
    fixture.scope.dispose()
    fixture.loop.runUntilQuiescent()
    fixture.cell.value = 2
    fixture.loop.runUntilQuiescent()
    #expect(fixture.owner.runs == 0)
    #expect(fixture.owner.lastSeen == 0)
  }
}
