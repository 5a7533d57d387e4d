import GraftCore

/// Where the keyboard focus is, as SwiftUI's `@FocusState`: a `Bool` (`@FocusState var
/// isFocused: Bool`) or an optional field enum (`@FocusState var field: Field?`), stored like
/// `@State`, bound to fields with `.focused($isFocused)` / `.focused($field, equals: .name)`.
///
/// Focus moves when the app writes the state: the field's node is marked focused (the live
/// page focuses the input). A user clicking into a field does not write it back (Graft's text
/// fields report typing and submitting, not focus changes).
@MainActor
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  private let state: State<Value>

  public init(wrappedValue: Value) {
    state = State(wrappedValue: wrappedValue)
  }

  /// Unfocused (`@FocusState var isFocused: Bool`).
  public init() where Value == Bool { self.init(wrappedValue: false) }

  /// No field focused (`@FocusState var field: Field?`).
  public init<Wrapped: Hashable>() where Value == Wrapped? { self.init(wrappedValue: nil) }

  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  public var projectedValue: Binding { Binding(value: state.projectedValue) }

  public func _link(_ link: DynamicPropertyLink) { state._link(link) }

  /// A binding to focus state, for `.focused(_:)`.
  @MainActor
  public struct Binding {
    let value: GraftViews.Binding<Value>

    public var wrappedValue: Value {
      get { value.wrappedValue }
      nonmutating set { value.wrappedValue = newValue }
    }
  }
}

extension View {
  /// Marks this view's field focused while `condition` is true.
  public func focused(_ condition: FocusState<Bool>.Binding) -> PropertyDecoratedView<Self> {
    PropertyDecoratedView(content: self, decoration: .focused(condition.wrappedValue))
  }

  /// Marks this view's field focused while `binding` equals `value`.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> PropertyDecoratedView<Self>
  {
    PropertyDecoratedView(content: self, decoration: .focused(binding.wrappedValue == value))
  }
}
