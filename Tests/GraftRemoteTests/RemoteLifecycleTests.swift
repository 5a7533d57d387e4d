import Foundation
import Graft
import GraftRemote
import Testing

/// Mounting and unmounting a remote component many times leaves no process and no descriptor.
@MainActor
@Suite(.serialized) struct RemoteLifecycleTests {
  @Test func twoHundredMountCyclesLeaveNoChildAndNoDescriptor() throws {
    let executable = try #require(
      RemoteHarness.executable("graft-remote-counter"), "graft-remote-counter not built next to the tests")
    // libuv opens its process-wide signal pipe (two descriptors, kept for the process's
    // life) on the first spawn: spawn once before counting.
    let warmUp = try RemoteHarness(executable: executable)
    #expect(warmUp.wait { warmUp.remote?.isLive == true })
    #expect(warmUp.close() == 0)
    let childrenBefore = RemoteHarness.childProcesses()
    let descriptorsBefore = RemoteHarness.openDescriptors()
    let host = try RemoteHarness(executable: executable)
    var pids: Set<Int32> = []
    for cycle in 0..<200 {
      host.shown.value = true
      let live = host.wait { host.remote?.isLive == true && host.texts.contains("remote \(cycle)") }
      #expect(live, "cycle \(cycle)")
      guard live else { break }
      if let pid = host.remote?.pid { pids.insert(pid) }
      try host.tap("Host +1")
      #expect(host.wait { host.texts.contains("remote \(cycle + 1)") })
      host.shown.value = false
      host.loop.runUntilQuiescent()
    }
    #expect(pids.count == 200)
    #expect(host.wait { pids.allSatisfy { kill($0, 0) != 0 } }, "children still running or unreaped")
    #expect(host.close() == 0)
    #expect(Set(RemoteHarness.childProcesses()).subtracting(childrenBefore).isEmpty)
    // The descriptor count is the whole process's, and other suites run in parallel (sockets,
    // pipes, tmux): allow the few they may hold at this instant. A descriptor leaked per mount
    // cycle would show as 200 or more.
    let deadline = Date().addingTimeInterval(5)
    var descriptorsAfter = RemoteHarness.openDescriptors()
    while descriptorsAfter > descriptorsBefore && Date() < deadline {
      usleep(50_000)
      descriptorsAfter = RemoteHarness.openDescriptors()
    }
    #expect(
      descriptorsAfter < descriptorsBefore + 50,
      "\(descriptorsAfter - descriptorsBefore) more descriptors after 200 mount cycles")
  }
}
