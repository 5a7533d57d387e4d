import Graft
import GraftTesting
import Testing

/// Hosts `content` in a `HostingController<Content>` (the content never changes here).
private struct Hosted<Content: View>: ViewControllerRepresentable {
  let content: Content
  func makeViewController(context: Context) -> HostingController<Content> {
    HostingController(rootView: content)
  }
  func updateViewController(_ viewController: HostingController<Content>, context: Context) {}
}

/// Controllers of two types, mounted alternately.
private struct AlternatingHosts: View {
  var body: some View {
    VStack {
      Hosted(content: Text("a"))
      Hosted(content: Button("b") {})
      Hosted(content: Text("c"))
      Hosted(content: Button("d") {})
      Hosted(content: Text("e"))
    }
  }
}

/// The `.host` node of every hosting controller is named after its controller's type, however
/// the types alternate while mounting (the bridge reuses the properties of the last host node
/// made while the name stays the same).
@MainActor
@Suite struct HostNodeNameTests {
  @Test func eachHostNodeIsNamedAfterItsOwnControllerType() {
    let host = TestHost(rootView: AlternatingHosts())
    let names = host.nodes(of: .host).map { $0.properties.hostedRoot ?? "nil" }
    let text = "HostingController<Text>"
    let button = "HostingController<Button<Text>>"
    #expect(names == [text, button, text, button, text])
    #expect(host.texts == ["a", "c", "e"])
    #expect(host.diagnostics.isEmpty)
  }
}
