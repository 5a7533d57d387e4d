import Graft
import GraftTesting
import Testing

/// A stack-like node view whose properties read tracked state and which has content: its
/// element holds both a content element and a tracking scope.
private struct Banner: NodeView {
  let highlight: StateCell<Bool>
  let showsButton: Bool
  let label: String

  var nodeKind: NodeKind { .stack(.horizontal) }
  var nodeContent: (any View)? {
    if showsButton { return Button(label) {} }
    return Text(label)
  }

  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = NodeProperties()
    properties.isHighlighted = highlight.value
    return properties
  }
}

private struct BannerScreen: View {
  let highlight: StateCell<Bool>
  let showsBanner: Bool
  let showsButton: Bool
  let label: String

  var body: some View {
    if showsBanner {
      Banner(highlight: highlight, showsButton: showsButton, label: label)
    }
  }
}

/// A node element with both content and a tracking scope keeps both through refreshes,
/// content updates and content replacement, and lets go of its scope when removed.
@MainActor
struct NodeContentAndScopeTests {
  @Test func aNodeWithContentAndATrackedPropertyKeepsBoth() throws {
    let highlight = StateCell(false)
    let host = TestHost(
      rootView: BannerScreen(highlight: highlight, showsBanner: true, showsButton: false, label: "one"))
    func banner() -> Node? { host.nodes(of: .stack(.horizontal)).first }
    #expect(banner()?.properties.isHighlighted == false)
    #expect(host.render().contains("one"))

    // The tracked read refreshes the node; the content stays.
    highlight.value = true
    try host.settle()
    #expect(banner()?.properties.isHighlighted == true)
    #expect(host.render().contains("one"))

    // A new content value updates the content element; the scope still refreshes the node.
    host.rootView = BannerScreen(highlight: highlight, showsBanner: true, showsButton: false, label: "two")
    #expect(host.render().contains("two"))
    highlight.value = false
    try host.settle()
    #expect(banner()?.properties.isHighlighted == false)

    // Content of another type replaces the content element; the scope still works.
    host.rootView = BannerScreen(highlight: highlight, showsBanner: true, showsButton: true, label: "three")
    #expect(host.nodes(of: .button).count == 1)
    #expect(host.nodes(of: .text).isEmpty)
    highlight.value = true
    try host.settle()
    #expect(banner()?.properties.isHighlighted == true)
    #expect(host.nodes(of: .button).count == 1)

    // Removed: its scope is disposed, so a later write refreshes nothing.
    host.rootView = BannerScreen(highlight: highlight, showsBanner: false, showsButton: true, label: "three")
    #expect(banner() == nil)
    highlight.value = false
    try host.settle()
    #expect(banner() == nil)
    #expect(host.rendererIsInSync)
  }
}
