import Foundation
import Graft
import GraftRemote
import GraftTesting
import Testing

/// A counter in a child process (`graft-remote-counter`), bound to host state, on the real loop.
@MainActor
@Suite(.serialized) struct RemoteBindingTests {
  let counter = RemoteHarness.executable("graft-remote-counter")

  @Test func bindingWritesCrossBothWays() throws {
    let executable = try #require(counter, "graft-remote-counter not built next to the tests")
    let host = try RemoteHarness(executable: executable)
    #expect(host.wait { host.texts.contains("remote 0") })
    try host.tap("Remote +1")
    #expect(host.wait { host.texts.contains("host 1") && host.texts.contains("remote 1") })
    #expect(host.changes.count == 1)  // onChange saw the child's write as a host write.
    try host.tap("Host +1")
    #expect(host.wait { host.texts.contains("host 2") && host.texts.contains("remote 2") })
    try host.tap("Remote +1")
    #expect(host.wait { host.texts.contains("host 3") && host.texts.contains("remote 3") })
    try host.tap("Remote +1")
    #expect(host.wait { host.texts.contains("host 4") && host.texts.contains("remote 4") })
    #expect(host.changes.count == 4)
    #expect(host.count.untrackedValue == 4)
    #expect(host.graph.diagnostics.isEmpty, "\(host.graph.diagnostics)")
    #expect(host.close() == 0)
  }

  /// A level pushed inside the child hides the child's root on the host: the root stays mounted
  /// in the child and its nodes cross as inactive, so the host neither shows nor taps them; the
  /// level follows host writes.
  @Test func aLevelPushedInTheChildHidesItsRootOnTheHost() throws {
    let executable = try #require(counter, "graft-remote-counter not built next to the tests")
    let host = try RemoteHarness(executable: executable, arguments: ["--levels"])
    #expect(host.wait { host.texts.contains("remote 0") })
    try host.tap("Open level")
    #expect(
      host.wait { host.texts.contains("level 1 of 0") && !host.texts.contains("remote 0") }, "\(host.texts)")
    #expect(throws: InteractionError.self) { try host.tap("Open level") }
    try host.tap("Host +1")
    #expect(
      host.wait { host.texts.contains("host 1") && host.texts.contains("level 1 of 1") }, "\(host.texts)")
    #expect(host.texts == ["host 1", "level 1 of 1"])
    #expect(host.close() == 0)
  }

  @Test func environmentAndSizeCross() throws {
    let executable = try #require(counter, "graft-remote-counter not built next to the tests")
    let host = try RemoteHarness(executable: executable)
    #expect(host.wait { host.texts.contains("theme dark") })
    host.theme.value = "solarized"
    #expect(host.wait { host.texts.contains("theme solarized") })
    #expect(!host.texts.contains("theme dark"))
    let controller = try #require(host.box.controller)
    #expect(controller.measure(ProposedSize(width: 320, height: nil)) == nil)
    #expect(host.wait { host.texts.contains("proposed width 320") })
    #expect(host.close() == 0)
  }

  @Test func dismantleTerminatesTheChildAndTheHostLoopCloses() throws {
    let executable = try #require(counter, "graft-remote-counter not built next to the tests")
    let host = try RemoteHarness(executable: executable)
    #expect(host.wait { host.texts.contains("remote 0") })
    let pid = try #require(host.remote?.pid)
    host.shown.value = false
    #expect(host.wait { kill(pid, 0) != 0 })  // Gone and reaped (no zombie answers kill 0).
    #expect(!host.texts.contains("remote 0"))
    #expect(host.close() == 0)
  }

  @Test func aVirtualLoopHostShowsWhyItCannotSpawn() throws {
    let host = TestHost(
      rootView: RemoteHostView(
        count: StateCell(0), shown: StateCell(true), theme: StateCell("dark"), changes: ChangeCounter(),
        executable: "/bin/true", arguments: [], options: RemoteOptions(), box: ControllerBox()))
    #expect(
      host.diagnostics.contains { $0.kind == .hostedComponentFailure && $0.message.contains("UVEventLoop") })
    #expect(host.render().contains("Error"))
  }
}
