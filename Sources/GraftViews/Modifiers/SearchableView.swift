import GraftCore

/// Content with a search field (`.searchable(text:prompt:)`): a text field bound to `text`,
/// with `prompt` ("Search" by default) as its placeholder, precedes the content.
@MainActor
public struct SearchableView<Content: View>: View {
  let content: Content
  let text: Binding<String>
  let prompt: String

  public var body: some View {
    TextField(prompt, text: text)
    content
  }
}

extension View {
  /// A search field bound to `text` above this content.
  public func searchable(text: Binding<String>, prompt: String? = nil) -> SearchableView<Self> {
    SearchableView(content: self, text: text, prompt: prompt ?? "Search")
  }
}
