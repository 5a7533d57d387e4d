/// Which node views record `@Observable` reads when their node's properties are computed.
///
/// A node view computes its properties from what it holds and from the environment. The only
/// way such a computation reaches an `@Observable` property is through a `Binding` it holds —
/// `TextField(text: $model.name)` runs the model's getter — so only node view types with a
/// binding among their stored properties (or one level down) pay for Observation tracking;
/// `Text`, `Button` and stacks do not. Decided once per type, from the types of the first
/// value's stored properties (an optional binding counts even when `nil`). Loop thread only.
@MainActor
enum ObservedNodeReads {
  /// Unchecked exclusivity: loop thread only, and no access stays open across a call (the
  /// dynamic check ran for every node element made).
  @exclusivity(unchecked) private static var holdsBinding: [ObjectIdentifier: Bool] = [:]

  /// A tracker for `view`'s node if its type holds a binding, else `nil`.
  static func tracker<V: NodeView>(for view: V) -> ObservationTracker? {
    let key = ObjectIdentifier(V.self)
    let holds: Bool
    if let known = holdsBinding[key] {
      holds = known
    } else {
      holds = holdsBindingField(view, depth: 0)
      holdsBinding[key] = holds
    }
    return holds ? ObservationTracker(viewType: V.self) : nil
  }

  /// Whether `value`'s stored properties, or those of a struct among them, include a binding.
  private static func holdsBindingField(_ value: Any, depth: Int) -> Bool {
    Mirror(reflecting: value).children.contains { child in
      if type(of: child.value) is any AnyBindingValue.Type { return true }
      return depth < 1 && Mirror(reflecting: child.value).displayStyle == .struct
        && holdsBindingField(child.value, depth: depth + 1)
    }
  }
}
