extension Binding {
  /// A binding to a value owned by `source` (a state holder of another runtime, a store…).
  /// Bindings made with the same `source` are the same input to a view: a view receiving an
  /// equal binding is not re-evaluated on that account (its reads are tracked anyway).
  public init(source: AnyObject, get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.init(get: get, set: set, identity: BindingIdentity(object: source))
  }

  /// Whether `self` and `other` point at the same location (same source and key path).
  /// Bindings made from closures alone never do.
  public func pointsToSameLocation(as other: Binding<Value>) -> Bool {
    guard let identity, let otherIdentity = other.identity else { return false }
    return identity == otherIdentity
  }
}
