/// A binding's location made of a getter and a setter (`Binding(get:set:)`, and the bindings
/// other runtimes and the C bridge make over their own state holders).
@MainActor
@usableFromInline
package final class ClosureBindingLocation<Value>: BindingLocation {
  @usableFromInline let getter: () -> Value
  @usableFromInline let setter: (Value) -> Void
  @usableFromInline package let identity: BindingIdentity?

  @inlinable package init(
    get: @escaping () -> Value, set: @escaping (Value) -> Void, identity: BindingIdentity?
  ) {
    getter = get
    setter = set
    self.identity = identity
  }

  @inlinable package func read() -> Value { getter() }
  @inlinable package func write(_ value: Value) { setter(value) }
}
