/// The location of a binding to an object's property (`$model.title` of an observed object,
/// `Bindable(model).title`): reads and writes `object[keyPath: keyPath]`, tracked as the
/// property's own reads are. Its identity is the object and the key path, so two bindings to
/// the same property of the same object compare equal.
@MainActor
package final class ObjectPropertyBindingLocation<Root: AnyObject, Value>: BindingLocation {
  let object: Root
  let keyPath: ReferenceWritableKeyPath<Root, Value>
  package let identity: BindingIdentity?

  package init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.object = object
    self.keyPath = keyPath
    identity = BindingIdentity(parent: BindingIdentity(object: object), keyPath: keyPath)
  }

  package func read() -> Value { object[keyPath: keyPath] }
  package func write(_ value: Value) { object[keyPath: keyPath] = value }
}
