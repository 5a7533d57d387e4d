import GraftCore

/// A text field that hides what is typed, as SwiftUI's `SecureField`: a `TextField` whose
/// node is marked secure (renderers mask it; the text rendering shows bullets).
@MainActor
public struct SecureField: NodeView {
  let field: TextField

  public init(_ title: String, text: Binding<String>, onCommit: @escaping () -> Void = {}) {
    field = TextField(title, text: text, onCommit: onCommit)
  }

  public var nodeKind: NodeKind { .textField }

  public func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = field.nodeProperties(in: environment)
    properties.isSecure = true
    properties.text = String(repeating: "•", count: properties.text?.count ?? 0)
    return properties
  }

  public func eventHandlers(in environment: EnvironmentValues) -> NodeEventHandlers {
    field.eventHandlers(in: environment)
  }
}
