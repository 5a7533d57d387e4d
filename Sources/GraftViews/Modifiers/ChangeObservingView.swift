import GraftCore

/// Content that runs an action when a value changes (`.onChange(of:)`).
///
/// Contract: the value is compared each time the enclosing view's body is evaluated; when it
/// differs from the previous one (`!=`), the action runs once with `(old, new)` after the pass
/// commits. Writes of an equal value run nothing. With `initial: true` it also runs once after
/// mount with `(value, value)`. This catches every change however it was made — a direct
/// write or a write through a `Binding` from another view or another root — unlike `didSet`.
@MainActor
public struct ChangeObservingView<Content: View, Value: Equatable>: PrimitiveView {
  let content: Content
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void

  public static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    ChangeObservingElement<Content, Value>(view: view, context: context)
  }
}

@MainActor
final class ChangeObservingElement<Content: View, Value: Equatable>: PassthroughElement {
  private var value: Value

  init(view: ChangeObservingView<Content, Value>, context: __shared ElementContext) {
    value = view.value
    super.init(content: view.content, context: context)
    if view.initial {
      let value = view.value
      let action = view.action
      graph.enqueueEffect { action(value, value) }
    }
  }

  override func canUpdate(to view: any View) -> Bool {
    type(of: view) == ChangeObservingView<Content, Value>.self
  }

  override func update(to view: any View, environment: EnvironmentValues) {
    let view = expectView(view, as: ChangeObservingView<Content, Value>.self)
    self.environment = environment
    let old = value
    value = view.value
    reconcileContent(view.content, environment: environment)
    if old != view.value {
      let new = view.value
      let action = view.action
      graph.enqueueEffect { action(old, new) }
    }
  }
}

extension View {
  /// Runs `action(old, new)` when `value` changes (and once at mount if `initial`).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> ChangeObservingView<Self, V> {
    ChangeObservingView(content: self, value: value, initial: initial, action: action)
  }

  /// Runs `action()` when `value` changes (and once at mount if `initial`).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> ChangeObservingView<Self, V> {
    ChangeObservingView(content: self, value: value, initial: initial) { _, _ in action() }
  }

  /// Runs `action(new)` when `value` changes (the older SwiftUI spelling).
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
    -> ChangeObservingView<Self, V>
  {
    ChangeObservingView(content: self, value: value, initial: false) { _, new in action(new) }
  }
}
