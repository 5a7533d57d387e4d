import GraftCore

/// An editable line of text bound to a `String`, as SwiftUI's `TextField`.
///
/// The field shows the binding's value (tracked: a write from anywhere refreshes it); typing
/// writes through the binding; submitting (return) calls `onCommit`, then the nearest
/// `.onSubmit` action above the field.
@MainActor
public struct TextField: NodeView {
  let title: String
  let text: Binding<String>
  let onEditingChanged: (Bool) -> Void
  let onCommit: () -> Void

  public init(
    _ title: String, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    self.title = title
    self.text = text
    self.onEditingChanged = onEditingChanged
    self.onCommit = onCommit
  }

  public var nodeKind: NodeKind { .textField }

  public func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = NodeProperties()
    properties.text = text.wrappedValue
    properties.placeholder = title
    if let font = environment.font { properties.font = font }
    properties.isDisabled = !environment.isEnabled
    if let style = environment.controlStyleName({ $0.textField }) { properties.style = style }
    return properties
  }

  public func eventHandlers(in environment: EnvironmentValues) -> NodeEventHandlers {
    guard environment.isEnabled else { return NodeEventHandlers() }
    let text = self.text
    let onCommit = self.onCommit
    let onEditingChanged = self.onEditingChanged
    let submit = environment.submitAction
    return NodeEventHandlers(
      onTap: { onEditingChanged(true) },
      onTextChange: { text.wrappedValue = $0 },
      onSubmit: {
        onCommit()
        submit?.action()
        onEditingChanged(false)
      })
  }
}
