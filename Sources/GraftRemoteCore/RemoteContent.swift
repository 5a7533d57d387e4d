import GraftCore
import GraftSeam

/// Content that runs in a child process, hosted through the runtime-neutral seam: it spawns
/// `executable`, speaks the remote protocol over the child's stdin and stdout
/// (docs/remote.md), and mounts what the child renders under the host node. Any runtime that
/// hosts a `HostedRoot` hosts it (a Compose composition, a C component, a runtime of your
/// own); in Graft views, `RemoteController` (module GraftRemote) wraps it as a
/// `ViewController`.
///
/// `bindings` name host bindings the child reads and writes (`["count": .int($count)]`): the
/// child's writes are host state writes (one pass per write), and a restarted child gets the
/// host's current values. `environment` maps keys the child may read to how to read them from
/// the host position's environment, as strings. Crash isolation, restarts and limits are
/// ``RemoteRoot``'s (see ``RemoteOptions``). Needs a `UVEventLoop` (on another loop the error
/// node says so). Loop thread only; each hook runs as `HostedRoot` says.
@MainActor
public final class RemoteContent: HostedRoot {
  /// The program the child runs.
  public let executable: String
  public let arguments: [String]
  private let bindings: [String: RemoteBinding]
  private let environmentReaders: [String: @MainActor (EnvironmentValues) -> String]
  private let options: RemoteOptions
  /// The root running the child, once mounted (its state: ``RemoteRoot/pid``, ``RemoteRoot/isLive``).
  public private(set) var remoteRoot: RemoteRoot?
  /// Increases when the host pushes a new environment or a new proposal (the stale-embed check).
  public private(set) var updateGeneration = 0

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
  }

  /// The name the diagnostics and the boundary trace give it: the program's file name.
  public var name: String { executable.split(separator: "/").last.map(String.init) ?? executable }

  public var hostedRoot: UpdateRoot? { remoteRoot }

  public func mountHostedContent(_ context: HostingContext) {
    guard remoteRoot == nil else { return }
    let root = RemoteRoot(
      graph: context.graph, anchor: context.hostNode, nestingDepth: context.nestingDepth,
      name: name, executable: executable, arguments: arguments, bindings: bindings,
      environment: context.environment, environmentReaders: environmentReaders, options: options)
    remoteRoot = root
    root.start()
  }

  public func hostEnvironmentDidChange(_ environment: EnvironmentValues) {
    updateGeneration += 1
    remoteRoot?.updateEnvironment(environment)
  }

  /// Sends the proposal to the child (it reads it as ``RemoteValues/proposedSize``); the host
  /// has no answer of its own, so `nil`.
  public func measure(_ proposal: ProposedSize) -> MeasuredSize? {
    remoteRoot?.propose(proposal)
    return nil
  }

  /// Stops the child (see ``RemoteRoot``) and lets go of its root: ``remoteRoot`` is `nil`
  /// afterwards, as it was before mounting.
  public func unmountHostedContent() {
    guard let root = remoteRoot else { return }
    remoteRoot = nil
    root.stop()
  }
}
