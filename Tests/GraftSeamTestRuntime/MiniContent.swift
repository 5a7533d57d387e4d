import GraftCore
import GraftSeam

/// Content of the mini runtime: a render function over inputs — the smallest runtime that
/// implements the seam, written against GraftCore and GraftSeam alone. It is the worked
/// example of docs/embedding.md, "Bringing your own runtime": a host of any runtime mounts it
/// through ``HostedRoot`` (Graft through `HostedRootController`), and it hosts content of any
/// runtime through ``MiniContext/host(_:_:)``.
///
/// Contract: made and mutated on the loop thread. Setting ``inputs`` counts as touching the
/// content (``updateGeneration``) and re-renders it in this or the next pass. `onAppear` runs
/// as a post-commit effect after the first render; `onDisappear` runs when the content is
/// unmounted, before its nodes are removed.
@MainActor
public final class MiniContent<Inputs>: HostedRoot {
  private let render: (MiniContext, Inputs) -> Void
  private let onAppear: () -> Void
  private let onDisappear: () -> Void
  private var root: MiniRoot?
  public private(set) var updateGeneration = 0

  public init(
    inputs: Inputs, onAppear: @escaping () -> Void = {}, onDisappear: @escaping () -> Void = {},
    render: @escaping (MiniContext, Inputs) -> Void
  ) {
    self.inputs = inputs
    self.render = render
    self.onAppear = onAppear
    self.onDisappear = onDisappear
  }

  /// The inputs the content renders; setting them re-renders it.
  public var inputs: Inputs {
    didSet {
      updateGeneration += 1
      root?.setRender(bound(inputs))
    }
  }

  public var hostedRoot: UpdateRoot? { root }

  public func mountHostedContent(_ context: HostingContext) {
    guard root == nil else { return }
    let root = MiniRoot(context: context, name: "\(Self.self)", render: bound(inputs))
    self.root = root
    root.start()
    context.graph.enqueueEffect(onAppear)
  }

  public func hostEnvironmentDidChange(_ environment: EnvironmentValues) {
    root?.updateEnvironment(environment)
  }

  public func unmountHostedContent() {
    guard let root else { return }
    self.root = nil
    onDisappear()
    root.stop()
  }

  private func bound(_ inputs: Inputs) -> (MiniContext) -> Void {
    let render = self.render
    return { context in render(context, inputs) }
  }
}
