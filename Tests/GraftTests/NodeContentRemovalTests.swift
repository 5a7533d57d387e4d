import Graft
import GraftTesting
import Testing

/// A container node view whose content comes and goes: not `Equatable` (a lean element, which
/// keeps no value unless it must), its properties reading `highlight` when given one (then the
/// element also has a tracking scope beside its content).
private struct Panel: NodeView {
  let showsContent: Bool
  let label: String
  var highlight: StateCell<Bool>?

  var nodeKind: NodeKind { .stack(.vertical) }
  var nodeContent: (any View)? { showsContent ? Text(label) : nil }

  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = NodeProperties()
    properties.isHighlighted = highlight?.value ?? false
    return properties
  }
}

/// The same container, `Equatable` (an element that keeps and compares its value).
private struct EquatablePanel: NodeView, Equatable {
  let showsContent: Bool
  let label: String

  var nodeKind: NodeKind { .stack(.vertical) }
  var nodeContent: (any View)? { showsContent ? Text(label) : nil }

  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties { NodeProperties() }
}

/// A node view's content removed by an update (its `nodeContent` becomes `nil`) takes its nodes
/// out of the tree, and content given again later is created and placed anew.
@MainActor
struct NodeContentRemovalTests {
  @Test func aLeanContainersContentIsRemovedAndMadeAgain() throws {
    removesAndMakesContentAgain { Panel(showsContent: $0, label: $1) }
  }

  @Test func anEquatableContainersContentIsRemovedAndMadeAgain() throws {
    removesAndMakesContentAgain { EquatablePanel(showsContent: $0, label: $1) }
  }

  /// Shows a container made by `panel` (whether it shows content, its label) with content, then
  /// without (twice: no content before either), then with content again.
  private func removesAndMakesContentAgain<Container: View>(_ panel: (Bool, String) -> Container) {
    let host = TestHost(rootView: panel(true, "one"))
    #expect(host.render().contains("one"))
    host.rootView = panel(false, "one")
    #expect(host.nodes(of: .text).isEmpty)
    #expect(host.nodes(of: .stack(.vertical)).count == 1)
    host.rootView = panel(false, "two")
    #expect(host.nodes(of: .text).isEmpty)
    host.rootView = panel(true, "three")
    #expect(host.nodes(of: .text).count == 1)
    #expect(host.render().contains("three"))
    #expect(host.rendererIsInSync)
  }

  @Test func contentRemovedBesideATrackingScopeLeavesTheScopeWorking() throws {
    let highlight = StateCell(false)
    let host = TestHost(rootView: Panel(showsContent: true, label: "one", highlight: highlight))
    func panel() -> Node? { host.nodes(of: .stack(.vertical)).first }
    host.rootView = Panel(showsContent: false, label: "one", highlight: highlight)
    #expect(host.nodes(of: .text).isEmpty)
    highlight.value = true
    try host.settle()
    #expect(panel()?.properties.isHighlighted == true)
    #expect(host.nodes(of: .text).isEmpty)
    host.rootView = Panel(showsContent: true, label: "two", highlight: highlight)
    #expect(host.render().contains("two"))
    highlight.value = false
    try host.settle()
    #expect(panel()?.properties.isHighlighted == false)
    #expect(host.rendererIsInSync)
  }
}
