import Graft
import GraftTesting
import Testing

// The seed article's code, as written for iOS, with `import Graft` in place of SwiftUI.

struct IncorrectRepresentableExample: View {
  @State private var clickCount: Int = 0
  var body: some View {
    VStack {
      TopView {
        self.clickCount += 1
      }
      .frame(maxHeight: .infinity)

      IncorrectStatelessBottomViewRepresentable(clickCount: self.clickCount)
        .frame(maxHeight: .infinity)
    }
  }
}

private struct TopView: View {
  let onClick: () -> Void

  var body: some View {
    VStack {
      Text("Incorrect UIVC Representable example")
      Button("Click me", action: onClick)
    }
  }
}

private struct IncorrectStatelessBottomViewRepresentable: UIViewControllerRepresentable {
  let clickCount: Int

  func makeUIViewController(context: Context) -> UIViewController {
    let bottomView = BottomView(clickCount: clickCount)
    return UIHostingController(rootView: bottomView)
  }

  func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
  }
}

private struct BottomView: View {
  let clickCount: Int

  var body: some View {
    Text("\(clickCount) clicks")
  }
}

struct CorrectRepresentableExample: View {
  @State private var clickCount: Int = 0
  var body: some View {
    VStack {
      Button("Click me") { self.clickCount += 1 }
        .frame(maxHeight: .infinity)
      CorrectStatefulBottomViewRepresentable(clickCount: self.$clickCount)
        .frame(maxHeight: .infinity)
    }
  }
}

private struct CorrectStatefulBottomViewRepresentable: UIViewControllerRepresentable {
  @Binding var clickCount: Int

  func makeUIViewController(context: Context) -> UIViewController {
    let bottomView = BindingBottomView(clickCount: $clickCount)
    return UIHostingController(rootView: bottomView)
  }

  func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
  }
}

private struct BindingBottomView: View {
  @Binding var clickCount: Int

  var body: some View {
    Text("\(clickCount) clicks")
  }
}

/// Graft's third way: keep the embedded view stateless and forward it in the update hook.
struct ForwardingRepresentableExample: View {
  @State private var clickCount = 0
  var body: some View {
    VStack {
      Button("Click me") { clickCount += 1 }
      ForwardingBottomViewRepresentable(clickCount: clickCount)
    }
  }
}

private struct ForwardingBottomViewRepresentable: ViewControllerRepresentable {
  let clickCount: Int

  func makeViewController(context: Context) -> HostingController<BottomView> {
    HostingController(rootView: BottomView(clickCount: clickCount))
  }

  func updateViewController(_ viewController: HostingController<BottomView>, context: Context) {
    viewController.rootView = BottomView(clickCount: clickCount)
  }
}

@MainActor
@Suite struct SeedEmbeddingTests {
  @Test func incorrectEmbeddingStaysStaleAndIsDiagnosedOnce() throws {
    let host = TestHost(rootView: IncorrectRepresentableExample())
    for _ in 0..<3 { try host.tap("Click me") }
    #expect(host.texts == ["Incorrect UIVC Representable example", "0 clicks"])
    let stale = host.diagnostics.filter { $0.kind == .staleEmbed }
    #expect(stale.count == 1)
    #expect(stale.first?.message.contains("IncorrectStatelessBottomViewRepresentable") == true)
    #expect(stale.first?.message.contains("'clickCount'") == true)
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

  @Test func bindingEmbeddingFollowsEveryClickRenderingOnlyTheHostedRoot() throws {
    let host = TestHost(rootView: CorrectRepresentableExample())
    let outerRenders = host.root.renderCount
    for clicks in 1...3 {
      try host.tap("Click me")
      #expect(host.texts == ["\(clicks) clicks"])
    }
    // The outer body never read the count, so only the hosted root re-rendered.
    #expect(host.root.renderCount == outerRenders)
    #expect(host.hostedRoots.map(\.renderCount) == [1 + 3])
    #expect(host.diagnostics.isEmpty)
  }

  @Test func forwardingRootViewFollowsEveryClickEachRootRenderingOncePerClick() throws {
    let host = TestHost(rootView: ForwardingRepresentableExample())
    let outerBefore = host.root.renderCount
    let innerBefore = host.hostedRoots.map(\.renderCount)
    let passesBefore = host.graph.passCount
    try host.tap("Click me")
    #expect(host.texts == ["1 clicks"])
    #expect(host.root.renderCount == outerBefore + 1)
    #expect(host.hostedRoots.map(\.renderCount) == innerBefore.map { $0 + 1 })
    #expect(host.graph.passCount == passesBefore + 1)
    try host.tap("Click me")
    #expect(host.texts == ["2 clicks"])
    #expect(host.diagnostics.isEmpty)
    #expect(host.rendererIsInSync)
  }
}
