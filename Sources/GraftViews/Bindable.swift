import Observation

/// Bindings to the properties of an `@Observable` object, as SwiftUI's `@Bindable` (a
/// property wrapper here, where SwiftUI's is a macro-era wrapper too): `@Bindable var model:
/// Model`, then `$model.title` is a `Binding<String>`. Also usable on a local:
/// `@Bindable var model = model` inside `body`.
///
/// Reads through such a binding are tracked by the Observation module, in bodies; a write
/// sets the property on the object (on the loop thread).
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Bindings to `object`'s properties (`Bindable(model).title`).
  public init(_ object: Value) {
    wrappedValue = object
  }

  public var projectedValue: Bindable<Value> { self }

  /// A binding to the object's property at `keyPath`.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<
    Subject
  > {
    Binding(location: ObjectPropertyBindingLocation(object: wrappedValue, keyPath: keyPath))
  }
}
