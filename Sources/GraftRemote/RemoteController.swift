import GraftBridge
import GraftCore
import GraftViews

/// A controller whose content runs in a child process: it spawns `executable`, speaks the
/// remote protocol over the child's stdin and stdout (docs/remote.md), and mounts what the
/// child renders as its hosted subtree. Return it from a `ViewControllerRepresentable`. It is
/// GraftRemoteCore's `RemoteContent` (which any runtime can host through the seam) as a Graft
/// `ViewController`.
///
/// `bindings` name host bindings the child reads and writes (`["count": .int($count)]`): the
/// child's writes are host state writes (one pass per write; `onChange` fires; the host's
/// readers and the child follow), and a restarted child gets the host's current values, so it
/// shows the same state. `environment` maps keys the child may read to how to read them from
/// the host position's environment, as strings (`["theme": { $0.theme }]`).
///
/// Crash isolation: whatever the child does — exit, die by a signal, break the protocol, send
/// too much, stop answering — the host keeps running; an error node stands in its place with a
/// `hostedComponentFailure` diagnostic naming what happened, and the child is restarted with
/// backoff (`RemoteOptions`). Dismantling closes the child's stdin and terminates it
/// (`SIGTERM`, then `SIGKILL` after the grace). Needs a `UVEventLoop` (on another loop the
/// error node says so). The controller keeps its bindings (and what their closures capture)
/// alive: hold it weakly from anything those closures capture. Loop thread only.
@MainActor
public final class RemoteController: RootHostingController, HostedRoot {
  /// What runs the child (GraftRemoteCore's seam-level host; this controller forwards to it).
  public let content: RemoteContent

  public init(
    executable: String, arguments: [String] = [], bindings: [String: RemoteBinding] = [:],
    environment: [String: @MainActor (EnvironmentValues) -> String] = [:],
    options: RemoteOptions = RemoteOptions()
  ) {
    content = RemoteContent(
      executable: executable, arguments: arguments, bindings: bindings, environment: environment,
      options: options)
    super.init()
  }

  /// The program the child runs.
  public var executable: String { content.executable }
  public var arguments: [String] { content.arguments }

  override public var hostedContentName: String { content.name }

  public var hostedRoot: UpdateRoot? { content.hostedRoot }

  /// The root running the child, once mounted (its state: `RemoteRoot.pid`, `RemoteRoot.isLive`).
  public var remoteRoot: RemoteRoot? { content.remoteRoot }

  public func mountHostedContent(_ context: HostingContext) {
    remember(graph: context.graph)
    content.mountHostedContent(context)
  }

  public func hostEnvironmentDidChange(_ environment: EnvironmentValues) {
    content.hostEnvironmentDidChange(environment)
  }

  /// Sends the proposal to the child (it reads it as `RemoteValues.proposedSize`); the host
  /// has no answer of its own, so `nil`.
  public func measure(_ proposal: ProposedSize) -> MeasuredSize? { content.measure(proposal) }

  public func unmountHostedContent() { content.unmountHostedContent() }

  override public func tearDownHostedContent() { unmountHostedContent() }
}
