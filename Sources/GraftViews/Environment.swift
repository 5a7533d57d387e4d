import GraftCore
import Observation

/// Reads a value from the environment of the view's position, as SwiftUI's `@Environment`:
/// `@Environment(\.font) var font`, or `@Environment(Model.self) var model` for an
/// `@Observable` object placed with `.environment(model)`.
///
/// Reading it in `body` makes the view depend on that one value: when an ancestor sets a
/// different value, only its readers re-evaluate. A hosted root reads the environment of the
/// position its host is mounted at. Loop thread only.
@MainActor
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    case object(@MainActor (EnvironmentValues) -> Value?)
  }

  private let source: Source
  private let location = EnvironmentLocation()

  /// Reads the value at `keyPath` (`@Environment(\.isEnabled)`).
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    source = .keyPath(keyPath)
  }

  public var wrappedValue: Value {
    let values = location.values ?? EnvironmentValues()
    switch source {
    case .keyPath(let keyPath):
      return values[keyPath: keyPath]
    case .object(let lookup):
      guard let object = lookup(values) else {
        fatalError(
          "No \(Value.self) found in the environment. Place one above this view with "
            + ".environment(_:) (for @Observable) or .environmentObject(_:) (for ObservableObject).")
      }
      return object
    }
  }

  public func _link(_ link: DynamicPropertyLink) {
    location.values = link.environment
  }
}

extension Environment where Value: AnyObject & Observable {
  /// Reads the `@Observable` object of type `Value` placed above with `.environment(_:)`.
  public init(_ objectType: Value.Type) {
    source = .object { $0.object(Value.self) }
  }
}

extension Environment: InputComparable {
  public func compareInput(to other: Any) -> InputComparison { .same }
}

/// The environment one `Environment` value reads, set by the reconciler.
@MainActor
final class EnvironmentLocation {
  var values: EnvironmentValues?
}
