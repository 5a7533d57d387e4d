import GraftCore

/// Decides whether a view's inputs — its stored properties — changed between two values, and
/// names the fields that did. Used to skip re-evaluating unchanged views and to name the
/// changed field in a stale-embed diagnostic.
///
/// Rules: an `Equatable` view compares with `==`. Otherwise field by field: `@State` and
/// `@Environment` fields never count (their changes are tracked by the scopes that read them);
/// bindings compare by the location they point to; `Equatable` fields with `==`; objects by
/// identity; structs field by field. Anything that cannot be compared — closures, bindings
/// made from closures, non-`Equatable` existentials — is *unknown* (``InputComparison``):
/// a view with an unknown input is re-evaluated (``areEqual(_:_:)`` is `false`), but an unknown
/// input is never reported as *changed* (``changedFields(_:_:)`` leaves it out), so a
/// diagnostic built on it never blames an input that may well be the same.
@MainActor
public enum ViewInputs {
  /// Whether `old` and `new` carry the same inputs.
  @inlinable public static func areEqual<Value>(_ old: Value, _ new: Value) -> Bool {
    switch strategy(for: Value.self) {
    case .equatable(let comparer):
      // Sound: the payload of `Value`'s strategy is `Value`'s comparer (`decidedStrategy`).
      return unsafeDowncast(comparer, to: ViewComparer<Value>.self).areEqual(old, new)
    case .bitwise:
      return bitwiseEqual(old, new)
    case .fields:
      return allFieldsAreSame(old, new)
    case .dynamic:
      if old is any Equatable { return valuesAreEqual(old, new) }
      if _isPOD(Value.self) { return bitwiseEqual(old, new) }
      return allFieldsAreSame(old, new)
    }
  }

  /// ``areEqual(_:_:)`` for a value held in storage and a new one, compared where they are
  /// (neither is copied: a caller that stores the new value after comparing pays no copy of
  /// the old one).
  ///
  /// The last type's comparer is used where it lies, not retained: ``comparer(for:)`` returned
  /// it retained (and the caller released it), ~60 instructions per leaf compared — every text
  /// of a re-evaluated list row (issue 15). Sound: ``comparers`` keeps every comparer for the
  /// process's lifetime, and the comparison cannot reach this table.
  public static func areEqual<Value>(stored old: inout Value, _ new: Value) -> Bool {
    if let last = lastComparer, last.type == ObjectIdentifier(Value.self) {
      return IsolationCheckFreeCalls.withGuaranteedReference(to: last.comparer) {
        unsafeDowncast($0, to: ViewComparer<Value>.self).areEqual(stored: &old, new)
      }
    }
    return comparer(for: Value.self).areEqual(stored: &old, new)
  }

  /// The comparer for values of `type` (one per type, made on first use): a caller comparing
  /// many values of one type asks once, then compares each through it.
  public static func comparer<Value>(for type: Value.Type) -> ViewComparer<Value> {
    let key = ObjectIdentifier(type)
    if let last = lastComparer, last.type == key {
      return unsafeDowncast(last.comparer.takeUnretainedValue(), to: ViewComparer<Value>.self)
    }
    let comparer: ViewComparer<Value>
    if let known = comparers[key] {
      comparer = unsafeDowncast(known, to: ViewComparer<Value>.self)
    } else {
      if case .equatable(let equatable) = strategy(for: type) {
        comparer = unsafeDowncast(equatable, to: ViewComparer<Value>.self)
      } else {
        comparer = ViewComparer<Value>()
      }
      comparers[key] = comparer
    }
    lastComparer = (key, Unmanaged.passUnretained(comparer))
    return comparer
  }

  /// How values of one type are compared, decided once per type: the rules above depend only
  /// on the static type unless it is a class (whose dynamic type may differ).
  @usableFromInline enum Strategy {
    /// An `Equatable` type, with its comparer (a `ViewComparer<Value>` calling `==`): one
    /// mechanism compares `Equatable` views, for a caller holding values
    /// (``ViewInputs/areEqual(_:_:)``) and for one comparing in storage (``ViewComparer``).
    case equatable(AnyObject)
    case bitwise
    case fields
    case dynamic
  }

