import GraftCore
import Observation

/// Content that sees an environment changed by one modifier (`.environment`, `.font`,
/// `.foregroundStyle`, `.disabled`, `.onSubmit`, `.environmentObject`).
///
/// The entries this modifier writes are owned by its element and stay the same objects across
/// updates: a new value is stored in place and only the views that read it re-evaluate.
@MainActor
public struct EnvironmentWritingView<Content: View>: PrimitiveView {
  /// Stored first, at a fixed offset: stored after a content of unknown size, every read of it
  /// in this unspecialized code looked `EnvironmentWritingView<Content>`'s metadata up for the
  /// field's offset (~330 instructions per update of the modifier).
  let change: @MainActor (inout EnvironmentValues) -> Void
  let content: Content

  /// `content` seeing the environment `change` makes. Usable from inlinable code, for the
  /// inlinable modifiers (see `DecoratedView.swift`'s).
  @usableFromInline init(content: Content, change: @escaping @MainActor (inout EnvironmentValues) -> Void) {
    self.change = change
    self.content = content
  }

  /// The content where it lies in `view`: after ``change`` (see ``StoredPropertyAddress``).
  static func content(of view: UnsafePointer<Self>) -> UnsafePointer<Content> {
    StoredPropertyAddress.second(
      of: view, after: (@MainActor (inout EnvironmentValues) -> Void).self, as: Content.self,
      declaredAt: MemoryLayout<Self>.offset(of: \Self.content))
  }

  public static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    EnvironmentWritingElement<Content>(view: view, context: context)
  }
}

@MainActor
final class EnvironmentWritingElement<Content: View>: TypedPassthroughElement<EnvironmentWritingView<Content>>
{
  private var owned: [ObjectIdentifier: EnvironmentEntry]
  /// The environment the content got last: the next update hands it on again when the
  /// environment above is the same and the change wrote the same keys (see
  /// ``EnvironmentValues/applying(_:stable:lastValues:)``).
  private var contentEnvironment: EnvironmentValues

  init(view: EnvironmentWritingView<Content>, context: __shared ElementContext) {
    let (values, owned) = context.environment.applying(view.change, stable: [:])
    self.owned = owned
    contentEnvironment = values
    super.init(content: view.content, context: context, childEnvironment: values)
  }

  /// The update, reading the new view where it lies (valid only for the call; see
  /// ``TypedPassthroughElement``): the content goes to the child as its own type too.
  override func update(
    at view: UnsafePointer<EnvironmentWritingView<Content>>, environment: EnvironmentValues
  ) {
    let sameAbove = environment.sharesStorage(with: self.environment)
    if !sameAbove { self.environment = environment }
    let (values, owned) = environment.applying(
      view.pointee.change, stable: owned, lastValues: sameAbove ? contentEnvironment : nil)
    self.owned = owned
    contentEnvironment = values
    reconcileContent(at: EnvironmentWritingView.content(of: view), environment: values)
  }
}

extension View {
  /// Sets the environment value at `keyPath` for this view and everything below it —
  /// including roots hosted below it.
  ///
  /// Inlinable and `consuming`, as most modifiers (see `DecoratedView.swift`).
  @inlinable public consuming func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> EnvironmentWritingView<Self> {
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
  @inlinable public consuming func font(_ font: Font?) -> EnvironmentWritingView<Self> {
    environment(\.font, font)
  }

  /// The foreground colour below.
  @inlinable public consuming func foregroundStyle(_ color: Color) -> EnvironmentWritingView<Self> {
    environment(\.foregroundStyle, color)
  }

  /// The foreground colour below (older spelling).
  @inlinable public consuming func foregroundColor(_ color: Color?) -> EnvironmentWritingView<Self> {
    environment(\.foregroundStyle, color)
  }

  /// Disables controls below when `disabled` is true (an enclosing `.disabled(true)` wins).
  @inlinable public consuming func disabled(_ disabled: Bool) -> EnvironmentWritingView<Self> {
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
