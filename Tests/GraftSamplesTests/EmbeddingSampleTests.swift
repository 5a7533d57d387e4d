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
    #expect(
      host.render() == """
        VStack
          Button "Click me" [frame: maxHeight inf]
          VStack [frame: maxHeight inf]
            Text "Stateless example"
            Text "3 clicks"
        """)
    #expect(host.rendererIsInSync)
  }

  @Test func aMissingButtonListsTheOnesThatExist() {
    let host = TestHost(rootView: StatefulCounter())
    #expect(throws: TestHostError.noSuchButton("Nope", available: ["Click me"])) {
      try host.tap("Nope")
    }
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
    #expect(
      host.render() == """
        VStack
          VStack [frame: maxHeight inf]
            Text "Incorrect UIVC Representable example"
            Button "Click me"
          Host HostingController<BottomView> [frame: maxHeight inf]
            Text "0 clicks"
        """)
  }

  @Test func bindingEmbedFollowsEveryClickRenderingOnlyTheHostedRoot() throws {
    let host = TestHost(rootView: CorrectRepresentableExample())
    #expect(host.texts == ["Correct UIVC Representable example", "0 clicks"])
    let outerRenders = host.root.renderCount
    let innerRenders = host.hostedRoots.map(\.renderCount)
    for clicks in 1...3 {
      try host.tap("Click me")
      #expect(host.texts == ["Correct UIVC Representable example", "\(clicks) clicks"])
    }
    // The outer body only passed `$clickCount` and never read it: only the hosted root renders.
    #expect(host.root.renderCount == outerRenders)
    #expect(host.hostedRoots.map(\.renderCount) == innerRenders.map { $0 + 3 })
    #expect(host.diagnostics.isEmpty)
    #expect(host.hostedRoots.count == 1)
  }

  @Test func forwardingRootViewFollowsEachRootRenderingOncePerClickInOnePass() throws {
    let host = TestHost(rootView: ForwardingRepresentableExample())
    for clicks in 1...3 {
      let outer = host.root.renderCount
      let inner = host.hostedRoots.map(\.renderCount)
      let passes = host.graph.passCount
      try host.tap("Click me")
      #expect(host.texts == ["Forwarding representable example", "\(clicks) clicks"])
      #expect(host.root.renderCount == outer + 1)
      #expect(host.hostedRoots.map(\.renderCount) == inner.map { $0 + 1 })
      #expect(host.graph.passCount == passes + 1)
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
