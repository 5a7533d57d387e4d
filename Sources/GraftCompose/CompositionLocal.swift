import GraftCore
import GraftSeam

/// A value passed implicitly down a composition — Compose's `CompositionLocal`.
///
/// Provide it with `c.provide(local, value) { … }`; read it with `local.current(c)`. Reading is
/// tracked: when a provider supplies a different value, only the groups that read it recompose.
/// A local declared with `bridgedTo:` a Graft environment key path crosses runtime
/// boundaries both ways: a composition hosted by Graft reads the Graft environment value when
/// no Compose provider is above it, and Graft content hosted by a composition sees the local's
/// value in its environment.
@MainActor
public final class CompositionLocal<Value> {
  let defaultValue: Value
  let environmentKeyPath: WritableKeyPath<EnvironmentValues, Value>?
  let name: String

  public init(
    _ name: String, defaultValue: Value, bridgedTo keyPath: WritableKeyPath<EnvironmentValues, Value>? = nil
  ) {
    self.name = name
    self.defaultValue = defaultValue
    environmentKeyPath = keyPath
  }

  /// The value in effect at the composer's position (tracked).
  public func current(_ composer: Composer) -> Value {
    // A provider's entry holds a `Value` (its group is keyed by this local), so the cast
    // only fails if nothing provided this local.
    if let entry = composer.currentLocals.entries[ObjectIdentifier(self)], let value = entry.value as? Value {
      entry.source.recordRead()
      return value
    }
    if let keyPath = environmentKeyPath {
      return composer.environment[keyPath: keyPath]
    }
    return defaultValue
  }
}

/// The locals in effect at one position: an immutable map shared between groups.
@MainActor
package struct CompositionLocalMap {
  @MainActor
  final class Entry {
    var value: Any
    let source = DependencySource()
    /// Writes this local's value into a Graft environment (bridged locals only).
    let writeToEnvironment: ((inout EnvironmentValues, Any) -> Void)?

    init(value: Any, writeToEnvironment: ((inout EnvironmentValues, Any) -> Void)?) {
      self.value = value
      self.writeToEnvironment = writeToEnvironment
    }
  }

  var entries: [ObjectIdentifier: Entry] = [:]

  /// A change that writes every bridged local in this map into a Graft environment.
  package func bridgedWrites() -> (inout EnvironmentValues) -> Void {
    let writers = entries.values.compactMap { entry in entry.writeToEnvironment.map { ($0, entry.value) } }
    return { values in
      for (write, value) in writers { write(&values, value) }
    }
  }
}
