import GraftCore
import Observation

/// Content that sees an environment changed by one modifier (`.environment`, `.font`,
/// `.foregroundStyle`, `.disabled`, `.onSubmit`, `.environmentObject`).
///
/// The entries this modifier writes are owned by its element and stay the same objects across
/// updates: a new value is stored in place and only the views that read it re-evaluate.
@MainActor
public struct EnvironmentWritingView<Content: View>: PrimitiveView {
  let content: Content
  let change: @MainActor (inout EnvironmentValues) -> Void

  public static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    EnvironmentWritingElement<Content>(view: view, context: context)
  }
}

@MainActor
final class EnvironmentWritingElement<Content: View>: PassthroughElement {
  private var owned: [ObjectIdentifier: EnvironmentEntry]

  init(view: EnvironmentWritingView<Content>, context: ElementContext) {
    let (values, owned) = context.environment.applying(view.change, stable: [:])
    self.owned = owned
    super.init(content: view.content, context: context, childEnvironment: values)
  }

  override func canUpdate(to view: any View) -> Bool {
    type(of: view) == EnvironmentWritingView<Content>.self
  }

  override func update(to view: any View, environment: EnvironmentValues) {
    let view = expectView(view, as: EnvironmentWritingView<Content>.self)
    self.environment = environment
    let (values, owned) = environment.applying(view.change, stable: owned)
    self.owned = owned
    reconcileContent(view.content, environment: values)
  }
}

extension View {
  /// Sets the environment value at `keyPath` for this view and everything below it —
  /// including roots hosted below it.
  public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value)
    -> EnvironmentWritingView<Self>
  {
    EnvironmentWritingView(content: self) { $0[keyPath: keyPath] = value }
  }

  /// Places an `@Observable` object for `@Environment(Type.self)` readers below.
  public func environment<Object: AnyObject & Observable>(_ object: Object) -> EnvironmentWritingView<Self> {
    EnvironmentWritingView(content: self) { $0.setObject(object) }
  }

  /// Places an ``ObservableObject`` for `@EnvironmentObject` readers below.
  public func environmentObject<Object: ObservableObject>(_ object: Object) -> EnvironmentWritingView<Self> {
    EnvironmentWritingView(content: self) { $0.setObject(object) }
  }

  /// The font for texts and controls below.
  public func font(_ font: Font?) -> EnvironmentWritingView<Self> {
    environment(\.font, font)
  }

  /// The foreground colour below.
  public func foregroundStyle(_ color: Color) -> EnvironmentWritingView<Self> {
    environment(\.foregroundStyle, color)
  }

  /// The foreground colour below (older spelling).
  public func foregroundColor(_ color: Color?) -> EnvironmentWritingView<Self> {
    environment(\.foregroundStyle, color)
  }

  /// Disables controls below when `disabled` is true (an enclosing `.disabled(true)` wins).
  public func disabled(_ disabled: Bool) -> EnvironmentWritingView<Self> {
    EnvironmentWritingView(content: self) { values in
      if disabled { values.isEnabled = false }
    }
  }

  /// What text fields below do when the user submits.
  public func onSubmit(_ action: @escaping () -> Void) -> EnvironmentWritingView<Self> {
    EnvironmentWritingView(content: self) { values in
      let outer = values.submitAction
      values.submitAction = SubmitAction {
        action()
        outer?.action()
      }
    }
  }
}
