/// What a process has worked out once per type (a view type's node traits, its dynamic
/// properties' layout), looked up every time an element of that type is made: a dictionary
/// keyed by the type's identity, in front of which a few recently used entries sit in a small
/// direct-mapped table. A created list row makes elements of five types or so, each asking
/// here: the dictionary's hashing and probing cost ~150–250 instructions a lookup, the front
/// table's load and compare a tenth of that.
///
/// Entries are never removed, so the table holds one entry per type asked about (types are
/// finite and fixed by the program; no data reaches it). Not thread-safe: its owners keep it in
/// main-actor storage and use it from the loop thread only.
struct TypeTable<Value> {
  /// Everything stored, by type.
  private var all: [ObjectIdentifier: Value] = [:]
  /// The front table: slot `slot(key)` holds the last entry looked up or stored there.
  private var recentKeys = [ObjectIdentifier?](repeating: nil, count: TypeTable.slots)
  private var recentValues = [Value?](repeating: nil, count: TypeTable.slots)

  /// How many entries the front table holds (a power of two).
  private static var slots: Int { 8 }

  /// The front table's slot for `key`: bits of the type's metadata address above its
  /// alignment, folded.
  @inline(__always) private static func slot(_ key: ObjectIdentifier) -> Int {
    let bits = UInt(bitPattern: key)
    return Int(truncatingIfNeeded: (bits >> 4) ^ (bits >> 9)) & (slots - 1)
  }

  /// The value stored for `type`, or `nil`; a hit in the dictionary takes the front slot.
  @inline(__always) mutating func value(for type: Any.Type) -> Value? {
    let key = ObjectIdentifier(type)
    let slot = Self.slot(key)
    if recentKeys[slot] == key { return recentValues[slot] }
    guard let value = all[key] else { return nil }
    recentKeys[slot] = key
    recentValues[slot] = value
    return value
  }

  /// Stores `value` for `type` (and puts it in its front slot).
  mutating func store(_ value: Value, for type: Any.Type) {
    let key = ObjectIdentifier(type)
    all[key] = value
    let slot = Self.slot(key)
    recentKeys[slot] = key
    recentValues[slot] = value
  }
}
