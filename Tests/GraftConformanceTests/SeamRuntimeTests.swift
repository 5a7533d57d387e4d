import Graft
import GraftCompose
import GraftComposeInterop
import GraftSeamTestRuntime
import GraftTesting
import Testing

/// Graft hosts the mini runtime, which hosts the counter of another runtime: a runtime
/// written against the seam alone hosts every runtime (itself included) on equal terms.
private struct MiniHostsCounter: View {
  let harness: ConformanceHarness
  let log: EventLog
  @State private var count = 0
  @State private var shown = true

  var body: some View {
    VStack {
      Text("outer \(count)")
      Button("Outer +1") { count += 1 }
      Button("Remove") { shown = false }
      if shown {
        Embedded(
          name: "mini", inputs: 0, log: log,
          make: {
            let count = $count
            return HostedRootController(
              MiniContent(inputs: ()) { mini, _ in
                mini.text("mini \(count.wrappedValue)")
                mini.host("counter") { harness.hostedCounter(count: count, log: log) }
              })
          },
          push: { _, _ in })
      }
    }
  }
}

/// Graft hosts a composition, which hosts the mini runtime through `c.GraftView` (the glue's
/// counterpart of `AndroidView`): Compose's side of the seam hosts a runtime it knows nothing of.
private struct ComposeHostsMini: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Text("outer \(count)")
      Button("Outer +1") { count += 1 }
      Embedded(
        name: "compose", inputs: 0, log: EventLog(),
        make: {
          ComposeViewController(parameters: $count) { c, count in
            c.Text("compose \(count.wrappedValue)")
            c.GraftView(
              inputs: 0,
              factory: {
                HostedRootController(
                  MiniContent(inputs: count) { mini, count in
                    mini.text("mini \(count.wrappedValue)")
                    mini.button("Mini +1") { count.wrappedValue += 1 }
                  })
              })
          }
        },
        push: { _, _ in })
    }
  }
}

@MainActor
@Suite struct SeamRuntimeTests {
  @Test(arguments: HostedRuntimeKind.allCases)
  func theSeamOnlyRuntimeHostsEveryRuntime(_ kind: HostedRuntimeKind) throws {
    let log = EventLog()
    let host = TestHost(rootView: MiniHostsCounter(harness: ConformanceHarness(kind: kind), log: log))
    #expect(host.texts == ["outer 0", "mini 0", "inner 0"])
    #expect(log.events.filter { $0.hasPrefix("content") } == ["content appear"])
    try host.tap("Inner +1")
    #expect(host.texts == ["outer 1", "mini 1", "inner 1"])
    try host.tap("Outer +1")
    #expect(host.texts == ["outer 2", "mini 2", "inner 2"])
    // Host → mini → counter: three roots, each one level deeper than its host.
    #expect(host.hostedRoots.map(\.nestingDepth) == [1, 2])
    weak let innermost = host.hostedRoots.last
    try host.tap("Remove")
    #expect(host.texts == ["outer 2"])
    #expect(innermost == nil)
    #expect(log.events.last == "content disappear")
    #expect(host.graph.roots.count == 1)
    #expect(host.diagnostics.isEmpty)
    #expect(host.rendererIsInSync)
  }

  @Test func aCompositionHostsTheSeamOnlyRuntime() throws {
    let host = TestHost(rootView: ComposeHostsMini())
    #expect(host.texts == ["outer 0", "compose 0", "mini 0"])
    try host.tap("Mini +1")
    #expect(host.texts == ["outer 1", "compose 1", "mini 1"])
    try host.tap("Outer +1")
    #expect(host.texts == ["outer 2", "compose 2", "mini 2"])
    // Graft root → composition → mini content: each one level deeper.
    #expect(host.hostedRoots.map(\.nestingDepth) == [1, 2])
    #expect(host.diagnostics.isEmpty)
    #expect(host.rendererIsInSync)
  }
}
