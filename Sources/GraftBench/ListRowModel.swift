/// A row's model in the apps that keep one object per row (``ObservedList``,
/// ``FineGrainedList``): its id, its label and whether it is selected. The ops write `label`
/// and `isSelected` on the affected rows only; a row's body reads them from its model.
@MainActor
public protocol ListRowModel: AnyObject, Sendable {
  var id: Int { get }
  var label: String { get set }
  var isSelected: Bool { get set }
  init(_ data: RowData)
}
