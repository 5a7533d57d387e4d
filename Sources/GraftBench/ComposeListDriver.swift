import Graft
import GraftCompose

/// The rows and selection the Compose app shows, held in one `MutableState`.
struct ComposeListState {
  var rows: [RowData] = []
  var selectedID: Int?
}

/// Drives ``ComposeBenchList`` in a ``Composition`` on a ``VirtualLoop``: each ``show(_:)``
/// writes the app's `MutableState` (the root group read it, so it recomposes) and runs the
/// loop until the pass and its change batch are done.
@MainActor
public final class ComposeListDriver: ListDriver {
  public let loop = VirtualLoop()
  public let graph: UpdateGraph
  public let recorder: BatchRecorder
  private let composition: Composition
  private let state = MutableState(ComposeListState())
  private let actions = RowActions()

  public init() {
    graph = UpdateGraph(loop: loop)
    recorder = BatchRecorder(tree: graph.tree)
    ListLayout.attach(to: graph)
    let state = self.state
    let actions = self.actions
    composition = Composition(graph: graph, hostNode: graph.tree.root, name: "ComposeBenchList") { c in
      let current = state.value
      ComposeBenchList(c, rows: current.rows, selectedID: current.selectedID, actions: actions)
    }
    composition.start()
    loop.runUntilQuiescent()
  }

  public func show(_ model: ListModel) {
    state.value = ComposeListState(rows: model.rows, selectedID: model.selectedID)
    loop.runUntilQuiescent()
  }

  public func render() -> String { TextRenderer.render(graph.tree.root) }

  public func stop() {
    composition.stop()
    loop.runUntilQuiescent()
  }
}
