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
  private let content: (Composer, Parameters) -> Void
  // Unchecked exclusivity, as `ViewController`'s state: loop thread only, every access
  // instantaneous (the composition gets copies).
  @exclusivity(unchecked) private var composition: Composition?
  @exclusivity(unchecked) private var pendingParameters: Parameters

  public init(parameters: Parameters, content: @escaping (Composer, Parameters) -> Void) {
    pendingParameters = parameters
    self.content = content
    super.init()
  }

  /// The parameters the content is composed with. Setting them recomposes in this or the
  /// next pass; after dismantling, the set is ignored with a `useAfterDismantle` diagnostic.
  public var parameters: Parameters {
    get { pendingParameters }
    set {
      guard acceptNewInputs("parameters") else { return }
      pendingParameters = newValue
      composition?.setContent(makeContent(newValue))
    }
  }

  private func makeContent(_ parameters: Parameters) -> (Composer) -> Void {
    let content = self.content
    return { composer in content(composer, parameters) }
  }

  public var hostedRoot: UpdateRoot? { composition }

  public func mountHostedContent(_ context: HostingContext) {
    guard composition == nil else { return }
    remember(graph: context.graph)
    let composition = Composition(
      graph: context.graph, hostNode: context.hostNode, name: TypeNames.name(of: type(of: self)),
      nestingDepth: context.nestingDepth, environment: context.environment,
      content: makeContent(pendingParameters))
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
