import GraftCore

/// A two-way connection to a value owned elsewhere, as SwiftUI's `Binding`: a get/set pair.
///
/// Reads go through the owner's tracking: a view — in this root, a hosted root, or another
/// runtime — that reads a binding in its body or update hook depends on the source, so a
/// write from either side re-renders both in the same pass. That is how state crosses an
/// embedding boundary in Graft. Loop thread only.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  /// The one object a binding holds: copying a binding is one retain.
  @usableFromInline package let location: any BindingLocation<Value>

  /// What this binding points to, when known; two bindings with equal identities are the same
  /// input to a view. `nil` (closures from `init(get:set:)`) never compares equal.
  @inlinable package var identity: BindingIdentity? { location.identity }

  /// A binding from a getter and a setter. Reads inside `get` are tracked as usual.
  @inlinable public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    location = ClosureBindingLocation(get: get, set: set, identity: nil)
  }

  @inlinable package init(
    get: @escaping () -> Value, set: @escaping (Value) -> Void,
    identity: BindingIdentity?
  ) {
    location = ClosureBindingLocation(get: get, set: set, identity: identity)
  }

  /// A binding reading and writing `location` (a state holder that is its own location, or
  /// a small object over one: no closure contexts to allocate).
  @inlinable package init(location: any BindingLocation<Value>) {
    self.location = location
  }

  @inlinable public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding to an immutable value; writes are ignored.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  @inlinable public var wrappedValue: Value {
    get { location.read() }
    nonmutating set { location.write(newValue) }
  }

  @inlinable public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the bound value (`$model.field`).
  @inlinable public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<
    Subject
  > {
    Binding<Subject>(location: KeyPathBindingLocation(parent: location, keyPath: keyPath))
  }
}

/// A binding of any value type (or an optional one): a value whose reads run code of another
/// object — a model's property getter — so a scope computing from it must record
/// `@Observable` reads too, whatever it is.
package protocol AnyBindingValue {}

extension Binding: AnyBindingValue {}

extension Optional: AnyBindingValue where Wrapped: AnyBindingValue {}

extension Binding: InputComparable {
  /// Bindings to known locations compare by location; a binding made from closures is
  /// unknown (it may well read the same thing: its reads are tracked anyway).
  public func compareInput(to other: Any) -> InputComparison {
    guard let other = other as? Binding<Value> else { return .changed }
    guard let identity, let otherIdentity = other.identity else { return .unknown }
    return identity == otherIdentity ? .same : .changed
  }
}

/// Where a binding points: an owner object plus a key-path chain. Holds the owner, so an
/// identity never outlives it (and a reused address can never make two bindings equal).
@usableFromInline
package struct BindingIdentity: Hashable {
  package let object: AnyObject
  package let path: [AnyKeyPath]

  @usableFromInline package init(object: AnyObject) {
    self.object = object
    path = []
  }

  @usableFromInline package static func == (lhs: BindingIdentity, rhs: BindingIdentity) -> Bool {
    lhs.object === rhs.object && lhs.path == rhs.path
  }

  @usableFromInline package func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(object))
    hasher.combine(path)
  }

  @usableFromInline package init(parent: BindingIdentity, keyPath: AnyKeyPath) {
    object = parent.object
    path = parent.path + [keyPath]
  }
}
