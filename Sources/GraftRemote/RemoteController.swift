import GraftBridge
import GraftCore
import GraftViews

/// A controller whose content runs in a child process: it spawns `executable`, speaks the
/// remote protocol over the child's stdin and stdout (docs/remote.md), and mounts what the
/// child renders as its hosted subtree. Return it from a `ViewControllerRepresentable`.
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
/// backoff (``RemoteOptions``). Dismantling closes the child's stdin and terminates it
/// (`SIGTERM`, then `SIGKILL` after the grace). Needs a `UVEventLoop` (on another loop the
/// error node says so). The controller keeps its bindings (and what their closures capture)
/// alive: hold it weakly from anything those closures capture. Loop thread only.
@MainActor
public final class RemoteController: RootHostingController, HostedRoot {
  /// The program the child runs.
  public let executable: String
  public let arguments: [String]
  private let bindings: [String: RemoteBinding]
  private let environmentReaders: [String: @MainActor (EnvironmentValues) -> String]
  private let options: RemoteOptions
  private var root: RemoteRoot?

  public init(
    executable: String, arguments: [String] = [], bindings: [String: RemoteBinding] = [:],
    environment: [String: @MainActor (EnvironmentValues) -> String] = [:],
    options: RemoteOptions = RemoteOptions()
  ) {
    self.executable = executable
    self.arguments = arguments
    self.bindings = bindings
    environmentReaders = environment
    self.options = options
    super.init()
  }

  override public var hostedContentName: String {
    executable.split(separator: "/").last.map(String.init) ?? executable
  }

  public var hostedRoot: UpdateRoot? { root }

  /// The root running the child, once mounted (its state: ``RemoteRoot/pid``, ``RemoteRoot/isLive``).
  public var remoteRoot: RemoteRoot? { root }

  public func mountHostedContent(_ context: HostingContext) {
    guard root == nil else { return }
    remember(graph: context.graph)
    let root = RemoteRoot(
      graph: context.graph, anchor: context.hostNode, nestingDepth: context.nestingDepth,
      name: hostedContentName, executable: executable, arguments: arguments, bindings: bindings,
      environment: context.environment, environmentReaders: environmentReaders, options: options)
    self.root = root
    root.start()
  }

  public func hostEnvironmentDidChange(_ environment: EnvironmentValues) {
    root?.updateEnvironment(environment)
  }

  /// Sends the proposal to the child (it reads it as ``RemoteValues/proposedSize``); the host
  /// has no answer of its own, so `nil`.
  public func measure(_ proposal: ProposedSize) -> MeasuredSize? {
    root?.propose(proposal)
    return nil
  }

  public func unmountHostedContent() {
    root?.stop()
  }

  override public func tearDownHostedContent() {
    unmountHostedContent()
    root = nil
  }
}
