import GraftCore

/// One value set by an ancestor; a dependency source for its readers.
@MainActor
public final class EnvironmentEntry: DependencySource {
  @usableFromInline package private(set) var value: Any
  /// The key the value is stored under (an `EnvironmentKey` type, or an object's own type).
  /// Kept as the type, not its name: a type's name is a demangling, ~1 k instructions, and an
  /// entry is made each time a modifier writes its value — on every update of the modifier.
  package let key: Any.Type

  @usableFromInline package init(value: Any, key: Any.Type) {
    self.value = value
    self.key = key
  }

  /// The key's type name, as traces and diagnostics show it (made on each call).
  package var keyName: String { "\(key)" }

  override public var traceDescription: String { "the environment value \(keyName)" }

  /// Stores `newValue` and notifies the readers — unless it equals the value held (see
  /// ``AnyValueComparers/areEqual(_:_:)``), when nothing happens. Main actor, during a pass
  /// (a writing modifier's update).
  package func update(to newValue: Any) {
    if AnyValueComparers.areEqual(value, newValue) { return }
    value = newValue
    notifyChange()
  }
}
