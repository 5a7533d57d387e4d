import Graft
import GraftTesting
import Testing

/// A container whose content is typed (`typedNodeContent`, stored): not `Equatable` (a lean
/// element), its properties reading `highlight` when given one (then the element also has a
/// tracking scope and keeps its value).
private struct TypedPanel<Content: View>: NodeView {
  let typedNodeContent: Content
  var highlight: StateCell<Bool>?

  var nodeKind: NodeKind { .stack(.vertical) }

  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = NodeProperties()
    properties.isHighlighted = highlight?.value ?? false
    return properties
  }
}

/// The same container, `Equatable`, its typed content given by a getter (an element that keeps
/// and compares its value).
private struct EquatableTypedPanel: NodeView, Equatable {
  let label: String?

  var nodeKind: NodeKind { .stack(.vertical) }
  var typedNodeContent: Text? { label.map { Text($0) } }

  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties { NodeProperties() }
}

/// The same container with its typed content stored between fields of other sizes and
/// alignments (a byte before it, a double after it), so that it does not lie at the value's
/// start.
private struct OffsetTypedPanel<Content: View>: NodeView {
  let marker: UInt8
  let typedNodeContent: Content
  let weight: Double

  var nodeKind: NodeKind { .stack(.vertical) }

  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = NodeProperties()
    properties.isHighlighted = marker == 1 && weight > 0
    return properties
  }
}

/// The same container with its content untyped (`nodeContent`).
private struct UntypedPanel: NodeView {
  let label: String?

  var nodeKind: NodeKind { .stack(.vertical) }
  var nodeContent: (any View)? { label.map { Text($0) } }

  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties { NodeProperties() }
}

/// A counter with its own state: shows the count and increments it when tapped.
private struct Counter: View {
  let title: String
  @State private var count = 0

  var body: some View {
    Button("\(title) \(count)") { count += 1 }
      .accessibilityIdentifier("counter")
  }
}

/// A node view's typed content (`typedNodeContent`) is rendered, updated, removed and made
/// again like its untyped content (`nodeContent`).
@MainActor
struct TypedNodeContentTests {
  @Test func aLeanContainersTypedContentIsRenderedUpdatedRemovedAndMadeAgain() {
    rendersUpdatesRemovesAndMakesAgain { TypedPanel(typedNodeContent: $0.map { Text($0) }) }
  }

  @Test func anEquatableContainersTypedContentIsRenderedUpdatedRemovedAndMadeAgain() {
    rendersUpdatesRemovesAndMakesAgain { EquatableTypedPanel(label: $0) }
  }

  @Test func aContainersTypedContentStoredAfterOtherFieldsIsRenderedUpdatedRemovedAndMadeAgain() {
    rendersUpdatesRemovesAndMakesAgain {
      OffsetTypedPanel(marker: 1, typedNodeContent: $0.map { Text($0) }, weight: 0.5)
    }
    rendersUpdatesRemovesAndMakesAgain { label in
      OffsetTypedPanel(marker: 2, typedNodeContent: HStack { label.map { Text($0) } }, weight: 1)
    }
  }

  @Test func typedContentOfSeveralViewsStoredAfterOtherFieldsKeepsTheirStateAndOrder() throws {
    func panel(_ title: String) -> some View {
      OffsetTypedPanel(
        marker: 1,
        typedNodeContent: ViewBuilder.buildBlock(
          Text("before \(title)"), Counter(title: title), Text("after")),
        weight: 2)
    }
    let host = TestHost(rootView: panel("a"))
    try host.tap(identifier: "counter")
    host.rootView = panel("b")
    #expect(host.nodes(of: .text).map(\.label) == ["before b", "after"])
    #expect(host.nodes(of: .button).map(\.label) == ["b 1"])
    #expect(host.nodes(of: .stack(.vertical)).first?.properties.isHighlighted == true)
    #expect(host.rendererIsInSync)
  }

  @Test func anUntypedContainersContentIsRenderedUpdatedRemovedAndMadeAgain() {
    rendersUpdatesRemovesAndMakesAgain { UntypedPanel(label: $0) }
  }

  /// Shows a container made by `panel` (its content's label, `nil` for none) with content, then
  /// with another label, then without (twice), then with content again.
  private func rendersUpdatesRemovesAndMakesAgain<Container: View>(_ panel: (String?) -> Container) {
    let host = TestHost(rootView: panel("one"))
    #expect(host.render().contains("one"))
    host.rootView = panel("two")
    #expect(host.nodes(of: .text).count == 1)
    #expect(host.render().contains("two"))
    #expect(!host.render().contains("one"))
    host.rootView = panel(nil)
    #expect(host.nodes(of: .text).isEmpty)
    #expect(host.nodes(of: .stack(.vertical)).count == 1)
    host.rootView = panel(nil)
    #expect(host.nodes(of: .text).isEmpty)
    host.rootView = panel("three")
    #expect(host.nodes(of: .text).count == 1)
    #expect(host.render().contains("three"))
    #expect(host.rendererIsInSync)
  }

  @Test func typedContentKeepsItsStateAcrossUpdates() throws {
    let host = TestHost(rootView: TypedPanel(typedNodeContent: Counter(title: "a")))
    try host.tap(identifier: "counter")
    #expect(host.render().contains("a 1"))
    host.rootView = TypedPanel(typedNodeContent: Counter(title: "b"))
    #expect(host.render().contains("b 1"))
    #expect(host.rendererIsInSync)
  }

  @Test func typedContentBesideATrackingScopeFollowsTheLatestValue() throws {
    let highlight = StateCell(false)
    let host = TestHost(rootView: TypedPanel(typedNodeContent: Text("one"), highlight: highlight))
    func panel() -> Node? { host.nodes(of: .stack(.vertical)).first }
    highlight.value = true
    try host.settle()
    #expect(panel()?.properties.isHighlighted == true)
    host.rootView = TypedPanel(typedNodeContent: Text("two"), highlight: highlight)
    highlight.value = false
    try host.settle()
    #expect(panel()?.properties.isHighlighted == false)
    #expect(host.render().contains("two"))
    #expect(host.rendererIsInSync)
  }

  @Test func aTypedContainersUntypedContentIsItsTypedContent() {
    let panel = EquatableTypedPanel(label: "one")
    #expect((panel.nodeContent as? Text?) != nil)
    #expect(UntypedPanel(label: "one").nodeContent is Text)
  }

  @Test func theLibrarysStacksRenderAndUpdateTheirTypedContent() {
    let host = TestHost(rootView: HStack { Text("a") })
    #expect(host.render().contains("a"))
    host.rootView = HStack { Text("b") }
    #expect(host.render().contains("b"))
    #expect(host.nodes(of: .text).count == 1)
    #expect(host.rendererIsInSync)
  }
}
