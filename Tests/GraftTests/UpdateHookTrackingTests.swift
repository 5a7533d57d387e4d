import Graft
import GraftTesting
import Testing

private struct AccentKey: EnvironmentKey {
  static let defaultValue = "blue"
}

extension EnvironmentValues {
  fileprivate var accent: String {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

/// Reads the environment and an outside state cell in its update hook, and forwards both.
private struct Reader: ViewControllerRepresentable {
  let external: StateCell<Int>
  let log: ChangeLog

  func makeViewController(context: Context) -> HostingController<Text> {
    HostingController(rootView: Text("initial"))
  }

  func updateViewController(_ viewController: HostingController<Text>, context: Context) {
    let line = "\(context.environment.accent) \(external.value)"
    log.entries.append(line)
    viewController.rootView = Text(line)
  }
}

private struct ReaderHost: View {
  let external: StateCell<Int>
  let log: ChangeLog
  @State private var accent = "blue"
  @State private var unrelated = 0
  var body: some View {
    VStack {
      Button("Red") { accent = "red" }
      Button("Unrelated") { unrelated += 1 }
      Reader(external: external, log: log).environment(\.accent, accent)
    }
  }
}

@MainActor
@Suite struct UpdateHookTrackingTests {
  @Test func updateHookReRunsWhenEnvironmentOrStateItReadChangesAndOnlyThen() throws {
    let external = StateCell(0)
    let log = ChangeLog()
    let host = TestHost(rootView: ReaderHost(external: external, log: log))
    #expect(log.entries == ["blue 0"])
    try host.tap("Red")
    #expect(log.entries == ["blue 0", "red 0"])
    external.value = 5
    try host.settle()
    #expect(log.entries == ["blue 0", "red 0", "red 5"])
    #expect(host.texts == ["red 5"])
    try host.tap("Unrelated")
    #expect(log.entries == ["blue 0", "red 0", "red 5"])
  }
}
