import Graft

/// A ``TapList`` whose rows carry the modifiers a real row has (``ModifiedTapRow``). The same
/// tap (one row's own `@State`) re-renders the row through the modifiers' elements as well, so
/// the fine-grained table can show what modifiers add to a single-row update.
typealias ModifiedTapList = TapList<ModifiedTapRow>

/// ``TapRow`` with `.bold()` on its text, `.padding(1)` on its button and `.frame(width: 40)`
/// on its stack. Tree shape as ``TapRow``'s: the row's stack node holds the text and the
/// button (the modifiers decorate nodes; none adds one).
struct ModifiedTapRow: TapListRow {
  let row: RowData
  @State private var taps = 0

  var body: some View {
    HStack {
      Text(row.label).bold()
      Button("\(taps)") { taps += 1 }.padding(1)
    }
    .frame(width: 40)
  }
}
