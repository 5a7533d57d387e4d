import Graft

/// Drives ``FineGrainedList``: structural ops (create, append, swap, remove, clear) assign a
/// new root view over the row models; content ops write the affected models only — select
/// flips two rows' `isSelected`, "update every 10th" appends to 100 labels — as an app that
/// keeps per-row state would.
@MainActor
public final class FineGrainedListDriver<Model: ListRowModel>: ListDriver {
  public let loop = VirtualLoop()
  public let graph: UpdateGraph
  public let recorder: BatchRecorder
  private let root: ViewRoot<FineGrainedList<Model>>
  private let actions = RowActions()
  private var models: [Model] = []
  private var selected: Model?

  public init() {
    graph = UpdateGraph(loop: loop)
    recorder = BatchRecorder(tree: graph.tree)
    ListLayout.attach(to: graph)
    root = ViewRoot(
      rootView: FineGrainedList(rows: [], actions: actions), graph: graph, hostNode: graph.tree.root)
    root.start()
    loop.runUntilQuiescent()
  }

  public func show(_ model: ListModel) {
    models = model.rows.map(Model.init)
    selected = Model.model(withID: model.selectedID, count: models.count) { models[$0] }
    selected?.isSelected = true
    root.rootView = FineGrainedList(rows: models, actions: actions)
    loop.runUntilQuiescent()
  }

  public func apply(_ op: ListOp, from old: ListModel, to new: ListModel) {
    switch op {
    case .create1k, .create10k, .replaceAll, .clear:
      selected = nil
      models = new.rows.map(Model.init)
    case .append1k:
      models += new.rows[old.rows.count...].map(Model.init)
    case .updateEvery10th:
      for index in stride(from: 0, to: models.count, by: 10) { models[index].label = new.rows[index].label }
    case .select:
      selected?.isSelected = false
      selected = Model.model(withID: new.selectedID, count: models.count) { models[$0] }
      selected?.isSelected = true
    case .swapRows:
      models.swapAt(1, 998)
    case .removeRow:
      models.remove(at: 1)
    }
    if op != .updateEvery10th && op != .select {
      root.rootView = FineGrainedList(rows: models, actions: actions)
    }
    loop.runUntilQuiescent()
  }

  public func render() -> String { TextRenderer.render(graph.tree.root) }

  public func stop() {
    root.stop()
    loop.runUntilQuiescent()
  }
}
