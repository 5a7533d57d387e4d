import Foundation
import Graft
import GraftRemote
import Testing

/// Crash isolation: each way a child can fail ends in an error node, a diagnostic naming what
/// happened, and a restart showing the host's state; the host keeps working throughout.
@MainActor
@Suite(.serialized) struct RemoteFailureTests {
  let counter = RemoteHarness.executable("graft-remote-counter")

  /// A fault: how to cause it, and what the diagnostic must name.
  struct Fault: CustomTestStringConvertible, Sendable {
    let button: String?
    let signal: Int32?
    let named: String
    var testDescription: String { button ?? "signal \(signal ?? 0)" }
  }

  nonisolated static let faults = [
    Fault(button: nil, signal: SIGKILL, named: "killed by SIGKILL"),
    Fault(button: "Segfault", signal: nil, named: "killed by SIGSEGV"),
    Fault(button: "Exit 3", signal: nil, named: "exited with status 3"),
    Fault(button: "Garbage", signal: nil, named: "protocol violation"),
    Fault(button: "Oversize", signal: nil, named: "exceeds the cap of 1048576"),
    Fault(button: "Hang", signal: nil, named: "missed heartbeat"),
    Fault(button: "Flood", signal: nil, named: "flooding"),
  ]

  @Test(arguments: faults) func aFailingChildIsReplacedReportedAndRestartedWithTheHostsState(fault: Fault)
    throws
  {
    let executable = try #require(counter, "graft-remote-counter not built next to the tests")
    let host = try RemoteHarness(executable: executable, arguments: ["--faults"])
    #expect(host.wait { host.texts.contains("remote 0") })
    try host.tap("Remote +1")
    #expect(host.wait { host.texts.contains("host 1") && host.texts.contains("remote 1") })
    try host.tap("Host +1")
    #expect(host.wait { host.texts.contains("host 2") && host.texts.contains("remote 2") })
    let first = try #require(host.remote?.pid)
    if let button = fault.button { try host.tap(button) }
    if let signal = fault.signal { kill(first, signal) }
    #expect(host.wait { host.showsError || !host.failures.isEmpty })
    #expect(host.failures.count == 1, "\(host.failures)")
    #expect(host.failures.first?.contains(fault.named) == true, "\(host.failures)")
    #expect(host.failures.first?.contains("restarting") == true)
    // The host is unaffected meanwhile, and the restarted child shows the host's current state.
    try host.tap("Host +1")
    #expect(
      host.wait { host.texts.contains("host 3") && host.texts.contains("remote 3") && !host.showsError })
    #expect(host.remote?.pid != first)
    #expect(host.remote?.spawnCount == 2)
    #expect(kill(first, 0) != 0)  // The failed child was reaped.
    try host.tap("Remote +1")
    #expect(host.wait { host.texts.contains("host 4") && host.texts.contains("remote 4") })
    #expect(host.close() == 0)
  }

  @Test func pastTheRestartBoundItStaysDownAndSaysSo() throws {
    let executable = try #require(counter, "graft-remote-counter not built next to the tests")
    var options = RemoteHarness.quickOptions
    options.maxRestartsPerMinute = 1
    let host = try RemoteHarness(executable: executable, options: options)
    for round in 1...2 {
      #expect(host.wait { host.remote?.isLive == true && host.texts.contains("remote 0") })
      let pid = try #require(host.remote?.pid)
      kill(pid, SIGKILL)
      #expect(host.wait { host.failures.count == round })
    }
    #expect(host.remote?.isDown == true)
    #expect(host.failures.last?.contains("stays down") == true, "\(host.failures)")
    #expect(host.graph.tree.nodes(of: .error).first?.properties.text?.contains("stays down") == true)
    // Nothing restarts it: a while later it is still down, and the host still works.
    host.wait(timeout: .milliseconds(300)) { false }
    #expect(host.remote?.spawnCount == 2)
    try host.tap("Host +1")
    #expect(host.wait { host.texts.contains("host 1") })
    #expect(host.close() == 0)
  }

  @Test func aMissingExecutableFailsVisiblyWithoutCrashing() throws {
    var options = RemoteHarness.quickOptions
    options.maxRestartsPerMinute = 0
    let host = try RemoteHarness(executable: "/nonexistent/graft-child", options: options)
    #expect(host.wait { !host.failures.isEmpty })
    #expect(host.failures.first?.contains("uv_spawn") == true, "\(host.failures)")
    #expect(host.showsError)
    #expect(host.close() == 0)
  }
}
