import GraftBridge
import GraftCBridge
import GraftCore
import GraftViews

/// A controller whose content is an instance of a C component (`graft.h`). Return it from a
/// `ViewControllerRepresentable`; assign ``inputs`` in the update hook to push new inputs, or
/// pass bindings (`.int64Binding($count)`), which the component reads tracked and writes back.
///
/// Contract: the instance is a root one level deeper than the host's root, made and updated
/// in the same pass after the host. Setting ``inputs`` runs the component's `update` (and
/// counts as touching the content for the stale-embed check). The component may read the
/// environment values named in `environment` (`graft_context_environment_string`); reads are
/// tracked. If `make` fails, an error node shows in its place with a `hostedComponentFailure`
/// diagnostic. Dismantling calls the component's `dismantle` and releases every handle of
/// the instance. Loop thread only.
@MainActor
public final class CComponentController: RootHostingController, HostedRoot {
  /// The component type this controller hosts.
  public let component: CComponent
  private let environmentReaders: [String: @MainActor (EnvironmentValues) -> String]
  private var pendingInputs: [CValue]
  private var root: CComponentRoot?

  /// `environment` maps the keys the component may read to how to read them, for example
  /// `["theme": { $0.theme }]`.
  public init(
    component: CComponent, inputs: [CValue] = [],
    environment: [String: @MainActor (EnvironmentValues) -> String] = [:]
  ) {
    self.component = component
    pendingInputs = inputs
    environmentReaders = environment
    super.init()
  }

  /// The inputs the component is updated with. Setting them runs its `update` in this or the
  /// next pass; after dismantling, the set is ignored with a `useAfterDismantle` diagnostic.
  public var inputs: [CValue] {
    get { pendingInputs }
    set {
      guard acceptNewInputs("inputs") else { return }
      pendingInputs = newValue
      root?.setInputs(newValue)
    }
  }

  override public var hostedContentName: String { component.name }

  public var hostedRoot: UpdateRoot? { root }

  public func mountHostedContent(_ context: HostingContext) {
    guard root == nil else { return }
    remember(graph: context.graph)
    let root = CComponentRoot(
      graph: context.graph, hostNode: context.hostNode, nestingDepth: context.nestingDepth,
      component: component, inputs: pendingInputs, environment: context.environment,
      environmentReaders: environmentReaders)
    self.root = root
    root.start()
  }

  public func hostEnvironmentDidChange(_ environment: EnvironmentValues) {
    root?.updateEnvironment(environment)
  }

  public func measure(_ proposal: ProposedSize) -> MeasuredSize? {
    root?.measure(proposal)
  }

  public func unmountHostedContent() {
    root?.stop()
  }

  override public func tearDownHostedContent() {
    unmountHostedContent()
    root = nil
  }
}
