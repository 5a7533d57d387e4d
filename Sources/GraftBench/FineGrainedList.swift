import Graft

/// The benchmark app written the fine-grained way: the list is keyed over row *models*; a
/// row's label and selection are read from its model in the row's own body.
struct FineGrainedList<Model: ListRowModel>: View {
  let rows: [Model]
  let actions: RowActions

  var body: some View {
    List {
      ForEach(rows) { row in FineGrainedRow(model: row, actions: actions) }
    }
  }
}

/// One row observing its model: the same five nodes as ``RowView``. Equal when it shows the
/// same model object, so the list's pass skips it; the model's changes reach it directly.
struct FineGrainedRow<Model: ListRowModel>: View, Equatable {
  let model: Model
  let actions: RowActions

  var body: some View {
    RowStack(isHighlighted: model.isSelected) {
      Text("\(model.id)")
      Text(model.label)
      Button("select") { actions.select(model.id) }
      Button("remove") { actions.remove(model.id) }
    }
  }

  nonisolated static func == (lhs: FineGrainedRow, rhs: FineGrainedRow) -> Bool {
    lhs.model === rhs.model && lhs.actions === rhs.actions
  }
}
