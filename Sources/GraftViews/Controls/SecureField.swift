import GraftCore

/// A text field that hides what is typed, as SwiftUI's `SecureField`: a `TextField` whose
/// node is marked secure (renderers mask it; the text rendering shows bullets). The value is
/// read in this view's body, so any tracked write — an `@Observable` model's included —
/// refreshes it.
@MainActor
public struct SecureField: View {
  let title: String
  let text: Binding<String>
  let onCommit: () -> Void

  public init(_ title: String, text: Binding<String>, onCommit: @escaping () -> Void = {}) {
    self.title = title
    self.text = text
    self.onCommit = onCommit
  }

  public var body: some View {
    SecureFieldNode(field: TextField(title, text: text, onCommit: onCommit), current: text.wrappedValue)
  }
}

/// The node of a `SecureField`: the text field's node, marked secure, its text masked.
@MainActor
struct SecureFieldNode: NodeView {
  let field: TextField
  /// The value the body read (what makes the body, and so this node, follow it).
  let current: String

  var nodeKind: NodeKind { .textField }

  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = field.nodeProperties(in: environment)
    properties.isSecure = true
    properties.text = String(repeating: "•", count: current.count)
    return properties
  }

  func eventHandlers(in environment: EnvironmentValues) -> NodeEventHandlers {
    field.eventHandlers(in: environment)
  }
}
