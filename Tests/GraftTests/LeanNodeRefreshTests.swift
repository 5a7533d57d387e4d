import Graft
import GraftTesting
import Testing

/// A container node view that is neither `Equatable` nor action-carrying (as a stack): its
/// element keeps its value only when the node can be refreshed without a new one. Its node's
/// text shows its title, and the cell's value when it has one (a tracked read).
private struct Panel: NodeView {
  let title: String
  let cell: StateCell<Int>?

  var nodeKind: NodeKind { .stack(.vertical) }
  var nodeContent: (any View)? { Text("content \(title)") }

  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = NodeProperties()
    properties.text = cell.map { "\(title) \($0.value)" } ?? title
    return properties
  }
}

private struct PanelScreen: View {
  let title: String
  let cell: StateCell<Int>?
  let opacity: Double

  var body: some View {
    Panel(title: title, cell: cell).opacity(opacity)
  }
}

private struct BarePanelScreen: View {
  let title: String
  let cell: StateCell<Int>?

  var body: some View {
    Panel(title: title, cell: cell)
  }
}

/// A node refreshed without a new view value (by its scope, or by a decoration above it) is
/// refreshed from the last value its parent gave it, whenever it started needing one.
@MainActor
struct LeanNodeRefreshTests {
  private func panelText(_ host: TestHost<some View>) -> String? {
    host.nodes(of: .stack(.vertical)).first?.properties.text
  }

  @Test func aNodeThatStartsReadingStateOnAnUpdateRefreshesFromItsLatestValue() throws {
    let cell = StateCell(0)
    let host = TestHost(rootView: BarePanelScreen(title: "a", cell: nil))
    #expect(panelText(host) == "a")

    // The update's properties read the cell: from now on a write refreshes the node.
    host.rootView = BarePanelScreen(title: "b", cell: cell)
    #expect(panelText(host) == "b 0")
    host.rootView = BarePanelScreen(title: "c", cell: cell)
    #expect(panelText(host) == "c 0")

    // Refreshed without a new value: from the last one ("c"), not an older one.
    cell.value = 1
    try host.settle()
    #expect(panelText(host) == "c 1")
    #expect(host.render().contains("content c"))

    // Not reading the cell any more: a write changes nothing.
    host.rootView = BarePanelScreen(title: "d", cell: nil)
    #expect(panelText(host) == "d")
    cell.value = 2
    try host.settle()
    #expect(panelText(host) == "d")
    #expect(host.rendererIsInSync)
  }

  @Test func aDecoratedNodeRefreshedByItsDecorationKeepsItsLatestValue() throws {
    let host = TestHost(rootView: PanelScreen(title: "a", cell: nil, opacity: 1))
    #expect(panelText(host) == "a")

    // Both change: the node takes the new title, then the new opacity.
    host.rootView = PanelScreen(title: "b", cell: nil, opacity: 0.5)
    #expect(panelText(host) == "b")
    #expect(host.nodes(of: .stack(.vertical)).first?.properties.opacity == 0.5)

    // Only the opacity changes: the decoration's refresh reads the last title, "b".
    host.rootView = PanelScreen(title: "b", cell: nil, opacity: 0.25)
    #expect(panelText(host) == "b")
    #expect(host.nodes(of: .stack(.vertical)).first?.properties.opacity == 0.25)
    #expect(host.render().contains("content b"))
    #expect(host.rendererIsInSync)
  }

  @Test func aDecoratedNodeUpdatedWithANewValueKeepsItsDecoration() throws {
    let host = TestHost(rootView: PanelScreen(title: "a", cell: nil, opacity: 0.5))
    // Only the title changes, on each update: the node's refresh from the new value still
    // applies the unchanged decoration above it.
    for title in ["b", "c"] {
      host.rootView = PanelScreen(title: title, cell: nil, opacity: 0.5)
      #expect(panelText(host) == title)
      #expect(panelOpacity(host) == 0.5)
    }
    #expect(host.rendererIsInSync)
  }

  @Test func anUndecoratedNodeUpdatedWithANewValueHasNoDecoration() throws {
    let host = TestHost(rootView: BarePanelScreen(title: "a", cell: nil))
    host.rootView = BarePanelScreen(title: "b", cell: nil)
    #expect(panelText(host) == "b")
    #expect(panelOpacity(host) == nil)
    #expect(host.rendererIsInSync)
  }

  private func panelOpacity(_ host: TestHost<some View>) -> Double? {
    host.nodes(of: .stack(.vertical)).first?.properties.opacity
  }
}
