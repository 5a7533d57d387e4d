/// Where a ``Binding`` reads and writes: one object, so a binding is one reference and copying
/// it (a view value holding a binding is copied several times on its way into a hosted root)
/// is one retain, not one per closure context and identity field.
///
/// Contract: `read()` and `write(_:)` run on the loop thread, whenever the binding is read or
/// written — tracked like any read of the underlying source, so they must not cache.
/// `identity` is fixed when the location is made (two bindings compare by it, see
/// ``Binding/pointsToSameLocation(as:)``); `nil` never compares equal.
@MainActor
@usableFromInline
package protocol BindingLocation<Value>: AnyObject {
  associatedtype Value
  /// The current value; reads inside are tracked as the binding's reader's.
  func read() -> Value
  /// Writes through to the source.
  func write(_ value: Value)
  /// What the binding points to, when known.
  var identity: BindingIdentity? { get }
}
