import GraftBridge
import GraftCompose
import GraftCore
import GraftViews

/// A controller whose content is a composition — the counterpart of Compose Multiplatform's
/// `ComposeUIViewController`, with what that one lacks (JetBrains/compose-multiplatform#4781):
/// a way to push new parameters. Return it from a `ViewControllerRepresentable` and assign
/// ``parameters`` in the update hook, or pass Graft bindings (read inside the composition,
/// they are tracked like any state).
///
/// Contract: the composition is a root one level deeper than the host's root, composed in the
/// same update pass after the host. Setting ``parameters`` recomposes the content (skipping
/// nothing at the top). The host position's Graft environment reaches the composition, for
/// bridged composition locals and for `c.environment`. Dismantling stops the composition:
/// every node is removed and every effect disposed.
@MainActor
public final class ComposeViewController<Parameters>: RootHostingController, HostedRoot {
  /// The content and the parameters it is composed with, in the one object the composition's
  /// content closure captures (see ``ComposeContentSource``).
  private let source: ComposeContentSource<Parameters>
  // Unchecked exclusivity, as `ViewController`'s state: loop thread only, every access
  // instantaneous.
  @exclusivity(unchecked) private var composition: Composition?

  public init(parameters: Parameters, content: @escaping (Composer, Parameters) -> Void) {
    source = ComposeContentSource(content: content, parameters: parameters)
    super.init()
  }

  /// The parameters the content is composed with. Setting them recomposes in this or the
  /// next pass; after dismantling, the set is ignored with a `useAfterDismantle` diagnostic.
  public var parameters: Parameters {
    get { source.parameters }
    set {
      guard acceptNewInputs("parameters") else { return }
      source.parameters = newValue
      composition?.setContent(source.composeContent)
    }
  }

  public var hostedRoot: UpdateRoot? { composition }

  public func mountHostedContent(_ context: HostingContext) {
    guard composition == nil else { return }
    remember(graph: context.graph)
    // Named as the host node is (the controller's type name, remembered for the type named
    // last): naming the type through `TypeNames` here cost ~415 instructions per mount.
    let composition = Composition(
      graph: context.graph, hostNode: context.hostNode, name: hostedContentName,
      nestingDepth: context.nestingDepth, environment: context.environment,
      content: source.composeContent)
    self.composition = composition
    composition.start()
  }

  public func hostEnvironmentDidChange(_ environment: EnvironmentValues) {
    composition?.updateEnvironment(environment)
  }

  public func unmountHostedContent() {
    composition?.stop()
  }

  override public func tearDownHostedContent() {
    unmountHostedContent()
    composition = nil
  }
}
