import Graft
import GraftCompose
import GraftTesting
import Testing

private struct CounterHost: View {
  let harness: ConformanceHarness
  let log: EventLog
  @State private var count = 0
  @State private var shown = true
  var body: some View {
    VStack {
      Text("outer \(count)")
      Button("Outer +1") { count += 1 }
      Button("Remove") { shown = false }
      if shown { harness.counter(count: $count, log: log) }
    }
  }
}

private struct BranchHost: View {
  let harness: ConformanceHarness
  let log: EventLog
  @State private var first = 10
  @State private var second = 20
  @State private var showsFirst = true
  var body: some View {
    VStack {
      Button("Flip") { showsFirst.toggle() }
      // Both branches embed the same representable type: still two identities.
      if showsFirst {
        harness.counter(count: $first, log: log)
      } else {
        harness.counter(count: $second, log: log)
      }
    }
  }
}

private struct DisplayHost: View {
  let harness: ConformanceHarness
  let forward: Bool
  let log: EventLog
  @State private var value = 0
  var body: some View {
    VStack {
      Button("Next") { value += 1 }
      harness.display(value: value, forward: forward, log: log)
    }
  }
}

private struct ThemeHost: View {
  let harness: ConformanceHarness
  let log: EventLog
  @State private var theme = "light"
  var body: some View {
    VStack {
      Button("Dark") { theme = "dark" }
      harness.themed(log: log)
    }
    .environment(\.conformanceTheme, theme)
  }
}

private struct FeedbackHost: View {
  let harness: ConformanceHarness
  let log: EventLog
  @State private var count = 0
  @State private var other = 0
  var body: some View {
    VStack {
      Button("Start") { count = 1 }
      Button("Other +1") { other += 1 }
      Text("other \(other)")
      harness.feedback(count: $count, log: log)
    }
  }
}

