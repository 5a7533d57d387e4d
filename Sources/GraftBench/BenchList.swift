import Graft

/// The benchmark app written with Graft views: a list of keyed ``RowView``s. The driver
/// passes the rows and the selection in as inputs (a new ``ViewRoot/rootView`` per change).
public struct BenchList: View {
  let rows: [RowData]
  let selectedID: Int?
  let actions: RowActions

  public init(rows: [RowData], selectedID: Int?, actions: RowActions) {
    self.rows = rows
    self.selectedID = selectedID
    self.actions = actions
  }

  public var body: some View {
    List {
      ForEach(rows, id: \.id) { row in
        RowView(row: row, isSelected: row.id == selectedID, actions: actions)
      }
    }
  }
}

/// What a row's buttons do. A class, so rows compare it by identity and skip re-rendering.
@MainActor
public final class RowActions {
  public var select: (Int) -> Void
  public var remove: (Int) -> Void

  public init(select: @escaping (Int) -> Void = { _ in }, remove: @escaping (Int) -> Void = { _ in }) {
    self.select = select
    self.remove = remove
  }
}

/// One row: id, label, a select and a remove button, highlighted when selected. `Equatable`
/// (ignoring the closures' captures beyond the shared ``RowActions``), so unchanged rows are
/// skipped, as a SwiftUI `EquatableView` would be.
struct RowView: View, Equatable {
  let row: RowData
  let isSelected: Bool
  let actions: RowActions

  var body: some View {
    RowStack(isHighlighted: isSelected) {
      Text("\(row.id)")
      Text(row.label)
      Button("select") { actions.select(row.id) }
      Button("remove") { actions.remove(row.id) }
    }
  }

  nonisolated static func == (lhs: RowView, rhs: RowView) -> Bool {
    lhs.row == rhs.row && lhs.isSelected == rhs.isSelected && lhs.actions === rhs.actions
  }
}

/// A horizontal stack whose node is highlighted when its row is selected.
///
/// Its row's views are its typed content (``NodeView/typedNodeContent``), stored: the
/// reconciler reads them as their own type on every update, without boxing them in an
/// `any View`.
struct RowStack<Content: View>: NodeView {
  let isHighlighted: Bool
  let typedNodeContent: Content

  init(isHighlighted: Bool, @ViewBuilder content: () -> Content) {
    self.isHighlighted = isHighlighted
    typedNodeContent = content()
  }

  var nodeKind: NodeKind { .stack(.horizontal) }

  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    Self.properties(isHighlighted: isHighlighted)
  }
}

extension RowStack {
  /// A row stack's node properties: highlighted or not.
  static func properties(isHighlighted: Bool) -> NodeProperties {
    var properties = NodeProperties()
    properties.isHighlighted = isHighlighted
    return properties
  }
}
