import GraftCore

// Inlinable and `consuming`, as most modifiers (see `DecoratedView.swift`) — all here but the
// style modifiers, which write fields this module keeps internal.
extension View {
  /// Texts below are bold (on `Text` or any container, as in SwiftUI).
  @inlinable public consuming func bold(_ isActive: Bool = true) -> EnvironmentWritingView<Self> {
    emphasis(.bold, isActive)
  }

  /// Texts below are italic.
  @inlinable public consuming func italic(_ isActive: Bool = true) -> EnvironmentWritingView<Self> {
    emphasis(.italic, isActive)
  }

  /// Texts below are underlined. (A colour argument is accepted and ignored.)
  @inlinable public consuming func underline(_ isActive: Bool = true, color: Color? = nil)
    -> EnvironmentWritingView<Self>
  {
    emphasis(.underline, isActive)
  }

  /// Texts below are struck through. (A colour argument is accepted and ignored.)
  @inlinable public consuming func strikethrough(_ isActive: Bool = true, color: Color? = nil)
    -> EnvironmentWritingView<Self>
  {
    emphasis(.strikethrough, isActive)
  }

  /// The weight of texts below.
  @inlinable public consuming func fontWeight(_ weight: FontWeight?) -> EnvironmentWritingView<Self> {
    environment(\.fontWeight, weight)
  }

  /// The accent colour of controls below.
  @inlinable public consuming func tint(_ color: Color?) -> EnvironmentWritingView<Self> {
    environment(\.tint, color)
  }

  /// Hides the labels of controls below (their titles stay in the node, for tests and
  /// assistive technology).
  @inlinable public consuming func labelsHidden() -> EnvironmentWritingView<Self> {
    environment(\.labelsHidden, true)
  }

  /// The style buttons below are drawn in (`.bordered`, `.borderedProminent`, `.plain`…).
  public func buttonStyle(_ style: ButtonStyleName) -> EnvironmentWritingView<Self> {
    EnvironmentWritingView(content: self) { $0.controlStyles.button = style.name }
  }

  /// The style text fields below are drawn in (`.roundedBorder`, `.plain`).
  public func textFieldStyle(_ style: TextFieldStyleName) -> EnvironmentWritingView<Self> {
    EnvironmentWritingView(content: self) { $0.controlStyles.textField = style.name }
  }

  /// The style toggles below are drawn in (`.switch`, `.checkbox`, `.button`).
  public func toggleStyle(_ style: ToggleStyleName) -> EnvironmentWritingView<Self> {
    EnvironmentWritingView(content: self) { $0.controlStyles.toggle = style.name }
  }

  /// The style pickers below are drawn in (`.menu`, `.segmented`, `.inline`, `.wheel`).
  public func pickerStyle(_ style: PickerStyleName) -> EnvironmentWritingView<Self> {
    EnvironmentWritingView(content: self) { $0.controlStyles.picker = style.name }
  }

  @inlinable consuming func emphasis(
    _ emphasis: TextEmphasis, _ isActive: Bool
  ) -> EnvironmentWritingView<Self> {
    EnvironmentWritingView(content: self) { values in
      if isActive { values.textEmphasis.insert(emphasis) } else { values.textEmphasis.remove(emphasis) }
    }
  }
}
