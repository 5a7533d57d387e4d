/// The location of a binding to a property of another binding's value (`$model.field`): reads
/// the whole through the parent and projects it; writes read the whole, set the field and
/// write the whole back, as SwiftUI's derived bindings do.
@MainActor
@usableFromInline
package final class KeyPathBindingLocation<Whole, Value>: BindingLocation {
  @usableFromInline let parent: any BindingLocation<Whole>
  @usableFromInline let keyPath: WritableKeyPath<Whole, Value>
  @usableFromInline package let identity: BindingIdentity?

  @inlinable package init(parent: any BindingLocation<Whole>, keyPath: WritableKeyPath<Whole, Value>) {
    self.parent = parent
    self.keyPath = keyPath
    identity = parent.identity.map { BindingIdentity(parent: $0, keyPath: keyPath) }
  }

  @inlinable package func read() -> Value { parent.read()[keyPath: keyPath] }

  @inlinable package func write(_ value: Value) {
    var whole = parent.read()
    whole[keyPath: keyPath] = value
    parent.write(whole)
  }
}
