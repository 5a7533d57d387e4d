import Graft
import GraftCompose
import Testing

/// A restartable group re-run alone runs with what its latest call gave it: a `c.call`
/// group's latest parameters, an `items` group's latest row content.
@MainActor
@Suite struct ComposeRestartTests {
  /// The texts of the host's first-level nodes, or of the list node's rows.
  private static func texts(_ nodes: [Node]) -> [String] { nodes.map { $0.properties.text ?? "" } }

  @Test func aCallGroupRestartedAloneUsesTheParametersOfItsLatestCall() {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    let label = MutableState("x")
    let count = MutableState(0)
    var bodyRuns = 0
    let composition = Composition(graph: graph, hostNode: graph.tree.root) { c in
      c.call(label.value) { c, text in
        bodyRuns += 1
        c.Text("\(text) \(count.value)")
      }
    }
    composition.start()
    loop.runUntilQuiescent()
    #expect(Self.texts(graph.tree.root.children) == ["x 0"])
    label.value = "y"
    loop.runUntilQuiescent()
    #expect(Self.texts(graph.tree.root.children) == ["y 0"])
    let runsBefore = bodyRuns
    count.value = 1
    loop.runUntilQuiescent()
    #expect(Self.texts(graph.tree.root.children) == ["y 1"])
    #expect(bodyRuns == runsBefore + 1)
    composition.stop()
  }

  @Test func aTextEmittedWhereANodeOfItsKindHadChildrenRemovesThem() {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    let plain = MutableState(false)
    // Both branches forward one call site, so the `Text` finds the other branch's group.
    func label(
      _ c: Composer, plain: Bool, fileID: String = #fileID, line: UInt = #line, column: UInt = #column
    ) {
      if plain {
        c.Text("plain", fileID: fileID, line: line, column: column)
      } else {
        var properties = NodeProperties()
        properties.text = "parent"
        c.ComposeNode(.text, properties: properties, fileID: fileID, line: line, column: column) {
          c.Text("child")
        }
      }
    }
    let composition = Composition(graph: graph, hostNode: graph.tree.root) { c in
      label(c, plain: plain.value)
      c.Text("after")
    }
    composition.start()
    loop.runUntilQuiescent()
    #expect(Self.texts(graph.tree.root.children) == ["parent", "after"])
    #expect(Self.texts(graph.tree.root.children[0].children) == ["child"])
    plain.value = true
    loop.runUntilQuiescent()
    #expect(Self.texts(graph.tree.root.children) == ["plain", "after"])
    #expect(graph.tree.root.children[0].children.isEmpty)
    composition.stop()
  }

  @Test func rowsAppendedAfterTheParentRecomposedUseItsLatestContent() {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    let prefix = MutableState("a")
    let list = MutableStateList([0])
    let composition = Composition(graph: graph, hostNode: graph.tree.root) { c in
      let current = prefix.value
      c.ComposeNode(.list) {
        c.items(list, key: { $0 }) { c, id in c.Text("\(current) \(id)") }
      }
    }
    composition.start()
    loop.runUntilQuiescent()
    let rows = { Self.texts(graph.tree.root.children.first?.children ?? []) }
    #expect(rows() == ["a 0"])
    prefix.value = "b"
    loop.runUntilQuiescent()
    #expect(rows() == ["b 0"])
    list.append(contentsOf: [1, 2])
    loop.runUntilQuiescent()
    #expect(rows() == ["b 0", "b 1", "b 2"])
    composition.stop()
  }
}