  /// Unchecked exclusivity: loop thread only, and no access stays open across a call (the
  /// strategy is computed before it is stored); the check ran on every comparison.
  @exclusivity(unchecked) private static var strategies: [ObjectIdentifier: Strategy] = [:]
  /// The type asked for last and its strategy (exclusivity as `strategies`): a list update
  /// asks for its row type once per row, a row's update for `Text` once per text — a compare
  /// instead of hashing into `strategies` each time.
  @exclusivity(unchecked) private static var lastAsked: (type: ObjectIdentifier, strategy: Strategy)?
  /// The comparers made so far, by type, and the one asked for last (exclusivity as
  /// `strategies`; a `ViewComparer<T>` is stored under `T`).
  @exclusivity(unchecked) private static var comparers: [ObjectIdentifier: AnyObject] = [:]
  /// Not retained: ``comparers`` keeps every comparer for the process's lifetime (and
  /// ``areEqual(stored:_:)`` uses it without a retain).
  @exclusivity(unchecked) private static var lastComparer:
    (type: ObjectIdentifier, comparer: Unmanaged<AnyObject>)?

  @usableFromInline static func strategy<Value>(for type: Value.Type) -> Strategy {
    let key = ObjectIdentifier(type)
    if let lastAsked, lastAsked.type == key { return lastAsked.strategy }
    let strategy = decidedStrategy(for: type)
    lastAsked = (key, strategy)
    return strategy
  }

  private static func decidedStrategy<Value>(for type: Value.Type) -> Strategy {
    let key = ObjectIdentifier(type)
    if let known = strategies[key] { return known }
    let strategy: Strategy
    if type is AnyClass {
      strategy = .dynamic
    } else if let probe = EquatableProbe<Value>.self as? any EqualityProbe.Type {
      strategy = .equatable(probe.makeComparer(for: type))
    } else if _isPOD(type) {
      strategy = .bitwise
    } else {
      strategy = .fields
    }
    strategies[key] = strategy
    return strategy
  }

  /// The names of the stored properties that *definitely* differ (wrappers named without
  /// their `_`): fields that cannot be compared are left out (see ``comparedFields(_:_:)``).
  public static func changedFields<Value>(_ old: Value, _ new: Value) -> [String] {
    comparedFields(old, new).filter { $0.comparison == .changed }.map(\.name)
  }

  /// Every stored property with how it compares between `old` and `new`, in declaration order
  /// (wrappers named without their `_`).
  public static func comparedFields<Value>(_ old: Value, _ new: Value) -> [(
    name: String, comparison: InputComparison
  )] {
    zip(Mirror(reflecting: old).children, Mirror(reflecting: new).children).map { oldChild, newChild in
      var label = oldChild.label ?? "?"
      if label.hasPrefix("_") { label.removeFirst() }
      return (label, compare(oldChild.value, newChild.value, depth: 0))
    }
  }

  @inlinable static func bitwiseEqual<Value>(_ old: Value, _ new: Value) -> Bool {
    withUnsafeBytes(of: old) { a in withUnsafeBytes(of: new) { b in a.elementsEqual(b) } }
  }
}

/// How one input compares between two values of a view.
public enum InputComparison: Sendable, Equatable {
  /// Provably the same input (equal values, the same object, a binding to the same location).
  case same
  /// Provably different (unequal values, another object, a binding to another location).
  case changed
  /// Cannot be compared (a closure, a binding made from closures): possibly changed, so a
  /// view is re-evaluated — but never reported as changed.
  case unknown
}

/// A field type with its own notion of "same input" (bindings, state, environment): a
/// runtime's own property wrappers conform to take part in ``ViewInputs``' comparison.
@MainActor
public protocol InputComparable {
  /// How this input compares with `other` (a value of the field in the other view value).
  func compareInput(to other: Any) -> InputComparison
}

/// Finds whether a type is `Equatable` and makes its ``ViewComparer`` (an
/// `EquatableComparer`, which calls `==` on values where they are), once per type.
protocol EqualityProbe {
  /// The ``ViewComparer`` for the probed type (`type` is that type).
  @MainActor static func makeComparer<Value>(for type: Value.Type) -> ViewComparer<Value>
}

private enum EquatableProbe<Value> {}

extension EquatableProbe: EqualityProbe where Value: Equatable {
  @MainActor static func makeComparer<Other>(for type: Other.Type) -> ViewComparer<Other> {
    // `Other` is `Value` (``ViewInputs`` asks the probe of the type it compares).
    unsafeDowncast(EquatableComparer<Value>() as AnyObject, to: ViewComparer<Other>.self)
  }
}

extension Equatable {
  /// Whether `other` is a value of this type equal to `self`.
  fileprivate func isSameValue(as other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
