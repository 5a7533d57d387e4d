import Glibc
import Graft

/// The steps of the `remote` sample: each waits, in loop time and bounded, for the child's
/// round trip (a tap on the child's button reaches the child, which writes the binding and
/// re-renders; a tap on the host's button reaches the child as a new value), because a remote
/// component answers asynchronously.
extension SampleStep {
  /// How long a remote step waits for the child before failing.
  static let remoteTimeout: Duration = .seconds(20)

  /// Waits until the child shows the host's count (`remote N` next to `host N`).
  public static let waitForRemote = SampleStep("wait for the child") { driver in
    try RemoteSync.wait(driver, "the child to show the host's count") { RemoteSync.counts($0) != nil }
  }

  /// Taps `label`, then waits until the host's count moved and the child shows it.
  public static func remoteTap(_ label: String) -> SampleStep {
    SampleStep("tap \"\(label)\"") { driver in
      let before = RemoteSync.hostCount(driver.texts)
      try driver.tap(label)
      try RemoteSync.wait(driver, "the count to change and reach the child after tapping \"\(label)\"") {
        guard let count = RemoteSync.counts($0) else { return false }
        return count != before
      }
    }
  }

  /// Kills the sample's child with `SIGKILL`, then waits until it was restarted and shows the
  /// host's count again.
  public static let killRemoteChild = SampleStep("kill the child with SIGKILL") { driver in
    guard let root = RemoteSampleChild.current?.remoteRoot, let pid = root.pid else {
      throw RemoteSampleError("no child process is running to kill")
    }
    let spawned = root.spawnCount
    kill(pid, SIGKILL)
    try RemoteSync.wait(driver, "the child to be restarted") { _ in
      root.spawnCount > spawned && root.isLive
    }
    try RemoteSync.wait(driver, "the restarted child to show the host's count") {
      RemoteSync.counts($0) != nil
    }
  }
}

/// A `remote` sample step could not do its part.
public struct RemoteSampleError: Error, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}

@MainActor
enum RemoteSync {
  /// The count when `host N` and `remote N` agree, else nil.
  static func counts(_ texts: [String]) -> Int? {
    guard let host = hostCount(texts),
      texts.contains(where: { $0 == "remote \(host)" })
    else { return nil }
    return host
  }

  static func hostCount(_ texts: [String]) -> Int? {
    texts.lazy.compactMap { $0.hasPrefix("host ") ? Int($0.dropFirst(5)) : nil }.first
  }

  /// Lets loop time pass in small slices until `condition` holds on the driver's texts.
  static func wait(_ driver: any SampleDriver, _ what: String, until condition: ([String]) -> Bool) throws {
    var waited = Duration.zero
    while !condition(driver.texts) {
      guard waited < SampleStep.remoteTimeout else {
        throw RemoteSampleError("gave up after \(SampleStep.remoteTimeout) waiting for \(what)")
      }
      try driver.wait(for: .milliseconds(5))
      waited += .milliseconds(5)
    }
  }
}
