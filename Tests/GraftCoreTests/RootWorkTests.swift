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
}
