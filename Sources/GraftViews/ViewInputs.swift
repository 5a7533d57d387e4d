import GraftCore

/// Decides whether a view's inputs — its stored properties — changed between two values, and
/// names the fields that did. Used to skip re-evaluating unchanged views and to name the
/// changed field in a stale-embed diagnostic.
///
/// Rules: an `Equatable` view compares with `==`. Otherwise field by field: `@State` and
/// `@Environment` fields never count (their changes are tracked by the scopes that read them);
/// bindings compare by the location they point to; `Equatable` fields with `==`; objects by
/// identity; structs field by field; anything else — closures in particular — counts as changed.
@MainActor
public enum ViewInputs {
  /// Whether `old` and `new` carry the same inputs.
  public static func areEqual<Value>(_ old: Value, _ new: Value) -> Bool {
    switch strategy(for: Value.self) {
    case .equatable(let probe):
      return compare(old, new, with: probe)
    case .bitwise:
      return bitwiseEqual(old, new)
    case .fields:
      return changedFields(old, new, stopAtFirst: true).isEmpty
    case .dynamic:
      if old is any Equatable { return valuesAreEqual(old, new) }
      if _isPOD(Value.self) { return bitwiseEqual(old, new) }
      return changedFields(old, new, stopAtFirst: true).isEmpty
    }
  }

  /// Nonisolated so that the pointer closures carry no main-actor isolation check (Swift 6
  /// checks the executor on entry to an isolated closure; this runs once per row per update).
  nonisolated private static func compare<Value>(
    _ old: Value, _ new: Value, with probe: any EqualityProbe.Type
  ) -> Bool {
    withUnsafePointer(to: old) { lhs in
      withUnsafePointer(to: new) { rhs in probe.areEqual(lhs, rhs) }
    }
  }

  /// How values of one type are compared, decided once per type: the rules above depend only
  /// on the static type unless it is a class (whose dynamic type may differ).
  private enum Strategy {
    case equatable(any EqualityProbe.Type)
    case bitwise
    case fields
    case dynamic
  }

  private static var strategies: [ObjectIdentifier: Strategy] = [:]

  private static func strategy<Value>(for type: Value.Type) -> Strategy {
    let key = ObjectIdentifier(type)
    if let known = strategies[key] { return known }
    let strategy: Strategy
    if type is AnyClass {
      strategy = .dynamic
    } else if let probe = EquatableProbe<Value>.self as? any EqualityProbe.Type {
      strategy = .equatable(probe)
    } else if _isPOD(type) {
      strategy = .bitwise
    } else {
      strategy = .fields
    }
    strategies[key] = strategy
    return strategy
  }

  /// The names of the stored properties that differ (wrappers named without their `_`).
  public static func changedFields<Value>(_ old: Value, _ new: Value) -> [String] {
    changedFields(old, new, stopAtFirst: false)
  }

  private static func changedFields<Value>(_ old: Value, _ new: Value, stopAtFirst: Bool) -> [String] {
    let oldChildren = Mirror(reflecting: old).children
    let newChildren = Mirror(reflecting: new).children
    var changed: [String] = []
    for (oldChild, newChild) in zip(oldChildren, newChildren) {
      if !fieldsAreEqual(oldChild.value, newChild.value, depth: 0) {
        var label = oldChild.label ?? "?"
        if label.hasPrefix("_") { label.removeFirst() }
        changed.append(label)
        if stopAtFirst { break }
      }
    }
    return changed
  }

  static func fieldsAreEqual(_ old: Any, _ new: Any, depth: Int) -> Bool {
    if let old = old as? any InputComparable { return old.isSameInput(asAny: new) }
    if valuesAreEqual(old, new) { return true }
    if type(of: old) is AnyClass { return false }
    let mirror = Mirror(reflecting: old)
    guard depth < 4, mirror.displayStyle == .struct || mirror.displayStyle == .tuple,
      !mirror.children.isEmpty
    else { return false }
    let newMirror = Mirror(reflecting: new)
    guard newMirror.children.count == mirror.children.count else { return false }
    for (a, b) in zip(mirror.children, newMirror.children)
    where !fieldsAreEqual(a.value, b.value, depth: depth + 1) {
      return false
    }
    return true
  }

  private static func bitwiseEqual<Value>(_ old: Value, _ new: Value) -> Bool {
    withUnsafeBytes(of: old) { a in withUnsafeBytes(of: new) { b in a.elementsEqual(b) } }
  }
}

/// A field type with its own notion of "same input" (bindings, state, environment).
@MainActor
protocol InputComparable {
  func isSameInput(asAny other: Any) -> Bool
}

/// Compares two values of a type known to be `Equatable` through pointers, without boxing
/// them in existentials (``ViewInputs`` finds the conformance once per type).
private protocol EqualityProbe {
  static func areEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool
}

private enum EquatableProbe<Value> {}

extension EquatableProbe: EqualityProbe where Value: Equatable {
  static func areEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
    lhs.assumingMemoryBound(to: Value.self).pointee == rhs.assumingMemoryBound(to: Value.self).pointee
  }
}
