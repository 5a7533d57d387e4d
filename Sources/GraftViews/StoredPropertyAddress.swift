/// Where a value's stored properties lie, for the modifier views whose unspecialized elements
/// read them through a pointer: a property stored first is at offset 0 whatever the content's
/// type, and one stored after it at the next offset aligned for its own type (Swift lays a
/// struct's stored properties out in declaration order; debug builds check each address
/// against `MemoryLayout.offset(of:)`). Reading a property stored after a content of unknown
/// size looked the whole view type's metadata up for the field's offset (~330 instructions per
/// read), and reading it through a protocol requirement copied the whole view first.
///
/// Raw pointers: generic over the value's type, a call would look that type's metadata up to
/// pass it.
enum StoredPropertyAddress {
  /// The address of the first stored property of the value at `value`, of type `First`.
  /// `declared`: `MemoryLayout<Value>.offset(of:)` of that property (evaluated in debug builds
  /// only).
  static func first<First>(
    of value: UnsafeRawPointer, as first: First.Type, declaredAt declared: @autoclosure () -> Int?
  ) -> UnsafePointer<First> {
    assert(declared() == 0, "\(First.self) is not stored first")
    return value.assumingMemoryBound(to: First.self)
  }

  /// The address of the property of type `Second` stored right after one of type `First`, the
  /// first stored property of the value at `value`. `declared`: as for ``first(of:as:declaredAt:)``.
  static func second<First, Second>(
    of value: UnsafeRawPointer, after first: First.Type, as second: Second.Type,
    declaredAt declared: @autoclosure () -> Int?
  ) -> UnsafePointer<Second> {
    let alignment = MemoryLayout<Second>.alignment
    let offset = (MemoryLayout<First>.size + alignment - 1) / alignment * alignment
    assert(declared() == offset, "\(Second.self) is not stored right after \(First.self)")
    return (value + offset).assumingMemoryBound(to: Second.self)
  }
}
