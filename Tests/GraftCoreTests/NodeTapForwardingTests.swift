import Foundation
import Testing

@testable import GraftCore

/// A node can forward its taps to its owner (issue 15, round 40: a GraftViews button's node
/// asks its element for the tap handler of the moment, so an update that changed only the
/// button's action stores nothing). Wherever the node keeps its handlers — its own box, an
/// engine's record, the layout fields beside a behavior — a read answers the source's handler
/// of the moment, setting handlers ends the forwarding, and so does stopping it.
@MainActor
@Suite struct NodeTapForwardingTests {
  final class EngineRecord: NodeLayoutStorage {}
  final class Behavior {}

  /// A source whose tap handler the test changes.
  final class Source: NodeTapSource {
    var currentTapHandler: (() -> Void)?
  }

  @Test func aForwardingNodeAnswersTheSourcesHandlerWhereverItKeepsIt() throws {
    let graph = UpdateGraph(loop: VirtualLoop())
    let tree = graph.tree
    let owner = UpdateRoot(graph: graph, name: "owner")
    let root = owner.handle
    let behavior = Behavior()
    var log: [String] = []
    let places = ["own box", "engine record", "layout fields", "behavior only", "record after"]
    for place in places {
      let node = tree.makeNode(.button)
      let source = Source()
      switch place {
      case "engine record": node.layoutStorage = EngineRecord()
      case "layout fields": tree.setLayoutFrame(CGRect(x: 0, y: 0, width: 1, height: 1), for: node)
      case "behavior only": tree.setLayoutBehavior(behavior, for: node)
      default: break
      }
      node.forwardTaps(to: source, of: root)
      // Disabled: no handler, and a tap is refused.
      #expect(node.handlers.onTap == nil, "\(place)")
      #expect(throws: InteractionError.self) { try node.performTap() }
      source.currentTapHandler = { log.append("\(place) 1") }
      try node.performTap()
      if place == "record after" {
        // An engine's record made after the forwarding takes it over, and dropping it keeps it.
        node.layoutStorage = EngineRecord()
        source.currentTapHandler = { log.append("\(place) record") }
        try node.performTap()
        node.layoutStorage = nil
      }
      // Forwarding again (every refresh of the owner) keeps the source's handler of the moment.
      node.forwardTaps(to: source, of: root)
      source.currentTapHandler = { log.append("\(place) 2") }
      try node.performTap()
      // Handlers set end the forwarding: the source's later handler is not asked.
      tree.setHandlers(NodeEventHandlers(onTap: { log.append("\(place) set") }), for: node)
      source.currentTapHandler = { log.append("\(place) later") }
      try node.performTap()
      // Forwarding again (the source's handler of the moment), then stopping: no handlers.
      node.forwardTaps(to: source, of: root)
      try node.performTap()
      node.stopForwardingTaps()
      #expect(node.handlers.onTap == nil && node.handlers.onValueChange == nil, "\(place)")
      // Stopping a node that does not forward leaves its handlers.
      tree.setHandlers(NodeEventHandlers(onTap: { log.append("\(place) kept") }), for: node)
      node.stopForwardingTaps()
      try node.performTap()
      // Handlers of every kind replace a forwarding whole.
      node.forwardTaps(to: source, of: root)
      tree.setHandlers(
        NodeEventHandlers(
          onTap: { log.append("\(place) full") }, onValueChange: { log.append("\(place) \($0)") }),
        for: node)
      try node.performTap()
      let onValueChange = try #require(node.handlers.onValueChange)
      onValueChange(2)
      switch place {
      case "layout fields": #expect(node.layoutFrame == CGRect(x: 0, y: 0, width: 1, height: 1))
      case "behavior only": #expect(node.layoutBehavior === behavior)
      default: break
      }
    }
    let expected = places.flatMap { place in
      [
        "\(place) 1", place == "record after" ? "\(place) record" : nil, "\(place) 2", "\(place) set",
        "\(place) later", "\(place) kept", "\(place) full", "\(place) 2.0",
      ].compactMap { $0 }
    }
    #expect(log == expected)
  }

  /// A node whose owner went without stopping the forwarding — its root freed without being
  /// stopped — answers no handler, and a tap on it is refused (no freed source is read).
  @Test func aForwardingNodeOfAFreedRootAnswersNoHandler() throws {
    let graph = UpdateGraph(loop: VirtualLoop())
    let node = graph.tree.makeNode(.button)
    var source: Source? = Source()
    var owner: UpdateRoot? = UpdateRoot(graph: graph, name: "owner")
    var log: [String] = []
    source?.currentTapHandler = { log.append("tap") }
    node.forwardTaps(to: try #require(source), of: try #require(owner).handle)
    try node.performTap()
    owner = nil
    source = nil
    #expect(node.handlers.onTap == nil)
    #expect(throws: InteractionError.self) { try node.performTap() }
    #expect(log == ["tap"])
  }
}
