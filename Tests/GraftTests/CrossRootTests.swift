import Graft
import GraftTesting
import Testing

/// A generic embedder: hosts `Content` in a HostingController inside a representable, passing
/// nothing but the closure that builds it (so any binding crosses the boundary untouched).
private struct Embed<Content: View>: ViewControllerRepresentable {
  let content: Content
  func makeViewController(context: Context) -> HostingController<Content> {
    HostingController(rootView: content)
  }
  func updateViewController(_ viewController: HostingController<Content>, context: Context) {
    viewController.rootView = content
  }
}

private struct Outermost: View {
  let log: ChangeLog
  @State private var count = 0
  var body: some View {
    VStack {
      Text("outermost \(count)")
      Embed(content: Middle(count: $count))
    }
    .onChange(of: count) { old, new in log.entries.append("\(old)->\(new)") }
  }
}

private struct Middle: View {
  @Binding var count: Int
  var body: some View {
    VStack {
      Text("middle \(count)")
      Embed(content: Innermost(count: $count))
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

private struct ThemeKey: EnvironmentKey {
  static let defaultValue = "plain"
}

extension EnvironmentValues {
  fileprivate var theme: String {
    get { self[ThemeKey.self] }
    set { self[ThemeKey.self] = newValue }
  }
}

private struct ThemedHost: View {
  @State private var theme = "light"
  var body: some View {
    VStack {
      Button("Dark") { theme = "dark" }
      Embed(content: ThemedLeaf())
    }
    .environment(\.theme, theme)
  }
}

private struct ThemedLeaf: View {
  @Environment(\.theme) private var theme
  var body: some View { Text("leaf \(theme)") }
}

/// An update hook that reads environment and state and writes state it reads: cut, reported.
private struct SelfFeedingRepresentable: ViewControllerRepresentable {
  let counter: StateCell<Int>
  func makeViewController(context: Context) -> HostingController<Text> {
    HostingController(rootView: Text("feeding"))
  }
  func updateViewController(_ viewController: HostingController<Text>, context: Context) {
    counter.value = counter.value + 1
  }
}

private struct FeedingHost: View {
  let counter: StateCell<Int>
  @State private var other = 0
  var body: some View {
    VStack {
      Button("Other") { other += 1 }
      Text("other \(other)")
      SelfFeedingRepresentable(counter: counter)
    }
  }
}

private struct QuietRepresentable: ViewControllerRepresentable {
  let ignored: Int
  static var reportsStaleEmbeds: Bool { false }
  func makeViewController(context: Context) -> HostingController<Text> {
    HostingController(rootView: Text("quiet"))
  }
  func updateViewController(_ viewController: HostingController<Text>, context: Context) {}
}

private struct QuietHost: View {
  @State private var value = 0
  var body: some View {
    VStack {
      Button("Bump") { value += 1 }
      QuietRepresentable(ignored: value)
    }
  }
}

@MainActor
final class ControllerBox {
  var controller: HostingController<Text>?
}

private struct Capturing: ViewControllerRepresentable {
  let box: ControllerBox
  func makeViewController(context: Context) -> HostingController<Text> {
    let controller = HostingController(rootView: Text("captured"))
    box.controller = controller
    return controller
  }
  func updateViewController(_ viewController: HostingController<Text>, context: Context) {}
}

private struct CapturingHost: View {
  let box: ControllerBox
  @State private var shown = true
  var body: some View {
    VStack {
      Button("Hide") { shown = false }
      if shown { Capturing(box: box) }
    }
  }
}

@MainActor
@Suite struct CrossRootTests {
  @Test func aBindingSharedThreeRootsDeepUpdatesEveryLevelInOnePass() throws {
    let log = ChangeLog()
    let host = TestHost(rootView: Outermost(log: log))
    #expect(host.texts == ["outermost 0", "middle 0", "innermost 0"])
    let passes = host.graph.passCount
    let rendersBefore = [host.root.renderCount] + host.hostedRoots.map(\.renderCount)
    try host.tap("Innermost +1")
    #expect(host.texts == ["outermost 1", "middle 1", "innermost 1"])
    #expect(host.graph.passCount == passes + 1)
    let rendersAfter = [host.root.renderCount] + host.hostedRoots.map(\.renderCount)
    #expect(zip(rendersBefore, rendersAfter).map { $1 - $0 } == [1, 1, 1])
    try host.tap("Innermost +1")
    // onChange on the source fires once per change for writes arriving through bindings.
    #expect(log.entries == ["0->1", "1->2"])
    #expect(host.diagnostics.isEmpty)
    #expect(host.rendererIsInSync)
  }

  @Test func environmentReachesHostedRootsAndFollowsChanges() throws {
    let host = TestHost(rootView: ThemedHost())
    #expect(host.texts == ["leaf light"])
    try host.tap("Dark")
    #expect(host.texts == ["leaf dark"])
  }

  @Test func aSelfFeedingUpdateHookIsCutAndTheRestKeepsWorking() throws {
    let counter = StateCell(0)
    // The hook feeds itself from its first run: the mount pass cuts it.
    let host = TestHost(rootView: FeedingHost(counter: counter))
    #expect(host.diagnostics.filter { $0.kind == .updateCycle }.count == 1)
    // A cut scope still follows what it read: a later write runs the hook again (and it is
    // cut again), instead of being ignored for good.
    counter.value = 100
    try host.settle()
    #expect(counter.untrackedValue > 100)
    let cycles = host.diagnostics.filter { $0.kind == .updateCycle }
    #expect(cycles.count == 2, "\(cycles)")
    #expect(cycles.allSatisfy { $0.message.contains("SelfFeedingRepresentable") })
    try host.tap("Other")
    #expect(host.texts.contains("other 1"))
  }

  @Test func staleEmbedOptOutIsHonoured() throws {
    let host = TestHost(rootView: QuietHost())
    try host.tap("Bump")
    #expect(host.diagnostics.isEmpty)
  }

  @Test func settingRootViewAfterDismantleIsIgnoredWithADiagnostic() throws {
    let box = ControllerBox()
    let host = TestHost(rootView: CapturingHost(box: box))
    try host.tap("Hide")
    box.controller?.rootView = Text("too late")
    #expect(host.diagnostics.map(\.kind) == [.useAfterDismantle])
    #expect(host.diagnostics.first?.message.contains("HostingController<Text>") == true)
    #expect(host.texts == [])
  }
}
