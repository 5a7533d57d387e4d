/// Positions of a list's rows by key, for the keyed diff — a `[ID: Int]` with `Int` keys kept
/// in a `[Int: Int]`, as ``RowKeySet`` keeps them in a `Set<Int>`.
///
/// Why: the diff runs in `ForEachElement`'s code, which is not specialized for `ID`, and each
/// write into a `[ID: Int]` there looked the metadata of `Dictionary<ID, Int>`'s storage and
/// of `Optional<Int>` up in the runtime's cache (~1,300 instructions per row of a diff that
/// rebuilds every row). A `[Int: Int]` is concrete: its code is specialized here. Other key
/// types go into the `[ID: Int]` as before. Loop thread only (a diff's local).
struct RowKeyPositions<ID: Hashable> {
  /// The positions, unless `ID` is `Int`.
  private var positions: [ID: Int] = [:]
  /// The positions when `ID` is `Int`.
  private var intPositions: [Int: Int] = [:]

  // Every member is inlined into the diff: a call into this generic struct's own code, from
  // the element's unspecialized code, looked `RowKeyPositions<ID>`'s metadata up on each call.

  /// Room for `count` keys (inserting that many does not grow the table).
  @inline(__always) init(capacity count: Int) {
    if Self.keysAreInts {
      intPositions.reserveCapacity(count)
    } else {
      positions.reserveCapacity(count)
    }
  }

  /// Whether `ID` is `Int` (then every key is in ``intPositions``).
  @inline(__always) private static var keysAreInts: Bool { IntRowKey.isInt(ID.self) }

  /// The position stored for `key`, if any.
  subscript(key: ID) -> Int? {
    @inline(__always) get { Self.keysAreInts ? intPositions[IntRowKey.int(key)] : positions[key] }
    @inline(__always) set {
      if Self.keysAreInts {
        intPositions[IntRowKey.int(key)] = newValue
      } else {
        positions[key] = newValue
      }
    }
  }
}
