import Graft

/// The benchmark app written the way docs/performance.md recommends: the rows are an
/// ``ObservableArray`` of row models (``RowModel``; ``ObservableRowModel`` in the `@Observable`
/// variant), so structural changes (create, append, swap, remove, clear) are recorded and
/// applied by `ForEach` to the rows they touch, and each row reads its label and selection
/// from its own model, so content changes re-render only that row.
/// The root view is built once; no op assigns a new one. `Row` is how a row reads its model:
/// in its body (``FineGrainedRow``, the headline) or in its nodes (``NodeObservedRow``).
struct ObservedList<Row: ObservedRow>: View {
  let rows: ObservableArray<Row.Model>
  let actions: RowActions

  var body: some View {
    List {
      ForEach(rows) { row in Row(model: row, actions: actions) }
    }
  }
}

/// A row an ``ObservedList`` shows for each of its models.
@MainActor
protocol ObservedRow: View {
  associatedtype Model: ListRowModel
  init(model: Model, actions: RowActions)
}

extension FineGrainedRow: ObservedRow {}
extension NodeObservedRow: ObservedRow {}
