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

extension ListRowModel {
  /// The model whose id is `id` among `models`, `nil` if none (or `id` is `nil`). An index
  /// loop: the drivers are generic over their model type and run unspecialized (they are
  /// called through `any ListDriver`), where `first(where:)` over an `ObservableArray` made a
  /// generic iterator — ~6.6 k instructions to find the second row, a tenth of a select.
  static func model<Models: RandomAccessCollection<Self>>(withID id: Int?, in models: Models) -> Self?
  where Models.Index == Int {
    guard let id else { return nil }
    for index in models.startIndex..<models.endIndex where models[index].id == id {
      return models[index]
    }
    return nil
  }
}
