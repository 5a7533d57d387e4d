import Graft
import Observation

/// A row's model as an `@Observable` class, the SwiftUI (iOS 17) way: reads in a body are
/// tracked through the Observation module (one registration per evaluation). Used by the
/// per-row observation app and by the observable collection's `@Observable` variant.
@MainActor
@Observable
public final class ObservableRowModel: ListRowModel {
  public let id: Int
  public var label: String
  public var isSelected = false

  public init(_ data: RowData) {
    id = data.id
    label = data.label
  }
}
