/// A mutable value whose reads are tracked and whose writes invalidate exactly the scopes
/// that read it: the storage behind `@State`, a foreign runtime's mutable state, and the
/// values a C component reads through the bridge.
///
/// Writes of an `Equatable` value equal to the current one do nothing. A write made while a
/// view `body` is evaluating is deferred until the pass ends, and reported as
/// ``Diagnostic/Kind/stateWriteDuringUpdate`` (the view being evaluated must not change the
/// state it is rendering from). Loop thread only: another thread posts with
/// ``EventLoop/execute(_:)``.
@MainActor
public final class StateCell<Value>: DependencySource {
  // Unchecked exclusivity (`storage`, `equality`): loop thread only, every access
  // instantaneous (a read returns a copy; a write stores a value already computed).
  @exclusivity(unchecked) private var storage: Value
  /// How writes compare values, decided at the first write that compares (see
  /// ``StateEquality``): comparing through `Any` cast both values on every write.
  @exclusivity(unchecked) private var equality = StateEquality.unresolved

  public init(_ initialValue: Value) {
    storage = initialValue
  }

  /// The value. Reading it inside a tracking scope subscribes that scope.
  public var value: Value {
    get {
      recordRead()
      return storage
    }
    set { write(newValue) }
  }

  /// The value without subscribing the current scope.
  public var untrackedValue: Value { storage }

  /// Stores `newValue` and invalidates the readers, unless it equals the current value.
  public func write(_ newValue: Value) {
    if let scope = TrackingScope.current, scope.kind == .body, let graph = scope.root?.graph {
      graph.reportOnce(
        Diagnostic(
          kind: .stateWriteDuringUpdate,
          message: "\(scope.name) wrote a \(Value.self) state while its body was being evaluated; "
            + "the write is applied after this update pass. Move the write into an action, "
            + "onAppear, onChange or task."))
      graph.deferUntilPassEnds { [weak self] in self?.write(newValue) }
      return
    }
    if isEqualToStorage(newValue) { return }
    storage = newValue
    notifyChange()
  }

  /// ``valuesAreEqual(_:_:)`` of the stored value and `newValue`, through the value type's
  /// own `==` when the type alone decides it.
  private func isEqualToStorage(_ newValue: Value) -> Bool {
    switch equality {
    case .equatable(let type): return StateEquality.areEqual(storage, newValue, as: type)
    case .dynamic: return valuesAreEqual(storage, newValue)
    case .unresolved:
      equality = StateEquality(Value.self)
      return isEqualToStorage(newValue)
    }
  }
}

/// How a ``StateCell`` compares its values, decided once per cell from the value type: a
/// type that is `Equatable` and not a class compares with its `==` (what
/// ``valuesAreEqual(_:_:)`` does for such values, without casting both to `Any` each time);
/// any other type (a class, an existential, a type that is not `Equatable`) goes through
/// ``valuesAreEqual(_:_:)``, whose answer depends on the values' dynamic types.
enum StateEquality {
  case unresolved
  case equatable(any Equatable.Type)
  case dynamic

  init<Value>(_ type: Value.Type) {
    if !(type is AnyClass), let equatable = type as? any Equatable.Type {
      self = .equatable(equatable)
    } else {
      self = .dynamic
    }
  }

  /// `lhs == rhs` for a `Value` whose dynamic type is `type` (`Value` itself: see `init`).
  static func areEqual<Value, E: Equatable>(_ lhs: Value, _ rhs: Value, as type: E.Type) -> Bool {
    // `E` is `Value` (the cell resolved it from `Value.self`): the same type, renamed, so the
    // cast reinterprets nothing. (Through two nested `withUnsafePointer` closures, typing the
    // same memory, it was ~180 instructions per write in the unspecialized cell.)
    unsafeBitCast(lhs, to: E.self) == unsafeBitCast(rhs, to: E.self)
  }
}

/// `true` when both values are the same object, or are `Equatable` and equal; `false`
/// otherwise (a value that cannot be compared counts as changed). Works on `Any` too.
public func valuesAreEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
  if type(of: lhs as Any) is AnyClass, type(of: rhs as Any) is AnyClass {
    return (lhs as AnyObject) === (rhs as AnyObject)
  }
  guard let lhs = lhs as? any Equatable else { return false }
  return lhs.isEqual(to: rhs)
}

/// The fast path for statically `Equatable` values.
public func valuesAreEqual<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool { lhs == rhs }

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
