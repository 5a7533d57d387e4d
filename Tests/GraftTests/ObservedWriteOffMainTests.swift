import Foundation
import Graft
import GraftTesting
import Observation
import Testing

/// Written from another thread in the test; every access is ordered by the semaphore (the
/// write finishes before the loop runs again), hence unchecked.
@Observable
private final class Counter: @unchecked Sendable {
  var value = 0
}

private struct CounterText: View {
  let counter: Counter
  var body: some View { Text("count \(counter.value)") }
}

/// An `@Observable` property written on another thread: the registration fires there and posts
/// the invalidation to the loop, which re-renders the view that read it.
@MainActor
@Suite struct ObservedWriteOffMainTests {
  @Test func aWriteOnAnotherThreadReRendersTheReaderOnTheLoop() throws {
    let loop = try UVEventLoop()
    let graph = UpdateGraph(loop: loop)
    graph.diagnosticHandler = nil
    let counter = Counter()
    let root = ViewRoot(rootView: CounterText(counter: counter), graph: graph, hostNode: graph.tree.root)
    root.start()
    #expect(loop.runUntilQuiescent())
    for round in 1...3 {
      let written = DispatchSemaphore(value: 0)
      Thread {
        counter.value = round
        written.signal()
      }.start()
      #expect(written.wait(timeout: .now() + 30) == .success)
      let rendered = loop.run(
        until: { TextRenderer.render(graph.tree.root) == "Text \"count \(round)\"" }, timeout: .seconds(30))
      #expect(rendered)
    }
    graph.tearDown()
    #expect(loop.shutdown() == 0)
  }
}
