/// A row's model in the apps that keep one object per row (``ObservedList``,
/// ``FineGrainedList``): its id, its label and whether it is selected. The ops write `label`
/// and `isSelected` on the affected rows only; a row's body reads them from its model.
/// `Identifiable`, so the lists key their rows with `ForEach(rows)`: keyed by `id: \.id`, an
/// object's id is read through a key-path projection (~920 instructions per row read, a
/// runtime metadata lookup inside), where `Identifiable`'s `id` is a witness call.
@MainActor
public protocol ListRowModel: AnyObject, Identifiable, Sendable where ID == Int {
  var id: Int { get }
  var label: String { get set }
  var isSelected: Bool { get set }
  init(_ data: RowData)
}

extension ListRowModel {
  /// The model whose id is `id` among `count` models, `model(at:)` giving each; `nil` if none
  /// (or `id` is `nil`). An index loop over the caller's own subscript: the drivers are
  /// generic over their model type and run unspecialized (they are called through
  /// `any ListDriver`), where `first(where:)` over an `ObservableArray` made a generic iterator
  /// (~6.6 k instructions to find the second row, a tenth of a select), a read through the
  /// collection protocols allocated a coroutine frame per element, and `Collection.count`
  /// (which `ObservableArray` inherits) cost ~3.9 k: callers pass its `endIndex`.
  static func model(withID id: Int?, count: Int, at model: (Int) -> Self) -> Self? {
    guard let id else { return nil }
    for index in 0..<count {
      let candidate = model(index)
      if candidate.id == id { return candidate }
    }
    return nil
  }
}
