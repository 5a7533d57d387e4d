import Foundation
import Graft
import GraftRemote
import Testing

/// A child written in Python against docs/remote.md (Samples/remote-python/counter.py): the
/// protocol, not the Swift library, is the contract.
@MainActor
@Suite(.serialized) struct RemotePythonChildTests {
  let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Samples/remote-python/counter.py").standardized.path

  @Test func aPythonChildIsBoundToHostState() throws {
    let host = try RemoteHarness(executable: "python3", arguments: [script])
    #expect(host.wait { host.texts.contains("python 0") })
    try host.tap("Python +1")
    #expect(host.wait { host.texts.contains("host 1") && host.texts.contains("python 1") })
    try host.tap("Host +1")
    #expect(host.wait { host.texts.contains("host 2") && host.texts.contains("python 2") })
    #expect(host.changes.count == 2)
    #expect(host.failures.isEmpty, "\(host.failures)")
    #expect(host.close() == 0)
  }

  @Test func anOpOnANodeOutsideItsSubtreeIsAViolation() throws {
    var options = RemoteHarness.quickOptions
    options.maxRestartsPerMinute = 0
    let host = try RemoteHarness(executable: "python3", arguments: [script, "--outside"], options: options)
    #expect(host.wait { !host.failures.isEmpty })
    #expect(
      host.failures.first?.contains("remove from node 4242, which is not the child's") == true,
      "\(host.failures)")
    #expect(host.failures.first?.contains("stays down") == true)
    #expect(host.showsError)
    #expect(host.texts.contains("host 0"))
    #expect(host.close() == 0)
  }
}
