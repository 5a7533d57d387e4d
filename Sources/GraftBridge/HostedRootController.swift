import GraftCore
import GraftViews

/// A controller whose content is any `HostedRoot` — the way Graft hosts a runtime that knows
/// nothing of Graft's views: one written against GraftSeam alone (docs/embedding.md, "Bringing
/// your own runtime"). Return it from a `ViewControllerRepresentable`; push new inputs into
/// ``root`` in the update hook (the root counts them in its `updateGeneration`), or pass
/// bindings, which the runtime reads tracked.
///
/// Contract: the controller's node is a `.host` node named after `Root`; every hook of the
/// seam is forwarded to ``root`` as it comes — `mountHostedContent` once when the
/// representable mounts, `hostEnvironmentDidChange` when the host position's environment
/// changes, `measure` when the layout engine asks, `unmountHostedContent` once when the
/// representable is dismantled. Loop thread only.
@MainActor
public final class HostedRootController<Root: HostedRoot>: ViewController, HostedRoot {
  /// The hosted content, as the runtime that made it sees it.
  public let root: Root
  private var isUnmounted = false

  public init(_ root: Root) {
    self.root = root
    super.init()
  }

  /// A `.host` node named after the hosted root's type.
  override public func loadNode(in tree: NodeTree) -> Node {
    var properties = NodeProperties()
    properties.hostedRoot = "\(Root.self)"
    return tree.makeNode(.host, properties: properties)
  }

  public func mountHostedContent(_ context: HostingContext) { root.mountHostedContent(context) }

  public func hostEnvironmentDidChange(_ environment: EnvironmentValues) {
    root.hostEnvironmentDidChange(environment)
  }

  public var updateGeneration: Int { root.updateGeneration }

  public var hostedRoot: UpdateRoot? { root.hostedRoot }

  override var hostedContent: (any HostedRoot)? { self }

  public func measure(_ proposal: ProposedSize) -> MeasuredSize? { root.measure(proposal) }

  public func unmountHostedContent() {
    guard !isUnmounted else { return }
    isUnmounted = true
    root.unmountHostedContent()
  }

  override public func dismantle() {
    unmountHostedContent()
    super.dismantle()
  }
}
