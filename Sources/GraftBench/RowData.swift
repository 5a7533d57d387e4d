/// One row of the js-framework-benchmark table: an id and a label.
public struct RowData: Identifiable, Equatable, Sendable {
  public let id: Int
  public var label: String

  public init(id: Int, label: String) {
    self.id = id
    self.label = label
  }
}

/// Makes rows with increasing ids and the benchmark's "adjective colour noun" labels, from a
/// fixed-seed generator so every run (and both implementations) sees the same data.
public struct RowFactory: Sendable {
  private static let adjectives = [
    "pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain", "quaint",
    "clean", "elegant", "easy", "angry", "crazy", "helpful", "mushy", "odd", "unsightly",
    "adorable", "important", "inexpensive", "cheap", "expensive", "fancy",
  ]
  private static let colours = [
    "red", "yellow", "blue", "green", "pink", "brown", "purple", "brown", "white", "black",
    "orange",
  ]
  private static let nouns = [
    "table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich", "burger",
    "pizza", "mouse", "keyboard",
  ]

  private var nextID = 1
  private var seed: UInt64

  public init(seed: UInt64 = 0x9E37_79B9_7F4A_7C15) {
    self.seed = seed
  }

  /// `count` new rows with fresh ids.
  public mutating func make(_ count: Int) -> [RowData] {
    var rows: [RowData] = []
    rows.reserveCapacity(count)
    for _ in 0..<count {
      let label =
        "\(pick(Self.adjectives)) \(pick(Self.colours)) \(pick(Self.nouns))"
      rows.append(RowData(id: nextID, label: label))
      nextID += 1
    }
    return rows
  }

  private mutating func pick(_ words: [String]) -> String {
    // xorshift64*
    seed ^= seed >> 12
    seed ^= seed << 25
    seed ^= seed >> 27
    let value = seed &* 0x2545_F491_4F6C_DD1D
    return words[Int(value % UInt64(words.count))]
  }
}
