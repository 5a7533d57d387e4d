import GraftCore
import Testing

/// A root's own work (`UpdateRoot.scheduleRootWork()` / `performRootWork()`): what a root that
/// is not made of scopes alone — a view root applying its root view — schedules for its pass.
@MainActor
@Suite struct RootWorkTests {
  /// A root whose own work logs, and which can make tracking scopes that log too.
  final class WorkingRoot: UpdateRoot {
    var log: [String] = []

    override func performRootWork() { log.append("root work") }

    func scope(_ name: String, depth: Int, reading cell: StateCell<Int>) -> TrackingScope {
      let scope = TrackingScope(kind: .update, root: self, depth: depth, name: name) { [unowned self] scope in
        self.log.append(name)
        scope.evaluate { _ = cell.value }
      }
      scope.evaluate { _ = cell.value }
      return scope
    }
  }

  @Test func scheduledWorkRunsOncePerPassBeforeTheDirtyScopes() {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    let root = WorkingRoot(graph: graph, name: "working")
    let cell = StateCell(0)
    let scope = root.scope("reader", depth: 0, reading: cell)
    cell.value = 1
    root.scheduleRootWork()
    root.scheduleRootWork()
    #expect(root.isDirty)
    #expect(root.dirtyScopeNames == ["working", "reader"])
    loop.runUntilQuiescent()
    #expect(root.log == ["root work", "reader"])
    #expect(graph.passCount == 1)
    #expect(root.renderCount == 1)
    #expect(!root.isDirty)
    withExtendedLifetime(scope) {}
  }

  @Test func workAloneMakesAPassAndDiscardingDropsIt() {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    let root = WorkingRoot(graph: graph, name: "working")
    root.scheduleRootWork()
    loop.runUntilQuiescent()
    #expect(root.log == ["root work"])
    #expect(graph.passCount == 1)
    root.scheduleRootWork()
    root.discardPendingWork()
    #expect(!root.isDirty)
    #expect(root.dirtyScopeNames.isEmpty)
    loop.runUntilQuiescent()
    #expect(root.log == ["root work"])
  }

  /// Several dirty scopes: named in the order they became dirty, run outer first, and when
  /// discarded, each made clean once and subscribed again (a later change runs each once).
  @Test func severalDirtyScopesRunOuterFirstAndDiscardingCleansEach() {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    let root = WorkingRoot(graph: graph, name: "working")
    let innerCell = StateCell(0)
    let outerCell = StateCell(0)
    let lastCell = StateCell(0)
    let inner = root.scope("inner", depth: 2, reading: innerCell)
    let outer = root.scope("outer", depth: 0, reading: outerCell)
    let last = root.scope("last", depth: 1, reading: lastCell)
    innerCell.value = 1
    outerCell.value = 1
    lastCell.value = 1
    #expect(root.dirtyScopeNames == ["inner", "outer", "last"])
    loop.runUntilQuiescent()
    #expect(root.log == ["outer", "last", "inner"])
    #expect(root.renderCount == 1)

    innerCell.value = 2
    outerCell.value = 2
    root.discardPendingWork()
    #expect(!root.isDirty)
    #expect(root.dirtyScopeNames.isEmpty)
    #expect(!inner.isDirty && !outer.isDirty)
    loop.runUntilQuiescent()
    #expect(root.log == ["outer", "last", "inner"])

    innerCell.value = 3
    outerCell.value = 3
    loop.runUntilQuiescent()
    #expect(root.log == ["outer", "last", "inner", "outer", "inner"])
    withExtendedLifetime((inner, outer, last)) {}
  }
}
