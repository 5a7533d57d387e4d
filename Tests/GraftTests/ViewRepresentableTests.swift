import Graft
import GraftTesting
import Testing

/// A representable over a node built by hand, as a UIKit view would be.
private struct Gauge: UIViewRepresentable {
  let level: Int
  let log: ChangeLog

  func makeUIView(context: Context) -> Node {
    log.entries.append("make")
    return context.tree.makeNode(.custom("Gauge"))
  }

  func updateUIView(_ uiView: Node, context: Context) {
    log.entries.append("update \(level)")
    context.tree.update(uiView) { $0.text = String(repeating: "#", count: level) }
  }

  static func dismantleUIView(_ uiView: Node, coordinator: ()) {}
}

private struct GaugeHost: View {
  let log: ChangeLog
  @State private var level = 1
  @State private var shown = true
  var body: some View {
    VStack {
      Button("Fill") { level += 1 }
      Button("Hide") { shown = false }
      if shown { Gauge(level: level, log: log).padding(2) }
    }
  }
}

@MainActor
@Suite struct ViewRepresentableTests {
  @Test func nodeRepresentablesMakeOnceUpdateOnNewInputsAndKeepDecorations() throws {
    let log = ChangeLog()
    let host = TestHost(rootView: GaugeHost(log: log))
    try host.tap("Fill")
    try host.tap("Fill")
    #expect(log.entries == ["make", "update 1", "update 2", "update 3"])
    #expect(
      host.render() == """
        VStack
          Button "Fill"
          Button "Hide"
          Gauge "###" [padding: 2]
        """)
    try host.tap("Hide")
    #expect(host.nodes(of: .custom("Gauge")).isEmpty)
    #expect(host.rendererIsInSync)
    #expect(host.diagnostics.isEmpty)
  }
}
