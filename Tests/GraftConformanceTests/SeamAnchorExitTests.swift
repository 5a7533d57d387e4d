import Graft
import GraftSeamTestRuntime
import GraftTesting
import Testing

/// A runtime written against the seam alone gets exclusive anchors too: its root claims the
/// host node it mounts into, so a second root mounted on the same node stops with a message
/// naming the node and its owner instead of corrupting the tree.
@Suite struct SeamAnchorExitTests {
  @Test func aSecondSeamRootOnTheSameAnchorStopsWithAClearMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let host = TestHost(rootView: Text("host"))
        let node = host.graph.tree.makeNode(.host)
        let context = HostingContext(
          graph: host.graph, hostNode: node, nestingDepth: 1, environment: EnvironmentValues())
        MiniContent(inputs: ()) { mini, _ in mini.text("first") }.mountHostedContent(context)
        MiniContent(inputs: ()) { mini, _ in mini.text("second") }.mountHostedContent(context)
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("cannot mount into Host node"), "\(message)")
    #expect(message.contains("one root per anchor"))
  }
}
