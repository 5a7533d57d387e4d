import Graft

/// A row's model as an ``ObservableObject`` with `@Published` properties, the headline app's
/// rows: Graft tracks each `@Published` read in a body itself (one dependency per property
/// read, no registration with the Observation module), so a change to one row's label or
/// selection re-renders that row alone.
@MainActor
public final class RowModel: ObservableObject, ListRowModel {
  public let id: Int
  @Published public var label: String
  @Published public var isSelected = false

  public init(_ data: RowData) {
    id = data.id
    label = data.label
  }
}
