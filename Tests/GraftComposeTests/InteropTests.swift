import Graft
import GraftCompose
import GraftComposeInterop
import GraftTesting
import Testing

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
