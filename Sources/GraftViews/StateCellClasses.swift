import GraftCore

/// The `StateCell<Value>` class for each value type, looked up once per value type — what
/// ``ElementClasses`` does for elements, for the cells behind `@State`.
///
/// Why: `@State`'s first link in a view (every mount) names `StateCell<Value>` in code generic
/// over `Value`, and the runtime looked the class's metadata up in its locked, hashed cache of
/// generic instantiations each time it was named — twice per link (to check the slot's object,
/// then to allocate the cell), ~330 instructions each: ~650 of a mounted counter's ~33,000.
/// Here the class is looked up once per value type and kept in a ``TypeTable``; the cell is
/// made and checked through the class value, which needs no metadata of its own.
///
/// Loop thread only (main-actor state, accessed instantaneously).
@MainActor
enum StateCellClasses {
  /// `StateCell<Value>` by `Value`.
  @exclusivity(unchecked) private static var cells = TypeTable<AnyClass>()

  /// `StateCell<Value>`, from the table (stored on the first call for `Value`).
  @inline(__always)
  static func cellClass<Value>(for valueType: Value.Type) -> StateCell<Value>.Type {
    // Sound: the table holds `StateCell<Value>` for `Value` (only this line stores for it).
    unsafeBitCast(cells.value(for: valueType) { StateCell<Value>.self }, to: StateCell<Value>.Type.self)
  }

  /// `StateLocation<Value>` by `Value`.
  @exclusivity(unchecked) private static var locations = TypeTable<AnyClass>()

  /// `StateLocation<Value>`, from its table (stored on the first call for `Value`): every
  /// `State` value made — each time a view holding one is made, in every body that makes it —
  /// allocates a location, and naming the class in `State`'s code, generic over `Value`, looked
  /// its metadata up in the runtime's cache (~325 instructions).
  @inline(__always)
  static func locationClass<Value>(for valueType: Value.Type) -> StateLocation<Value>.Type {
    // Sound: the table holds `StateLocation<Value>` for `Value` (only this line stores for it).
    unsafeBitCast(
      locations.value(for: valueType) { StateLocation<Value>.self }, to: StateLocation<Value>.Type.self)
  }
}
