import Graft
import GraftCompose
import GraftTesting
import Testing

// NestedRuntimesExample, as a test fixture: Graft hosting a composition hosting Graft, three
// levels sharing one counter.

private struct Outermost: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text("outermost \(count)")
      MiddleEmbed(count: $count)
    }
  }
}

private struct MiddleEmbed: ViewControllerRepresentable {
  @Binding var count: Int
  func makeViewController(context: Context) -> ComposeViewController<Binding<Int>> {
    ComposeViewController(parameters: $count) { c, count in Middle(c, count: count) }
  }
  func updateViewController(_ viewController: ComposeViewController<Binding<Int>>, context: Context) {
    viewController.parameters = $count
  }
}

@MainActor
private func Middle(_ c: Composer, count: Binding<Int>) {
  c.call(count) { c, count in
    c.Column {
      c.Text("middle \(count.wrappedValue)")
      c.GraftView(
        inputs: count,
        factory: { HostingController(rootView: Innermost(count: count)) },
        update: { controller in controller.rootView = Innermost(count: count) })
    }
  }
}

private struct Innermost: View {
  @Binding var count: Int
  var body: some View {
    VStack {
      Text("innermost \(count)")
      Button("Innermost +1") { count += 1 }
    }
  }
}

/// Composition content embedding Graft with a plain value; `forward` decides whether update
/// pushes it.
private struct ComposeHostsDisplay: ViewControllerRepresentable {
  let forward: Bool
  let value: MutableState<Int>
  func makeViewController(context: Context) -> ComposeViewController<Void> {
    ComposeViewController(parameters: ()) { c, _ in
      let current = value.value
      c.GraftView(
        inputs: current,
        factory: { HostingController(rootView: Text("shown \(current)")) },
        update: { controller in if forward { controller.rootView = Text("shown \(current)") } })
    }
  }
  func updateViewController(_ viewController: ComposeViewController<Void>, context: Context) {}
}

private struct InteropThemeKey: EnvironmentKey {
  static let defaultValue = "plain"
}

extension EnvironmentValues {
  fileprivate var interopTheme: String {
    get { self[InteropThemeKey.self] }
    set { self[InteropThemeKey.self] = newValue }
  }
}

@MainActor
private let localInteropTheme = CompositionLocal(
  "LocalInteropTheme", defaultValue: "plain", bridgedTo: \.interopTheme)

private struct ThemedLeaf: View {
  @Environment(\.interopTheme) private var theme
  var body: some View { Text("leaf \(theme)") }
}

/// A composition providing a bridged local to Graft content it hosts.
private struct ComposeProvidesTheme: ViewControllerRepresentable {
  let theme: MutableState<String>
  let updates: EventLog
  let external: MutableState<Int>
  func makeViewController(context: Context) -> ComposeViewController<Void> {
    ComposeViewController(parameters: ()) { c, _ in
      c.provide(localInteropTheme, theme.value) {
        c.GraftView(
          inputs: 0,
          factory: { HostingController(rootView: ThemedLeaf()) },
          update: { _ in updates.events.append("update \(external.value)") })
      }
    }
  }
  func updateViewController(_ viewController: ComposeViewController<Void>, context: Context) {}
}

@MainActor
@Suite struct InteropTests {
  @Test func graftHostingComposeHostingGraftSharesOneCounterInOnePass() throws {
    let host = TestHost(rootView: Outermost())
    #expect(host.texts == ["outermost 0", "middle 0", "innermost 0"])
    for expected in 1...3 {
      let passes = host.graph.passCount
      let renders = [host.root.renderCount] + host.hostedRoots.map(\.renderCount)
      try host.tap("Innermost +1")
      #expect(host.texts == ["outermost \(expected)", "middle \(expected)", "innermost \(expected)"])
      #expect(host.graph.passCount == passes + 1)
      let after = [host.root.renderCount] + host.hostedRoots.map(\.renderCount)
      #expect(zip(renders, after).map { $1 - $0 } == [1, 1, 1])
    }
    #expect(host.diagnostics.isEmpty)
    #expect(host.rendererIsInSync)
    try host.tearDown()
    #expect(host.graph.roots.isEmpty)
  }

  @Test func graftViewForwardsNewInputsOrIsDiagnosedAsStale() throws {
    let forwarded = mutableStateOf(0)
    let good = TestHost(rootView: ComposeHostsDisplay(forward: true, value: forwarded))
    forwarded.value = 4
    try good.settle()
    #expect(good.texts == ["shown 4"])
    #expect(good.diagnostics.isEmpty)

    let ignored = mutableStateOf(0)
    let stale = TestHost(rootView: ComposeHostsDisplay(forward: false, value: ignored))
    ignored.value = 4
    try stale.settle()
    ignored.value = 5
    try stale.settle()
    #expect(stale.texts == ["shown 0"])
    #expect(stale.diagnostics.map(\.kind) == [.staleEmbed])
    #expect(stale.diagnostics.first?.message.contains("GraftView at") == true)
  }

  @Test func bridgedLocalsReachHostedGraftAndUpdateBlocksTrackTheirReads() throws {
    let theme = mutableStateOf("sepia")
    let updates = EventLog()
    let external = mutableStateOf(0)
    let host = TestHost(rootView: ComposeProvidesTheme(theme: theme, updates: updates, external: external))
    #expect(host.texts == ["leaf sepia"])
    theme.value = "night"
    try host.settle()
    #expect(host.texts == ["leaf night"])
    #expect(updates.events == ["update 0"])
    external.value = 9
    try host.settle()
    #expect(updates.events == ["update 0", "update 9"])
  }
}
