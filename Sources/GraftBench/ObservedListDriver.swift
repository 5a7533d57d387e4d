import Graft

/// Drives ``ObservedList``: every op mutates the app's state the way an app would — the
/// ``ObservableArray`` for structural ops (`replaceAll(with:)`, `append(contentsOf:)`,
/// `swapAt`, `remove(at:)`, `removeAll()`), the affected row models for select and
/// "update every 10th" — and settles. The row models are made inside the timed step.
///
/// Generic over the model as well as the row (not `Row.Model`): the driver runs unspecialized,
/// where reaching the model type through the row looked it up as an associated type per op.
@MainActor
final class ObservedListDriver<Model: ListRowModel, Row: ObservedRow>: ListDriver where Row.Model == Model {
  public let loop = VirtualLoop()
  public let graph: UpdateGraph
  public let recorder: BatchRecorder
  private let root: ViewRoot<ObservedList<Row>>
  private let actions = RowActions()
  private let rows = ObservableArray<Model>()
  private var selected: Model?

  public init() {
    graph = UpdateGraph(loop: loop)
    recorder = BatchRecorder(tree: graph.tree)
    ListLayout.attach(to: graph)
    root = ViewRoot(
      rootView: ObservedList(rows: rows, actions: actions), graph: graph, hostNode: graph.tree.root)
    root.start()
    loop.runUntilQuiescent()
  }

  public func show(_ model: ListModel) {
    let models = model.rows.map(Model.init)
    selected = Model.model(withID: model.selectedID, count: models.count) { models[$0] }
    selected?.isSelected = true
    rows.replaceAll(with: models)
    loop.runUntilQuiescent()
  }

  public func apply(_ op: ListOp, from old: ListModel, to new: ListModel) {
    switch op {
    case .create1k, .create10k, .replaceAll:
      selected = nil
      rows.replaceAll(with: new.rows.map(Model.init))
    case .clear:
      selected = nil
      rows.removeAll()
    case .append1k:
      rows.append(contentsOf: new.rows[old.rows.count...].map(Model.init))
    case .updateEvery10th:
      for index in stride(from: 0, to: rows.endIndex, by: 10) { rows[index].label = new.rows[index].label }
    case .select:
      selected?.isSelected = false
      selected = Model.model(withID: new.selectedID, count: rows.endIndex) { rows[$0] }
      selected?.isSelected = true
    case .swapRows:
      rows.swapAt(1, 998)
    case .removeRow:
      rows.remove(at: 1)
    }
    loop.runUntilQuiescent()
  }

  public func render() -> String { TextRenderer.render(graph.tree.root) }

  public func stop() {
    root.stop()
    loop.runUntilQuiescent()
  }
}
