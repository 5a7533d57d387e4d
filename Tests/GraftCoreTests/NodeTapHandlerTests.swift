import Foundation
import Testing

@testable import GraftCore

/// `Node.tapHandler` is the tap a node's handlers hold, read without the others — in each way
/// a node keeps them: none, a tap alone, all four kinds (with a tap or without), a forwarding
/// (the source's handler of the moment, none once stopped).
@MainActor
@Suite struct NodeTapHandlerTests {
  @Test func theTapHandlerIsTheHandlersTapHoweverTheyAreKept() {
    let graph = UpdateGraph(loop: VirtualLoop())
    let tree = graph.tree
    let owner = UpdateRoot(graph: graph, name: "owner")
    let node = tree.makeNode(.button)
    var log: [String] = []
    func tap() -> Bool {
      #expect((node.tapHandler == nil) == (node.handlers.onTap == nil))
      guard let tapHandler = node.tapHandler else { return false }
      tapHandler()
      return true
    }
    #expect(!tap())
    tree.setHandlers(NodeEventHandlers(onTap: { log.append("alone") }), for: node)
    #expect(tap())
    tree.setHandlers(NodeEventHandlers(onTap: { log.append("full") }, onValueChange: { _ in }), for: node)
    #expect(tap())
    tree.setHandlers(NodeEventHandlers(onValueChange: { _ in }), for: node)
    #expect(!tap())
    let source = NodeTapForwardingTests.Source()
    node.forwardTaps(to: source, of: owner.handle)
    #expect(!tap())
    source.currentTapHandler = { log.append("forwarded") }
    #expect(tap())
    node.stopForwardingTaps()
    #expect(!tap())
    #expect(log == ["alone", "full", "forwarded"])
  }
}