/// Every hosted-root implementation must pass this suite: hook order, invalidation, new
/// inputs, environment bridging, teardown and release, cycle cutting.
@MainActor
@Suite struct ConformanceSuite {
  @Test(arguments: HostedRuntimeKind.allCases)
  func hookOrder(_ kind: HostedRuntimeKind) throws {
    let log = EventLog()
    let host = TestHost(rootView: CounterHost(harness: ConformanceHarness(kind: kind), log: log))
    #expect(log.events == ["makeCoordinator", "make", "update", "content appear"])
    try host.tap("Inner +1")
    // The outer body read the count, so it re-rendered; the representable's inputs hold
    // closures (never equal), so its update hook ran once more.
    #expect(log.events == ["makeCoordinator", "make", "update", "content appear", "update"])
    try host.tap("Remove")
    #expect(
      log.events == ["makeCoordinator", "make", "update", "content appear", "update", "content disappear"])
    #expect(host.texts == ["outer 1"])
  }

  @Test(arguments: HostedRuntimeKind.allCases)
  func invalidationRendersEachAffectedRootOnceInOnePass(_ kind: HostedRuntimeKind) throws {
    let log = EventLog()
    let host = TestHost(rootView: CounterHost(harness: ConformanceHarness(kind: kind), log: log))
    for (button, expected) in [("Outer +1", 1), ("Inner +1", 2)] {
      let passes = host.graph.passCount
      let outer = host.root.renderCount
      let inner = host.hostedRoots.map(\.renderCount)
      try host.tap(button)
      #expect(host.texts == ["outer \(expected)", "inner \(expected)"])
      #expect(host.graph.passCount == passes + 1)
      #expect(host.root.renderCount == outer + 1)
      #expect(host.hostedRoots.map(\.renderCount) == inner.map { $0 + 1 })
    }
    #expect(host.rendererIsInSync)
  }

  @Test(arguments: HostedRuntimeKind.allCases)
  func newInputsReachHostedContentOrAreDiagnosed(_ kind: HostedRuntimeKind) throws {
    let harness = ConformanceHarness(kind: kind)
    let forwarding = TestHost(rootView: DisplayHost(harness: harness, forward: true, log: EventLog()))
    try forwarding.tap("Next")
    try forwarding.tap("Next")
    #expect(forwarding.texts == ["value 2"])
    #expect(forwarding.diagnostics.isEmpty)

    let stale = TestHost(rootView: DisplayHost(harness: harness, forward: false, log: EventLog()))
    try stale.tap("Next")
    try stale.tap("Next")
    #expect(stale.texts == ["value 0"])
    // Only the input that provably changed is named: `make` and `push` are closures, which
    // cannot be compared, so they are never blamed.
    let controller = try #require(stale.hostedRoots.first.map { "\(type(of: $0))" })
    #expect(
      stale.diagnostics.map(\.description) == [
        "[staleEmbed] \(harness.displayRepresentableName): input 'inputs' changed, but "
          + "updateViewController(_:context:) left the hosted \(harness.displayControllerName) untouched, "
          + "so it still shows the old value. Assign a new rootView in updateViewController(_:context:), "
          + "or pass a Binding instead of a value. (A representable that ignores the input on purpose "
          + "can opt out: static var reportsStaleEmbeds: Bool { false })"
      ], "hosted root: \(controller)")
  }

  @Test(arguments: HostedRuntimeKind.allCases)
  func switchingBranchesOfOneTypeMakesFreshContent(_ kind: HostedRuntimeKind) throws {
    let log = EventLog()
    let host = TestHost(rootView: BranchHost(harness: ConformanceHarness(kind: kind), log: log))
    #expect(host.texts == ["inner 10"])
    try host.tap("Inner +1")
    #expect(host.texts == ["inner 11"])
    log.events.removeAll()
    try host.tap("Flip")
    // The other branch is another view: the first is dismantled, a new one made and mounted.
    #expect(host.texts == ["inner 20"])
    // (A C component logs its disappearance from its dismantle hook, before the new controller
    // is made; Graft and Compose content from post-commit effects: only each sequence is pinned.)
    #expect(log.events.filter { !$0.hasPrefix("content") } == ["makeCoordinator", "make", "update"])
    #expect(log.events.filter { $0.hasPrefix("content") } == ["content disappear", "content appear"])
    #expect(host.hostedRoots.count == 1)
    try host.tap("Inner +1")
    #expect(host.texts == ["inner 21"])
    try host.tap("Flip")
    #expect(host.texts == ["inner 11"])
    #expect(host.rendererIsInSync)
  }

  @Test(arguments: HostedRuntimeKind.allCases)
  func aGraphTeardownReachesTheRenderer(_ kind: HostedRuntimeKind) throws {
    let log = EventLog()
    let host = TestHost(rootView: CounterHost(harness: ConformanceHarness(kind: kind), log: log))
    try host.tap("Inner +1")
    host.graph.tearDown()
    #expect(host.graph.roots.isEmpty)
    #expect(host.graph.tree.root.children.isEmpty)
    #expect(host.rendererIsInSync)
    #expect(log.events.last == "content disappear")
  }

  @Test(arguments: HostedRuntimeKind.allCases)
  func environmentReachesHostedContentAndFollowsChanges(_ kind: HostedRuntimeKind) throws {
    let host = TestHost(rootView: ThemeHost(harness: ConformanceHarness(kind: kind), log: EventLog()))
    #expect(host.texts == ["theme light"])
    try host.tap("Dark")
    #expect(host.texts == ["theme dark"])
  }

  @Test(arguments: HostedRuntimeKind.allCases)
  func teardownReleasesControllerAndHostedRoot(_ kind: HostedRuntimeKind) throws {
    let log = EventLog()
    let host = TestHost(rootView: CounterHost(harness: ConformanceHarness(kind: kind), log: log))
    weak let hostedRoot = host.hostedRoots.first
    weak let hostNodeOwner = host.nodes(of: .host).first
    #expect(hostedRoot != nil)
    try host.tap("Remove")
    #expect(hostedRoot == nil)
    #expect(hostNodeOwner == nil)
    #expect(host.graph.roots.count == 1)
    #expect(log.events.last == "content disappear")
    try host.tearDown()
    #expect(host.graph.roots.isEmpty)
    #expect(host.rendererIsInSync)
  }

  @Test(arguments: HostedRuntimeKind.allCases)
  func aFeedbackCycleIsCutAndTheRestKeepsWorking(_ kind: HostedRuntimeKind) throws {
    let host = TestHost(rootView: FeedbackHost(harness: ConformanceHarness(kind: kind), log: EventLog()))
    try host.tap("Start")
    #expect(host.diagnostics.contains { $0.kind == .updateCycle })
    try host.tap("Other +1")
    #expect(host.texts.contains("other 1"))
  }
}
