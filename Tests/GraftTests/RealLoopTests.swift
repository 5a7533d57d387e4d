import Foundation
import Graft
import GraftTesting
import Testing

private struct CountText: View {
  let cell: StateCell<Int>
  let log: ChangeLog
  var body: some View {
    Text("count \(cell.value)").onDisappear { log.entries.append("disappear") }
  }
}

/// Graft on the real libuv loop: writes posted from other threads, timers, shutdown.
@MainActor
@Suite struct RealLoopTests {
  @Test func writesPostedFromFourThreadsAllLandAndShutdownLeavesNothing() throws {
    let loop = try UVEventLoop()
    let graph = UpdateGraph(loop: loop)
    graph.diagnosticHandler = nil
    let cell = StateCell(0)
    let log = ChangeLog()
    let root = ViewRoot(rootView: CountText(cell: cell, log: log), graph: graph, hostNode: graph.tree.root)
    root.start()
    #expect(loop.runUntilQuiescent())
    let threads = (0..<4).map { _ in
      Thread {
        for _ in 0..<100_000 { loop.execute { cell.value += 1 } }
      }
    }
    for thread in threads { thread.start() }
    let landed = loop.run(until: { cell.untrackedValue == 400_000 }, timeout: .seconds(60))
    #expect(landed)
    #expect(loop.runUntilQuiescent())
    #expect(TextRenderer.render(graph.tree.root) == "Text \"count 400000\"")
    // Far fewer passes than writes: the doorbell coalesces and one pass serves many writes.
    #expect(graph.passCount < 400_000)

    // Shutdown with a live root and a pending timer: the root is torn down, handles closed.
    loop.scheduleTimer(after: .seconds(3600)) { cell.value = -1 }
    graph.tearDown()
    #expect(graph.roots.isEmpty)
    #expect(log.entries == ["disappear"])
    #expect(graph.tree.root.children.isEmpty)
    #expect(loop.shutdown() == 0)
  }

  @Test func timersDriveStateOnTheRealLoop() throws {
    let loop = try UVEventLoop()
    let graph = UpdateGraph(loop: loop)
    let cell = StateCell(0)
    let root = ViewRoot(
      rootView: CountText(cell: cell, log: ChangeLog()), graph: graph, hostNode: graph.tree.root)
    root.start()
    for delay in [5, 10, 15] {
      loop.scheduleTimer(after: .milliseconds(delay)) { cell.value += 1 }
    }
    #expect(loop.run(until: { cell.untrackedValue == 3 }, timeout: .seconds(60)))
    #expect(loop.runUntilQuiescent())
    #expect(TextRenderer.render(graph.tree.root) == "Text \"count 3\"")
    graph.tearDown()
    #expect(loop.shutdown() == 0)
  }
}
