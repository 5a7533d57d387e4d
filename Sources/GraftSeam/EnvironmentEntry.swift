import GraftCore

/// One value set by an ancestor; a dependency source for its readers.
@MainActor
public final class EnvironmentEntry: DependencySource {
  /// Set only here and, for the length of an in-place trial, by
  /// ``EnvironmentValues/applying(_:stable:lastValues:)`` (see `EnvironmentValues+InPlace.swift`).
  /// Unchecked exclusivity: main actor only, every access instantaneous (checked, each trial's
  /// reads and writes of it cost a dynamic check).
  @exclusivity(unchecked) @usableFromInline package internal(set) var value: Any
  /// The key the value is stored under (an `EnvironmentKey` type, or an object's own type).
  /// Kept as the type, not its name: a type's name is a demangling, ~1 k instructions, and an
  /// entry is made each time a modifier writes its value — on every update of the modifier.
  package let key: Any.Type
  /// `key` as an `EnvironmentKey`, when it is one (`nil` for an object's entry): what a reader
  /// of the key sees where no ancestor set it (``valueWhereUnset``).
  let environmentKey: (any EnvironmentKey.Type)?
  /// Whether the change an in-place trial runs wrote this entry (false outside a trial).
  @exclusivity(unchecked) var writtenInTrial = false

  package init(value: Any, key: Any.Type, environmentKey: (any EnvironmentKey.Type)?) {
    self.value = value
    self.key = key
    self.environmentKey = environmentKey
  }

  /// What a reader of this entry's key would read if no ancestor set it: the key's default
  /// value, or `()` for an object's entry (an object reader's cast then finds none).
  var valueWhereUnset: Any {
    guard let environmentKey else { return () }
    return environmentKey.defaultValue
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
