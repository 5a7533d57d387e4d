import Graft
import GraftTesting
import Testing

/// A controller-backed representable whose content is a hosted Graft text.
private struct HostedLabel: ViewControllerRepresentable {
  let text: String

  func makeViewController(context: Context) -> HostingController<Text> {
    HostingController(rootView: Text(text))
  }

  func updateViewController(_ viewController: HostingController<Text>, context: Context) {
    viewController.rootView = Text(text)
  }
}

/// The representable one composite view below the modifier that decorates it.
private struct Wrapped: View {
  let text: String
  var body: some View { HostedLabel(text: text) }
}

private struct Decorations: View {
  var body: some View {
    VStack {
      HostedLabel(text: "plain")
      Wrapped(text: "padded").padding(3)
      if true { HostedLabel(text: "branch") }
    }
  }
}

@MainActor
@Suite struct RepresentableDecorationTests {
  @Test func aControllersNodeGetsTheDecorationsAboveItAndOnlyThose() throws {
    let host = TestHost(rootView: Decorations())
    let hosts = host.nodes(of: .host)
    #expect(hosts.count == 3)
    #expect(hosts.map { $0.children.first?.properties.text } == ["plain", "padded", "branch"])
    #expect(hosts.map { $0.properties.layoutModifiers.isEmpty } == [true, false, true])
    #expect(host.rendererIsInSync)
    #expect(host.diagnostics.isEmpty)
  }
}
