// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Composables are named like types (`Text`, `Counter`), as Jetpack Compose names them.
import Graft
import GraftCompose

/// The benchmark app written in the Compose-style runtime: a list node whose rows are keyed
/// by id (`c.key(row.id)`), each row a restartable, skippable `c.call` group, so an unchanged
/// row is skipped on its parameters as Compose skips a stable composable.
@MainActor
func ComposeBenchList(_ c: Composer, rows: [RowData], selectedID: Int?, actions: RowActions) {
  c.ComposeNode(.list) {
    for row in rows {
      c.key(row.id) {
        ComposeBenchRow(c, ComposeRowParameters(row: row, isSelected: row.id == selectedID, actions: actions))
      }
    }
  }
}

/// One row's parameters: compared with `==` (the shared ``RowActions`` by identity), so a
/// row whose data and selection did not change is skipped.
struct ComposeRowParameters: Equatable {
  let row: RowData
  let isSelected: Bool
  let actions: RowActions

  nonisolated static func == (lhs: ComposeRowParameters, rhs: ComposeRowParameters) -> Bool {
    lhs.row == rhs.row && lhs.isSelected == rhs.isSelected && lhs.actions === rhs.actions
  }
}

/// One row: id, label, a select and a remove button, highlighted when selected — the same
/// five nodes as the Graft app's `RowView` and the hand-written baseline.
@MainActor
func ComposeBenchRow(_ c: Composer, _ parameters: ComposeRowParameters) {
  c.call(parameters) { c, p in
    var properties = NodeProperties()
    properties.isHighlighted = p.isSelected
    c.ComposeNode(.stack(.horizontal), properties: properties) {
      c.Text("\(p.row.id)")
      c.Text(p.row.label)
      c.Button("select") { p.actions.select(p.row.id) }
      c.Button("remove") { p.actions.remove(p.row.id) }
    }
  }
}
