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
  /// Whether `view`'s type holds a binding (asked once per type, by ``NodeViewTraits``).
  static func holdsBinding<V: NodeView>(_ view: V) -> Bool { holdsBindingField(view, depth: 0) }

  /// Whether `value`'s stored properties, or those of a struct among them, include a binding.
  private static func holdsBindingField(_ value: Any, depth: Int) -> Bool {
    Mirror(reflecting: value).children.contains { child in
      if type(of: child.value) is any AnyBindingValue.Type { return true }
      return depth < 1 && Mirror(reflecting: child.value).displayStyle == .struct
        && holdsBindingField(child.value, depth: depth + 1)
    }
  }
}
