import Glibc
import GraftCore
import GraftUV
import GraftViews

/// The child side: serves a Graft root to a host over stdin and stdout.
///
/// ```swift
/// RemoteChild.serve { values in CounterView(count: values.int("count")) }
/// ```
///
/// Contract: runs its own `UVEventLoop` and `UpdateGraph` on the main thread and never
/// returns. It answers the host's `hello`, keeps the values, environment strings and size the
/// host sends (`RemoteValues`), builds the root on `mount` (once), sends each update pass's
/// changes under the root as one `batch`, turns `event` messages into taps and typing on its
/// nodes (an event for a node that is gone is ignored), answers `ping` with `pong`, and sends
/// a binding's writes as `write`. It exits with status 0 when its stdin closes (the host went
/// away or dismantled it) and with status 2, after a line on stderr, when the host breaks the
/// protocol.
public enum RemoteChild {
  @MainActor
  public static func serve<Content: View>(
    limits: RemoteLimits = .standard, _ makeRoot: @escaping @MainActor (RemoteValues) -> Content
  ) -> Never {
    let loop: UVEventLoop
    let input: UVPipe
    let output: UVPipe
    do {
      loop = try UVEventLoop()
      input = try UVPipe(loop: loop, fileDescriptor: 0)
      output = try UVPipe(loop: loop, fileDescriptor: 1)
    } catch {
      RemoteChildSession.complain("graft remote child: cannot open stdio: \(error)\n")
      exit(2)
    }
    let session = RemoteChildSession(loop: loop, output: output, limits: limits) { makeRoot($0) }
    input.onData = { session.received($0) }
    input.onClose = { session.finish(status: 0) }
    input.startReading()
    loop.run()
    session.finish(status: 0)
  }
}
