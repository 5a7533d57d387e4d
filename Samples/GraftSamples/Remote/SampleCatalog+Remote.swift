import Graft

extension SampleCatalog {
  /// A counter in a child process, bound to the host's state, surviving the child's death.
  /// It needs real processes, so it runs on the libuv loop only (`graft-samples`); the
  /// TestHost-based sample tests skip it and GraftRemoteTests cover it.
  public static let remote = Sample(
    name: "remote", seed: "000", title: "A counter in another process",
    summary: "A Graft view embeds a counter running in a child process, both bound to one count "
      + "that lives in the host. The child is killed with SIGKILL midway: an error node stands in, "
      + "a diagnostic names the signal, and the restarted child shows the host's count.",
    variants: [SampleVariant("Graft hosting a child process") { RemoteCounterExample() }],
    script: [
      .waitForRemote, .remoteTap("Remote +1"), .remoteTap("Host +1"), .killRemoteChild,
      .remoteTap("Remote +1"),
    ],
    needsLibuvLoop: true)
}
