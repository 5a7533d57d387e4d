import GraftCore

/// Compares two values held as `Any` through a comparer made once per dynamic type: what an
/// environment entry asks each time a modifier writes its value again.
///
/// The answer is `valuesAreEqual(_:_:)`'s, decided from the type instead of from each value:
/// the same object for a class instance; `==` for an `Equatable` type; otherwise "not
/// equal" (a value that cannot be compared counts as changed). Values of different dynamic
/// types go to `valuesAreEqual(_:_:)` itself. An `Optional` held as `Any` compares as the
/// `Optional` it is (`nil` equals `nil`), as it did there.
///
/// Why: `valuesAreEqual` on two `Any`s casts each to `any Equatable` and back, two
/// conformance lookups and an existential opened per call (~4.7 k instructions for a
/// `.bold()` text's entry on every update of its row, issue 15 round 24); here a call is the
/// type compared with the last one asked (or a dictionary lookup) and the comparer's two
/// casts to the now known type.
///
/// Main actor only (the table is unsynchronized; its callers are entries, main-actor objects).
@MainActor
enum AnyValueComparers {
  /// Compares two values of one dynamic type.
  typealias Comparer = (Any, Any) -> Bool

  /// The comparers made so far, by dynamic type. Unchecked exclusivity: main actor only, and
  /// a comparer is made before it is stored (no access stays open across a call).
  @exclusivity(unchecked) private static var comparers: [ObjectIdentifier: Comparer] = [:]
  /// The type asked for last and its comparer: a modifier's entry asks for one type on every
  /// update.
  @exclusivity(unchecked) private static var last: (type: ObjectIdentifier, comparer: Comparer)?

  /// Whether `lhs` and `rhs` are equal (see the type's notes).
  static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    let type = Swift.type(of: lhs)
    guard type == Swift.type(of: rhs) else { return valuesAreEqual(lhs, rhs) }
    return comparer(for: type)(lhs, rhs)
  }

  /// The comparer for values of dynamic type `type`, made on first use.
  private static func comparer(for type: Any.Type) -> Comparer {
    let key = ObjectIdentifier(type)
    if let last, last.type == key { return last.comparer }
    let comparer: Comparer
    if let known = comparers[key] {
      comparer = known
    } else {
      comparer = makeComparer(for: type)
      comparers[key] = comparer
    }
    last = (key, comparer)
    return comparer
  }

  private static func makeComparer(for type: Any.Type) -> Comparer {
    if type is AnyClass { return { ($0 as AnyObject) === ($1 as AnyObject) } }
    if let equatable = type as? any Equatable.Type { return equalityComparer(equatable) }
    return { _, _ in false }
  }

  /// `==` of two values of type `Value` held as `Any` (each exactly a `Value`: the caller
  /// compared their dynamic types).
  private static func equalityComparer<Value: Equatable>(_ type: Value.Type) -> Comparer {
    { lhs, rhs in equal(lhs, rhs, as: Value.self) }
  }

  /// `lhs == rhs` as `Value`s. Called with two `Any`s, which Swift opens to their dynamic
  /// types `L` and `R` — both `Value`, so the casts reinterpret nothing. (`as? Value` from
  /// `Any` looked `Optional<Value>`'s metadata up at run time and ran a dynamic cast, ~1.2 k
  /// instructions a comparison.)
  private static func equal<L, R, Value: Equatable>(_ lhs: L, _ rhs: R, as type: Value.Type) -> Bool {
    guard L.self == Value.self, R.self == Value.self else { return false }
    return unsafeBitCast(lhs, to: Value.self) == unsafeBitCast(rhs, to: Value.self)
  }
}
