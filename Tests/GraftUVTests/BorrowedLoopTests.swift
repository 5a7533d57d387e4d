import CLibUV
import Foundation
import GraftCore
import GraftUV
import GraftViews
import Testing

/// Shows `count N`, reading `count` (tracked), and logs each evaluation.
struct CountView: View {
  let count: StateCell<Int>
  let log: RenderLog
  var body: some View {
    let value = count.value
    log.entries.append((value, log.loop?.iterationCount ?? -1))
    return Text("count \(value)")
  }
}

/// Every evaluation of a ``CountView``: the value it showed and the loop iteration it ran in.
@MainActor
final class RenderLog {
  weak var loop: UVEventLoop?
  var entries: [(value: Int, iteration: Int)] = []
}

/// A Graft root on a host's loop: the graph, the root and a log of its renders.
@MainActor
final class Guest {
  let loop: UVEventLoop
  let graph: UpdateGraph
  let root: ViewRoot<CountView>
  let count = StateCell(0)
  let log = RenderLog()
  var renders: [(value: Int, iteration: Int)] { log.entries }

  init(on host: HostLoop) throws {
    loop = try UVEventLoop(borrowing: UnsafeMutableRawPointer(host.raw))
    log.loop = loop
    graph = UpdateGraph(loop: loop)
    graph.diagnosticHandler = nil
    root = ViewRoot(rootView: CountView(count: count, log: log), graph: graph, hostNode: graph.tree.root)
    root.start()
  }

  /// Stops the root and closes Graft's handles (the host runs its loop to free them).
  func shutDown() -> Int32 {
    root.stop()
    graph.tearDown()
    return loop.shutdown()
  }
}

/// Graft as a guest on a loop its host owns and runs (`UVEventLoop(borrowing:)`).
@Suite("UVEventLoop on a borrowed loop")
@MainActor
struct BorrowedLoopTests {
  @Test func aHostTimerWriteRendersInTheSameIterationAndGraftLeavesNothingBehind() throws {
    let host = HostLoop()
    let guest = try Guest(on: host)
    var writes: [(value: Int, iteration: Int)] = []
    // A watchdog that does not keep the loop alive: it only stops a run that would hang.
    var watchdogFired = false
    let watchdog = host.startTimer(after: 30_000, every: 0, referenced: false) { _ in
      watchdogFired = true
      uv_stop(host.raw)
    }
    host.startTimer(after: 1, every: 1) { timer in
      let value = writes.count + 1
      guest.count.write(value)
      // The check phase (where the pass runs and iterationCount is bumped) is still ahead.
      writes.append((value, guest.loop.iterationCount + 1))
      if value == 3 { timer.close() }
    }
    // Returns once the host timer closed: Graft, idle, keeps nothing alive.
    #expect(host.run() == 0)
    #expect(!watchdogFired)
    // The first render shows 0, or 1 if the first tick came before the first pass.
    #expect(guest.renders.last?.value == 3)
    #expect(writes.map(\.value) == [1, 2, 3])
    for write in writes {
      #expect(guest.renders.contains { $0 == write }, "write \(write) was not rendered in its own iteration")
    }
    #expect(guest.graph.tree.texts == ["count 3"])

    let before = Set(host.handles())
    #expect(guest.shutDown() == 0)
    host.run()
    let after = Set(host.handles())
    #expect(after == [watchdog.base], "Graft left handles on the host's loop")
    #expect(before.count > after.count)
    #expect(host.raw.pointee.data == host.sentinel)
    watchdog.close()
    host.run()
    #expect(host.close() == 0)
  }

  @Test func uvRunReturnsWhenGraftHasNothingPending() throws {
    let host = HostLoop()
    let guest = try Guest(on: host)
    guest.loop.execute {}
    // Graft never ran the host's loop by itself: no iteration, no render yet.
    #expect(guest.loop.iterationCount == 0)
    #expect(guest.renders.isEmpty)
    // The started root's pass is pending: it keeps the loop alive until it ran, no longer.
    #expect(host.run() == 0)
    #expect(guest.renders.map(\.value) == [0])
    guest.count.write(5)
    host.run()
    #expect(guest.graph.tree.texts == ["count 5"])
    #expect(host.run() == 0)  // Nothing pending: returns at once.
    #expect(guest.shutDown() == 0)
    // Shutdown closed Graft's handles without running the loop: their close callbacks wait.
    #expect(!host.handles().isEmpty)
    host.run()
    #expect(host.handles().isEmpty)
    #expect(host.close() == 0)
  }

  @Test func writesPostedFromFourThreadsReachTheBorrowedLoop() throws {
    let host = HostLoop()
    let guest = try Guest(on: host)
    let threads = 4
    let postsPerThread = 2_000
    let total = threads * postsPerThread
    let loop = guest.loop
    let count = guest.count
    for _ in 0..<threads {
      Thread {
        for _ in 0..<postsPerThread {
          loop.execute { count.write(count.untrackedValue + 1) }
        }
      }.start()
    }
    // The host keeps its loop alive with its own timer until it sees the total rendered;
    // the doorbell wakes its poll for every batch of posts in between.
    var timedOut = false
    let started = Date()
    host.startTimer(after: 5, every: 5) { timer in
      if guest.graph.tree.texts == ["count \(total)"] { timer.close() }
      if Date().timeIntervalSince(started) > 120 {
        timedOut = true
        timer.close()
      }
    }
    host.run()
    #expect(!timedOut)
    #expect(guest.graph.tree.texts == ["count \(total)"])
    #expect(guest.renders.last?.value == total)
    #expect(guest.shutDown() == 0)
    host.run()
    #expect(host.handles().isEmpty)
    #expect(host.close() == 0)
  }

  @Test func twoGuestsShareOneHostLoop() throws {
    let host = HostLoop()
    let first = try Guest(on: host)
    let second = try Guest(on: host)
    host.run()
    first.count.write(1)
    second.count.write(2)
    host.run()
    #expect(first.graph.tree.texts == ["count 1"])
    #expect(second.graph.tree.texts == ["count 2"])
    #expect(first.shutDown() == 0)
    second.count.write(3)
    host.run()
    #expect(second.graph.tree.texts == ["count 3"])
    #expect(second.shutDown() == 0)
    host.run()
    #expect(host.handles().isEmpty)
    #expect(host.close() == 0)
  }
}
