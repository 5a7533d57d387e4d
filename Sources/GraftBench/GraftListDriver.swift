import Graft

/// Drives ``BenchList`` in a Graft root on a ``VirtualLoop``: each ``show(_:)`` assigns a new
/// root view and runs the loop until the pass (and its change batch) is done.
@MainActor
public final class GraftListDriver: ListDriver {
  public let loop = VirtualLoop()
  public let graph: UpdateGraph
  public let recorder: BatchRecorder
  private let root: ViewRoot<BenchList>
  private let actions = RowActions()

  public init() {
    graph = UpdateGraph(loop: loop)
    recorder = BatchRecorder(tree: graph.tree)
    ListLayout.attach(to: graph)
    root = ViewRoot(
      rootView: BenchList(rows: [], selectedID: nil, actions: actions), graph: graph,
      hostNode: graph.tree.root)
    root.start()
    loop.runUntilQuiescent()
  }

  /// Shows `model` and settles.
  public func show(_ model: ListModel) {
    root.rootView = BenchList(rows: model.rows, selectedID: model.selectedID, actions: actions)
    loop.runUntilQuiescent()
  }

  /// This root's elements by type (the memory section's breakdown).
  public func elementFootprint() -> [ElementFootprint] { ElementFootprint.of(root) }

  /// The tree as text.
  public func render() -> String { TextRenderer.render(graph.tree.root) }

  /// Tears the root down.
  public func stop() {
    root.stop()
    loop.runUntilQuiescent()
  }
}
