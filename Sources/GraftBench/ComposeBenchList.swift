// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Composables are named like types (`Text`, `Counter`), as Jetpack Compose names them.
import Graft
import GraftCompose

/// The benchmark app written in the Compose-style runtime the way a Compose app keeps a list:
/// the rows are state holders (``ComposeRowState``: the label and the selection each in a
/// `MutableState`, like a Kotlin class with `var label by mutableStateOf(…)`) in a
/// `MutableStateList` (`mutableStateListOf`), shown with `c.items(rows, key: \.id)` (the
/// `items(list, key = { it.id })` of a `LazyColumn`); each row is a restartable, skippable
/// `c.call` group that reads its own row's state. Changing a row's label or selection
/// recomposes that row alone; changing the list recomposes only the `items` group, which
/// applies the recorded change (moves, removes or appends rows) without calling the others.
@MainActor
func ComposeBenchList(_ c: Composer, rows: MutableStateList<ComposeRowState>, actions: RowActions) {
  c.ComposeNode(.list) {
    c.items(rows, key: \.id) { c, row in
      ComposeBenchRow(c, ComposeRowParameters(row: row, actions: actions))
    }
  }
}

/// One row's state holder: its id, and its label and selection as `MutableState`s that the
/// row's group reads (so writing them recomposes that row only).
@MainActor
final class ComposeRowState {
  let id: Int
  let label: MutableState<String>
  let isSelected = MutableState(false)

  init(_ row: RowData) {
    id = row.id
    label = MutableState(row.label)
  }
}

/// One row's parameters: its state holder and the shared ``RowActions``, both compared by
/// identity (stable, as Compose treats a class whose observable fields are `MutableState`s),
/// so a row whose holder did not change is skipped when the list recomposes.
struct ComposeRowParameters: Equatable {
  let row: ComposeRowState
  let actions: RowActions

  nonisolated static func == (lhs: ComposeRowParameters, rhs: ComposeRowParameters) -> Bool {
    lhs.row === rhs.row && lhs.actions === rhs.actions
  }
}

/// One row: id, label, a select and a remove button, highlighted when selected — the same
/// five nodes as the Graft app's `RowView` and the hand-written baseline.
@MainActor
func ComposeBenchRow(_ c: Composer, _ parameters: ComposeRowParameters) {
  c.call(parameters) { c, p in
    var properties = NodeProperties()
    properties.isHighlighted = p.row.isSelected.value
    c.ComposeNode(.stack(.horizontal), properties: properties) {
      c.Text("\(p.row.id)")
      c.Text(p.row.label.value)
      c.Button("select") { p.actions.select(p.row.id) }
      c.Button("remove") { p.actions.remove(p.row.id) }
    }
  }
}
