import Graft
import GraftCompose

/// Drives ``ComposeBenchList`` in a ``Composition`` on a ``VirtualLoop``: every op changes the
/// app's state the way a Compose app would — the `MutableStateList` of row holders for
/// structural ops (`replaceAll(with:)`, `append(contentsOf:)`, `swapAt`, `remove(at:)`,
/// `removeAll()`), the affected rows' own `MutableState`s for select and "update every 10th" —
/// and runs the loop until the pass and its change batch are done. The row holders are made
/// inside the timed step.
@MainActor
public final class ComposeListDriver: ListDriver {
  public let loop = VirtualLoop()
  public let graph: UpdateGraph
  public let recorder: BatchRecorder
  private let composition: Composition
  private let rows = MutableStateList<ComposeRowState>()
  private var selected: ComposeRowState?
  private let actions = RowActions()

  public init() {
    graph = UpdateGraph(loop: loop)
    recorder = BatchRecorder(tree: graph.tree)
    ListLayout.attach(to: graph)
    let rows = self.rows
    let actions = self.actions
    composition = Composition(graph: graph, hostNode: graph.tree.root, name: "ComposeBenchList") { c in
      ComposeBenchList(c, rows: rows, actions: actions)
    }
    composition.start()
    loop.runUntilQuiescent()
  }

  public func show(_ model: ListModel) {
    let holders = model.rows.map(ComposeRowState.init)
    selected = holders.first { $0.id == model.selectedID }
    selected?.isSelected.value = true
    rows.replaceAll(with: holders)
    loop.runUntilQuiescent()
  }

  public func apply(_ op: ListOp, from old: ListModel, to new: ListModel) {
    switch op {
    case .create1k, .create10k, .replaceAll:
      selected = nil
      rows.replaceAll(with: new.rows.map(ComposeRowState.init))
    case .clear:
      selected = nil
      rows.removeAll()
    case .append1k:
      rows.append(contentsOf: new.rows[old.rows.count...].map(ComposeRowState.init))
    case .updateEvery10th:
      let holders = rows.elements
      for index in stride(from: 0, to: holders.count, by: 10) {
        holders[index].label.value = new.rows[index].label
      }
    case .select:
      return select(new.selectedID)
    case .swapRows:
      return swapRows()
    case .removeRow:
      rows.remove(at: 1)
    }
    loop.runUntilQuiescent()
  }

  /// The select op, write and pass (never inlined, so a profiler can count it alone in the
  /// wall-clock run, where it follows a fresh `show`).
  @inline(never)
  private func select(_ id: Int?) {
    selected?.isSelected.value = false
    selected = rows.elements.first { $0.id == id }
    selected?.isSelected.value = true
    loop.runUntilQuiescent()
  }

  /// The swap op, write and pass (never inlined, as ``select(_:)``).
  @inline(never)
  private func swapRows() {
    rows.swapAt(1, 998)
    loop.runUntilQuiescent()
  }

  public func render() -> String { TextRenderer.render(graph.tree.root) }

  public func stop() {
    composition.stop()
    loop.runUntilQuiescent()
  }
}
