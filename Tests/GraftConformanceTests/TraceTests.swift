import Foundation
import Graft
import GraftTesting
import Testing

private struct Inner: View {
  @Binding var count: Int
  var body: some View {
    VStack {
      Text("inner \(count)")
      Button("Inner +1") { count += 1 }
    }
  }
}

private struct EmbedsInner: ViewControllerRepresentable {
  @Binding var count: Int
  func makeViewController(context: Context) -> HostingController<Inner> {
    HostingController(rootView: Inner(count: $count))
  }
  func updateViewController(_ viewController: HostingController<Inner>, context: Context) {}
}

private struct Outer: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text("outer \(count)")
      EmbedsInner(count: $count)
    }
  }
}

/// The boundary trace answers "why did this root render?" across roots and runtimes.
@MainActor
@Suite struct TraceTests {
  @Test func aWriteInAHostedRootReRendersTheOuterRootThroughABinding() throws {
    let host = TestHost(rootView: Outer(), tracing: true)
    let trace = try #require(host.graph.trace)
    let before = trace.renders.count
    try host.tap("Inner +1")
    #expect(host.texts == ["outer 1", "inner 1"])
    let write =
      "write to @State count of Outer by tap on Button \"Inner +1\" in root 'HostingController<Inner>'"
    let pass = host.graph.passCount
    #expect(
      trace.renders(after: before) == [
        .init(root: "Outer", pass: pass, causes: [write + " (crossed a root boundary into 'Outer')"]),
        .init(root: "HostingController<Inner>", pass: pass, causes: [write]),
      ])
  }

  @Test(arguments: [HostedRuntimeKind.compose, .c])
  func anEnvironmentChangeCrossesIntoAHostedRuntime(_ kind: HostedRuntimeKind) throws {
    let host = TestHost(rootView: TracedThemeHost(harness: ConformanceHarness(kind: kind)), tracing: true)
    let trace = try #require(host.graph.trace)
    let before = trace.renders.count
    try host.tap("Dark")
    #expect(host.texts == ["theme dark"])
    let hostedName = try #require(host.hostedRoots.first?.name)
    // The tap wrote the outer state; rendering the outer root wrote the environment entry the
    // hosted runtime had read, which crossed the boundary and re-rendered it in the same pass.
    #expect(
      trace.renders(after: before) == [
        .init(
          root: "TracedThemeHost", pass: host.graph.passCount,
          causes: [
            "write to @State theme of TracedThemeHost by tap on Button \"Dark\" in root 'TracedThemeHost'"
          ]),
        .init(
          root: hostedName, pass: host.graph.passCount,
          causes: [
            "write to the environment value ConformanceThemeKey while root 'TracedThemeHost' rendered "
              + "(crossed a root boundary into '\(hostedName)')"
          ]),
      ])
  }

  @Test func aCComponentsBindingWriteIsTracedToTheRootsItReRendered() throws {
    let log = EventLog()
    let host = TestHost(
      rootView: TracedCounterHost(harness: ConformanceHarness(kind: .c), log: log), tracing: true)
    let trace = try #require(host.graph.trace)
    let before = trace.renders.count
    try host.tap("Inner +1")
    #expect(host.texts == ["outer 1", "inner 1"])
    let cComponent = try #require(host.hostedRoots.first?.name)
    let write =
      "write to @State count of TracedCounterHost by tap on Button \"Inner +1\" in root '\(cComponent)'"
    #expect(
      trace.renders(after: before) == [
        .init(
          root: "TracedCounterHost", pass: host.graph.passCount,
          causes: [write + " (crossed a root boundary into 'TracedCounterHost')"]),
        .init(root: cComponent, pass: host.graph.passCount, causes: [write]),
      ])
  }

  @Test func theChromeTraceIsJSONWithACauseOnEveryRenderAndTheDiagnostics() throws {
    let host = TestHost(rootView: Outer())
    let trace = host.startTracing()
    try host.tap("Inner +1")
    host.graph.report(Diagnostic(kind: .staleEmbed, message: "a \"quoted\"\nmessage"))
    let data = Data(trace.chromeTraceJSON().utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let events = try #require(object["traceEvents"] as? [[String: Any]])
    let renders = events.filter { ($0["name"] as? String)?.hasPrefix("render ") == true }
    #expect(renders.count == 2)
    for render in renders {
      #expect((render["args"] as? [String: Any])?["cause"] is String)
      #expect(render["ph"] as? String == "X")
    }
    let threadNames = events.filter { $0["name"] as? String == "thread_name" }
      .compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
    #expect(threadNames.contains("HostingController<Inner>"))
    let diagnostic = events.first { $0["cat"] as? String == "diagnostic" }
    #expect((diagnostic?["args"] as? [String: Any])?["message"] as? String == "a \"quoted\"\nmessage")
    let flowStarts = events.filter { $0["ph"] as? String == "s" }.compactMap { $0["id"] as? Int }
    let flowEnds = events.filter { $0["ph"] as? String == "f" }.compactMap { $0["id"] as? Int }
    #expect(!flowStarts.isEmpty)
    #expect(Set(flowEnds).isSubset(of: Set(flowStarts)))
    #expect(flowEnds.count == 2)
  }

  @Test func tracingOffRecordsNothingAndAStoppedTraceKeepsWhatItHad() throws {
    let host = TestHost(rootView: Outer())
    try host.tap("Inner +1")
    #expect(host.graph.trace == nil)
    let trace = host.startTracing()
    try host.tap("Inner +1")
    host.graph.stopTracing()
    let recorded = trace.events.count
    try host.tap("Inner +1")
    #expect(trace.events.count == recorded)
    #expect(trace.renders.count == 2)
    #expect(trace.summary().contains("Outer: 1 renders"))
  }
}

private struct TracedThemeHost: View {
  let harness: ConformanceHarness
  @State private var theme = "light"
  var body: some View {
    VStack {
      Button("Dark") { theme = "dark" }
      harness.themed(log: EventLog())
    }
    .environment(\.conformanceTheme, theme)
  }
}

private struct TracedCounterHost: View {
  let harness: ConformanceHarness
  let log: EventLog
  @State private var count = 0
  var body: some View {
    VStack {
      Text("outer \(count)")
      harness.counter(count: $count, log: log)
    }
  }
}
