import GraftCore

/// An editable multi-line text bound to a `String`, as SwiftUI's `TextEditor`. Typing writes
/// through the binding; the node shows the binding's value (read in this view's body, so any
/// tracked write, an `@Observable` model's included, refreshes it).
@MainActor
public struct TextEditor: View {
  let text: Binding<String>

  public init(text: Binding<String>) {
    self.text = text
  }

  public var body: some View {
    TextEditorNode(text: text, current: text.wrappedValue)
  }
}

@MainActor
struct TextEditorNode: NodeView {
  let text: Binding<String>
  let current: String

  var nodeKind: NodeKind { .textEditor }

  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = environment.controlProperties(nil)
    properties.text = current
    return properties
  }

  func eventHandlers(in environment: EnvironmentValues) -> NodeEventHandlers {
    guard environment.isEnabled else { return NodeEventHandlers() }
    let text = self.text
    return NodeEventHandlers(onTextChange: { text.wrappedValue = $0 })
  }
}
