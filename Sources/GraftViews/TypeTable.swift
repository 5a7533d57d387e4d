/// What a process has worked out once per type (a view type's node traits, its dynamic
/// properties' layout), looked up every time an element of that type is made: a dictionary
/// keyed by the type's identity, in front of which recently used entries sit in a small
/// two-way set-associative table. A created list row makes elements of five types or so, each
/// asking here: the dictionary's hashing and probing cost ~150–250 instructions a lookup, the
/// front table's load and compare a tenth of that.
///
/// Entries are never removed, so the table holds one entry per type asked about (types are
/// finite and fixed by the program; no data reaches it). Not thread-safe: its owners keep it in
/// main-actor storage and use it from the loop thread only.
struct TypeTable<Value> {
  /// Everything stored, by type.
  private var all: [ObjectIdentifier: Value] = [:]
  /// The front table: two ways per set, way 0 the entry stored last in its set (a hit leaves
  /// both where they are). Two ways, so a pair of types alternating in one set (their metadata
  /// addresses are wherever the linker put them) still both hit; direct-mapped, one such pair
  /// cost a dictionary lookup each time.
  private var recentKeys = [ObjectIdentifier?](repeating: nil, count: 2 * TypeTable.sets)
  private var recentValues = [Value?](repeating: nil, count: 2 * TypeTable.sets)

  /// How many sets the front table holds (a power of two). 32: a hosted counter's mount asks
  /// about seven types or so, which at 8 sets still put three in one set now and then (which
  /// set depends on where the linker put each type's metadata), each such lookup a
  /// dictionary's hashing and probing. The table stays a few hundred bytes.
  private static var sets: Int { 32 }

  /// The index of way 0 of `key`'s set (way 1 follows it): the metadata address multiplied by a
  /// 64-bit odd constant, its top five bits taken (one of 32 sets).
  @inline(__always) private static func setIndex(_ key: ObjectIdentifier) -> Int {
    let bits = UInt64(UInt(bitPattern: key))
    return 2 * Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 59)
  }

  /// The value stored for `type`, or `nil`; a hit in the dictionary takes way 0.
  @inline(__always) mutating func value(for type: Any.Type) -> Value? {
    let key = ObjectIdentifier(type)
    let way0 = Self.setIndex(key)
    if recentKeys[way0] == key { return recentValues[way0] }
    if recentKeys[way0 + 1] == key { return recentValues[way0 + 1] }
    guard let value = all[key] else { return nil }
    remember(value, for: key, at: way0)
    return value
  }

  /// Puts `value` in way 0 of its set, moving way 0's entry to way 1.
  @inline(__always) private mutating func remember(_ value: Value, for key: ObjectIdentifier, at way0: Int) {
    recentKeys[way0 + 1] = recentKeys[way0]
    recentValues[way0 + 1] = recentValues[way0]
    recentKeys[way0] = key
    recentValues[way0] = value
  }

  /// The value stored for `type`, or the one `make` makes, stored for it (on the first call for
  /// the type, when the table has none).
  @inline(__always) mutating func value(for type: Any.Type, orStoring make: () -> Value) -> Value {
    if let known = value(for: type) { return known }
    let made = make()
    store(made, for: type)
    return made
  }

  /// Stores `value` for `type` (and puts it in its front slot).
  mutating func store(_ value: Value, for type: Any.Type) {
    let key = ObjectIdentifier(type)
    all[key] = value
    let way0 = Self.setIndex(key)
    if recentKeys[way0] == key {
      recentValues[way0] = value
    } else if recentKeys[way0 + 1] == key {
      recentValues[way0 + 1] = value
    } else {
      remember(value, for: key, at: way0)
    }
  }
}
