import Graft
import GraftTesting
import Testing

private struct StatefulCounter: View {
  @State private var clickCount = 0
  var body: some View {
    VStack {
      StatelessTopView { self.clickCount += 1 }
        .frame(maxHeight: .infinity)
      StatelessBottomView(clickCount: clickCount)
        .frame(maxHeight: .infinity)
    }
  }
}

private struct StatelessTopView: View {
  let onClick: () -> Void
  var body: some View {
    Button("Click me", action: onClick)
  }
}

private struct StatelessBottomView: View {
  let clickCount: Int
  var body: some View {
    VStack {
      Text("Stateless example")
      Text("\(clickCount) clicks")
    }
  }
}

@MainActor
@Suite struct CounterTests {
  @Test func statefulCounterCountsClicks() throws {
    let host = TestHost(rootView: StatefulCounter())
    #expect(host.texts == ["Stateless example", "0 clicks"])
    try host.tap("Click me")
    try host.tap("Click me")
    try host.tap("Click me")
    #expect(host.texts == ["Stateless example", "3 clicks"])
    #expect(
      host.render() == """
        VStack
          Button "Click me" [frame: maxHeight inf]
          VStack [frame: maxHeight inf]
            Text "Stateless example"
            Text "3 clicks"
        """)
    #expect(host.diagnostics.isEmpty)
    #expect(host.rendererIsInSync)
  }

  @Test func missingButtonListsTheOnesThatExist() {
    let host = TestHost(rootView: StatefulCounter())
    #expect(throws: TestHostError.noSuchButton("Nope", available: ["Click me"])) {
      try host.tap("Nope")
    }
  }
}
