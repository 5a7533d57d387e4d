import Graft
import GraftTesting
import Testing

/// Hosts a `Text` in a `HostingController<Text>`.
private struct TextEmbed: ViewControllerRepresentable {
  let text: String
  func makeViewController(context: Context) -> HostingController<Text> {
    HostingController(rootView: Text(text))
  }
  func updateViewController(_ viewController: HostingController<Text>, context: Context) {
    viewController.rootView = Text(text)
  }
}

/// Hosts a `Button` in a `HostingController<Button<Text>>`: another controller type.
private struct ButtonEmbed: ViewControllerRepresentable {
  let title: String
  func makeViewController(context: Context) -> HostingController<Button<Text>> {
    HostingController(rootView: Button(title) {})
  }
  func updateViewController(_ viewController: HostingController<Button<Text>>, context: Context) {}
}

/// Controllers of two types, alternating, then a third `Text` one after them.
private struct AlternatingHosts: View {
  var body: some View {
    VStack {
      TextEmbed(text: "a")
      ButtonEmbed(title: "b")
      TextEmbed(text: "c")
      ButtonEmbed(title: "d")
      TextEmbed(text: "e")
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
