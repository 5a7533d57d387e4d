/// The js-framework-benchmark operations, each applied to a ``ListModel``.
public enum ListOp: CaseIterable, Sendable {
  case create1k
  case replaceAll
  case updateEvery10th
  case select
  case swapRows
  case removeRow
  case create10k
  case append1k
  case clear

  /// The name printed in the table.
  public var name: String {
    switch self {
    case .create1k: "create 1,000 rows"
    case .replaceAll: "replace all 1,000"
    case .updateEvery10th: "update every 10th"
    case .select: "select row"
    case .swapRows: "swap rows 2 and 999"
    case .removeRow: "remove one row"
    case .create10k: "create 10,000 rows"
    case .append1k: "append 1,000 to 1,000"
    case .clear: "clear 1,000"
    }
  }

  /// Whether the operation can be applied again to its own result (select, swap, update every
  /// 10th, remove one row): profiles repeat these without preparing again.
  public var repeatsOnItsResult: Bool {
    switch self {
    case .select, .swapRows, .updateEvery10th, .removeRow: true
    default: false
    }
  }

  /// Brings `model` to the state this operation starts from (untimed).
  public func prepare(_ model: inout ListModel) {
    model.clear()
    switch self {
    case .create1k, .create10k: break
    case .select:
      model.create(1_000)
      model.selectedID = model.rows[0].id
    default: model.create(1_000)
    }
  }

  /// Applies the operation to `model`.
  public func apply(to model: inout ListModel) {
    switch self {
    case .create1k, .replaceAll: model.create(1_000)
    case .create10k: model.create(10_000)
    case .append1k: model.append(1_000)
    case .updateEvery10th:
      for index in stride(from: 0, to: model.rows.count, by: 10) { model.rows[index].label += " !!!" }
    case .select: model.selectedID = model.rows[1].id
    case .swapRows: model.rows.swapAt(1, 998)
    case .removeRow: model.rows.remove(at: 1)
    case .clear: model.clear()
    }
  }
}

/// What the benchmark's app shows: the rows and which one is selected.
public struct ListModel: Sendable {
  public var rows: [RowData] = []
  public var selectedID: Int?
  private var factory = RowFactory()

  public init() {}

  /// Replaces every row with `count` new ones.
  public mutating func create(_ count: Int) {
    rows = factory.make(count)
    selectedID = nil
  }

  /// Appends `count` new rows.
  public mutating func append(_ count: Int) { rows += factory.make(count) }

  /// Removes every row.
  public mutating func clear() {
    rows = []
    selectedID = nil
  }
}
