import GraftCore

/// A property of an ``ObservableObject`` that announces its changes, as Combine's `@Published`.
/// Setting it sends the enclosing object's `objectWillChange` (then stores the value); reading
/// it inside a view body is tracked too, per property: a body that reads `label` re-evaluates
/// when `label` is set, not when another property of the object is.
///
/// The value lives in one object with its readers (`Storage`): the wrapper is a single
/// reference, so a read or a write reaches both through one key-path read of the wrapper
/// (projecting a mutable wrapper through a key path cost ~700 instructions per write). The
/// accessors are inlinable: compiled in the model's module, with the model's own key-path
/// literals, that read is a field load rather than a generic `swift_getAtKeyPath` (~390
/// instructions per access). Loop thread only.
@MainActor
@propertyWrapper
public struct Published<Value> {
  @usableFromInline let storage: Storage

  public init(wrappedValue: Value) {
    storage = Storage(wrappedValue)
  }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  @inlinable
  public static subscript<Object: ObservableObject>(
    _enclosingInstance object: Object,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
  ) -> Value {
    // Always inlined, both: only inlined into the model's accessor, with its key-path literal,
    // is the wrapper's read a field load. The setter, left to the optimizer, was specialized
    // but called, and read the wrapper through `swift_getAtKeyPath` (~0.9 k instructions per
    // write).
    @inline(__always) get {
      let storage = object[keyPath: storageKeyPath].storage
      storage.recordRead()
      return storage.value
    }
    @inline(__always) set {
      let storage = object[keyPath: storageKeyPath].storage
      ObservableObjectPublisher.sendWillChange(of: object)
      storage.value = newValue
      storage.notifyChange()
    }
  }

  /// A published property's value and the scopes that read it. Loop thread only.
  @usableFromInline
  final class Storage: DependencySource {
    /// Unchecked exclusivity: the accessors above only copy it out or assign it (a mutation of
    /// the property is a get, then a set, through them), so no access to it ever overlaps
    /// another; the dynamic checks were one per read and one per write of every published
    /// property.
    @usableFromInline @exclusivity(unchecked) var value: Value

    @usableFromInline init(_ value: Value) {
      self.value = value
    }
  }
}
