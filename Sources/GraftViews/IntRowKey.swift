/// A list's row key seen as the `Int` it is, from code generic over the key type: what
/// ``RowKeySet`` and ``RowKeyPositions`` use to keep `Int` keys in concrete collections (whose
/// code is compiled for `Int`) instead of collections generic over the key type (whose every
/// operation, in unspecialized code, looks generic metadata up at run time).
enum IntRowKey {
  /// Whether `ID` is `Int`.
  @inline(__always) static func isInt<ID>(_: ID.Type) -> Bool { ID.self == Int.self }

  /// `key` as the `Int` it is. Sound only when ``isInt(_:)`` holds for `ID` (every caller checks
  /// it first): the key is then an initialized `Int`.
  @inline(__always) static func int<ID>(_ key: ID) -> Int {
    withUnsafePointer(to: key) { UnsafeRawPointer($0).load(as: Int.self) }
  }
}
