import Graft
import GraftSamples
import GraftTesting
import Testing

@MainActor
@Suite struct EmbeddingSampleTests {
  @Test func statelessCounterWithoutEmbeddingFollowsEveryClick() throws {
    let host = TestHost(rootView: StatefulCounter())
    #expect(host.texts == ["Stateless example", "0 clicks"])
    for clicks in 1...3 {
      try host.tap("Click me")
      #expect(host.texts == ["Stateless example", "\(clicks) clicks"])
    }
    #expect(host.diagnostics.isEmpty)
  }

  @Test func incorrectEmbedStaysAtZeroClicksAndIsDiagnosedByName() throws {
    let host = TestHost(rootView: IncorrectRepresentableExample())
    for _ in 0..<3 { try host.tap("Click me") }
    #expect(host.texts == ["Incorrect UIVC Representable example", "0 clicks"])
    let stale = host.diagnostics.filter { $0.kind == .staleEmbed }
    #expect(stale.count == 1)
    #expect(stale.first?.message.contains("IncorrectStatelessBottomViewRepresentable") == true)
    #expect(stale.first?.message.contains("'clickCount'") == true)
    #expect(host.rendererIsInSync)
  }

  @Test func bindingEmbedFollowsEveryClickWithoutDiagnostics() throws {
    let host = TestHost(rootView: CorrectRepresentableExample())
    #expect(host.texts == ["Correct UIVC Representable example", "0 clicks"])
    for clicks in 1...3 {
      try host.tap("Click me")
      #expect(host.texts == ["Correct UIVC Representable example", "\(clicks) clicks"])
    }
    #expect(host.diagnostics.isEmpty)
    #expect(host.hostedRoots.count == 1)
  }

  @Test func forwardingRootViewKeepsTheEmbeddedViewStatelessAndFollows() throws {
    let host = TestHost(rootView: ForwardingRepresentableExample())
    for clicks in 1...3 {
      try host.tap("Click me")
      #expect(host.texts == ["Forwarding representable example", "\(clicks) clicks"])
    }
    #expect(host.diagnostics.isEmpty)
    #expect(host.rendererIsInSync)
  }

  @Test func buttonsAreTitledClickMeAsInTheArticle() throws {
    for host in [
      TestHost(rootView: AnyView(IncorrectRepresentableExample())),
      TestHost(rootView: AnyView(CorrectRepresentableExample())),
      TestHost(rootView: AnyView(ForwardingRepresentableExample())),
    ] {
      #expect(host.nodes(of: .button).map(\.label) == ["Click me"])
    }
  }
}
