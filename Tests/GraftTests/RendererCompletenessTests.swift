import Graft
import GraftTesting
import Testing

private struct Screen: View {
  @State private var shown = true
  var body: some View {
    VStack {
      Text("title")
      Button("Hide") { shown = false }
      if shown {
        Embeds()
      }
    }
  }
}

private struct Embeds: ViewControllerRepresentable {
  func makeViewController(context: Context) -> HostingController<Text> {
    HostingController(rootView: Text("hosted"))
  }
  func updateViewController(_ viewController: HostingController<Text>, context: Context) {}
}

/// Every change to the tree reaches every renderer, in order, whenever it happens — inside an
/// update pass or outside one (a teardown, a root stopped by hand).
@MainActor
@Suite struct RendererCompletenessTests {
  @Test func aGraphTeardownReachesRenderersAtOnce() throws {
    let host = TestHost(rootView: Screen())
    #expect(host.texts == ["title", "hosted"])
    host.graph.tearDown()
    // No pass has run since: the teardown's removals were delivered by tearDown itself.
    #expect(host.graph.tree.root.children.isEmpty)
    #expect(host.rendererIsInSync)
  }

  @Test func aRootStoppedOutsideAPassReachesRenderersInTheNextPass() throws {
    let host = TestHost(rootView: Screen())
    let batches = host.replay.appliedBatches
    host.root.stop()
    // Stopping asked for a pass; settling runs it and delivers the removal.
    try host.settle()
    #expect(host.replay.appliedBatches == batches + 1)
    #expect(host.rendererIsInSync)
    #expect(host.texts.isEmpty)
  }

  @Test func testHostTearDownChecksTheRenderer() throws {
    let host = TestHost(rootView: Screen())
    try host.tap("Hide")
    try host.tearDown()
    #expect(host.rendererIsInSync)
  }

  @Test func changesMadeBeforeAPassAreNotDropped() {
    let graph = UpdateGraph(loop: VirtualLoop())
    let replay = ReplayRenderer(tree: graph.tree)
    var properties = NodeProperties()
    properties.text = "made by hand"
    graph.tree.insert(graph.tree.makeNode(.text, properties: properties), into: graph.tree.root, at: 0)
    #expect(graph.tree.hasPendingChanges)
    graph.runPass()
    #expect(!graph.tree.hasPendingChanges)
    #expect(replay.matchesTree)
  }

  @Test func aCancelledBatchObserverReceivesNothingMore() {
    let graph = UpdateGraph(loop: VirtualLoop())
    var received = 0
    let before = graph.tree.batchObserverCount
    let subscription = graph.tree.addBatchObserver { _ in received += 1 }
    #expect(graph.tree.batchObserverCount == before + 1)
    graph.tree.insert(graph.tree.makeNode(.spacer), into: graph.tree.root, at: 0)
    graph.tree.endBatch()
    subscription.cancel()
    subscription.cancel()
    graph.tree.remove(from: graph.tree.root, at: 0)
    graph.tree.endBatch()
    #expect(received == 1)
    #expect(graph.tree.batchObserverCount == before)
  }
}
