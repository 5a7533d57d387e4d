import GraftCore
import GraftRemoteCore
import GraftSeam
import GraftSeamTestRuntime
import GraftUV
import Testing

/// A child process hosted by a runtime that knows only the seam: the mini runtime (GraftCore +
/// GraftSeam) hosts a `RemoteContent` (GraftRemoteCore) — no Graft views, no controller — and
/// state crosses both ways through a seam `Binding`. (This file imports nothing of GraftViews,
/// GraftBridge or GraftRemote.)
@MainActor
@Suite(.serialized) struct RemoteOnTheSeamTests {
  @Test func theMiniRuntimeHostsAChildProcessAndItsBindingCrossesBothWays() throws {
    let executable = try #require(
      RemoteHarness.executable("graft-remote-counter"), "graft-remote-counter not built next to the tests")
    let loop = try UVEventLoop()
    let graph = UpdateGraph(loop: loop)
    graph.diagnosticHandler = nil
    let count = StateCell(0)
    let binding = Binding(source: count, get: { count.value }, set: { count.value = $0 })
    let options = RemoteHarness.quickOptions
    let host = MiniContent(inputs: ()) { context, _ in
      context.text("host \(count.value)")
      context.button("Host +1") { count.value += 1 }
      context.host("counter") {
        RemoteContent(executable: executable, bindings: ["count": .int(binding)], options: options)
      }
    }
    host.mountHostedContent(
      HostingContext(
        graph: graph, hostNode: graph.tree.root, nestingDepth: 0, environment: EnvironmentValues()))
    loop.runUntilQuiescent()
    let texts = { graph.tree.texts }

    #expect(loop.run(until: { texts().contains("remote 0") }, timeout: .seconds(20)))
    try graph.tree.enabledButton(labelled: "Remote +1").performTap()
    #expect(
      loop.run(until: { texts().contains("host 1") && texts().contains("remote 1") }, timeout: .seconds(20)))
    try graph.tree.enabledButton(labelled: "Host +1").performTap()
    #expect(
      loop.run(until: { texts().contains("host 2") && texts().contains("remote 2") }, timeout: .seconds(20)))
    #expect(graph.diagnostics.isEmpty, "\(graph.diagnostics)")

    host.unmountHostedContent()
    graph.tearDown()
    loop.runUntilQuiescent()
    #expect(loop.shutdown() == 0)
  }
}
