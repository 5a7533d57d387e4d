// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Composables are named like types (`Text`, `Counter`), as Jetpack Compose names them.
import Graft
import GraftCompose
import Testing

/// An emitted node's handlers are the latest emit's: none when the latest emit gave none, even
/// where an earlier emit of the same group gave some.
@MainActor
@Suite struct ComposeEmitTests {
  @Test func aButtonDisabledLosesItsTapHandlerAndGetsTheLatestOneBack() {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    let enabled = MutableState(true)
    let generation = MutableState(1)
    var taps: [Int] = []
    let composition = Composition(graph: graph, hostNode: graph.tree.root) { c in
      let current = generation.value
      c.Button("tap", enabled: enabled.value) { taps.append(current) }
    }
    composition.start()
    loop.runUntilQuiescent()
    let button = graph.tree.root.children[0]
    button.handlers.onTap?()
    enabled.value = false
    loop.runUntilQuiescent()
    #expect(button.handlers.onTap == nil)
    #expect(button.properties.isDisabled)
    generation.value = 2
    enabled.value = true
    loop.runUntilQuiescent()
    #expect(graph.tree.root.children[0] === button)
    button.handlers.onTap?()
    #expect(taps == [1, 2])
    composition.stop()
  }

  @Test func aTextEmittedWhereANodeWithHandlersWasClearsThem() {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    let plain = MutableState(false)
    var taps = 0
    // Both branches forward one call site and emit a `.text` node, so the `Text` updates the
    // node the `ComposeNode` made.
    func label(
      _ c: Composer, plain: Bool, fileID: String = #fileID, line: UInt = #line, column: UInt = #column
    ) {
      if plain {
        c.Text("plain", fileID: fileID, line: line, column: column)
      } else {
        var properties = NodeProperties()
        properties.text = "tappable"
        c.ComposeNode(
          .text, properties: properties, handlers: NodeEventHandlers(onTap: { taps += 1 }), fileID: fileID,
          line: line, column: column)
      }
    }
    let composition = Composition(graph: graph, hostNode: graph.tree.root) { c in
      label(c, plain: plain.value)
    }
    composition.start()
    loop.runUntilQuiescent()
    let node = graph.tree.root.children[0]
    node.handlers.onTap?()
    #expect(taps == 1)
    plain.value = true
    loop.runUntilQuiescent()
    #expect(graph.tree.root.children[0] === node)
    #expect(node.properties.text == "plain")
    #expect(node.handlers.onTap == nil)
    composition.stop()
  }

  @Test func aComposeNodeGivenNoHandlersClearsTheOnesItHad() {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    let tappable = MutableState(true)
    var taps = 0
    let composition = Composition(graph: graph, hostNode: graph.tree.root) { c in
      var properties = NodeProperties()
      properties.text = tappable.value ? "tappable" : "plain"
      c.ComposeNode(
        .text, properties: properties,
        handlers: tappable.value ? NodeEventHandlers(onTap: { taps += 1 }) : NodeEventHandlers())
    }
    composition.start()
    loop.runUntilQuiescent()
    let node = graph.tree.root.children[0]
    node.handlers.onTap?()
    #expect(taps == 1)
    tappable.value = false
    loop.runUntilQuiescent()
    #expect(graph.tree.root.children[0] === node)
    #expect(node.properties.text == "plain")
    #expect(node.handlers.onTap == nil)
    tappable.value = true
    loop.runUntilQuiescent()
    node.handlers.onTap?()
    #expect(taps == 2)
    composition.stop()
  }
}
