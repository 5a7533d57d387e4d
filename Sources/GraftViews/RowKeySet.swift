/// The keys of a list's rows as a set (a `ForEach` over an ``ObservableArray`` refuses a
/// recorded insert that would repeat one). `Int` keys (the usual id) are kept in a `Set<Int>`:
/// the list's element is unspecialized code, where each operation on a `Set<ID>` looked up the
/// set's generic metadata and hashed and compared every key through the `Hashable` witnesses
/// (~1 k instructions per created row; per removed row likewise); a `Set<Int>`'s operations are
/// compiled for `Int`. Keys of any other type are kept in a `Set<ID>`. Loop thread only.
struct RowKeySet<ID: Hashable> {
  /// The keys, unless `ID` is `Int`.
  private var keys: Set<ID> = []
  /// The keys when `ID` is `Int`.
  private var ints: Set<Int> = []

  init() {}

  /// Whether `ID` is `Int` (then every key is in ``ints``).
  private static var keysAreInts: Bool { IntRowKey.isInt(ID.self) }

  /// Inserts `key`; `false` (nothing changed) when it is already there.
  mutating func insert(_ key: ID) -> Bool {
    if Self.keysAreInts { return ints.insert(IntRowKey.int(key)).inserted }
    return keys.insert(key).inserted
  }

  /// Removes `key` if it is there.
  mutating func remove(_ key: ID) {
    if Self.keysAreInts {
      ints.remove(IntRowKey.int(key))
    } else {
      keys.remove(key)
    }
  }

  /// Whether `key` is there.
  func contains(_ key: ID) -> Bool {
    Self.keysAreInts ? ints.contains(IntRowKey.int(key)) : keys.contains(key)
  }

  /// Makes room for `count` keys in all, so that inserting up to that many does not grow (and
  /// rehash) the set one doubling at a time.
  mutating func reserveCapacity(_ count: Int) {
    if Self.keysAreInts {
      ints.reserveCapacity(count)
    } else {
      keys.reserveCapacity(count)
    }
  }

  /// Removes every key (frees the storage).
  mutating func removeAll() {
    ints = []
    keys = []
  }

  /// The set of `newKeys` (distinct keys).
  init(_ newKeys: [ID]) {
    if let ints = exactly(newKeys, as: [Int].self) {
      self.ints = Set(ints)
    } else {
      keys = Set(newKeys)
    }
  }
}
