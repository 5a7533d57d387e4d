import Graft
import GraftTesting
import Testing

@Observable
private final class Draft {
  var title = "first"
  var count = 1234.5
}

private struct Editor: View {
  @Bindable var draft: Draft
  @FocusState private var titleFocused: Bool
  @State private var confirming = false
  @State private var showingSheet = false
  @State private var query = ""
  @State private var log: [String] = []

  var body: some View {
    VStack {
      TextField("Title", text: $draft.title)
        .textFieldStyle(.roundedBorder)
        .focused($titleFocused)
      Text("\(draft.count, format: .number)")
      Text(0.25, format: .percent)
      Text(draft.title).bold().strikethrough()
      Text("log \(log.joined(separator: " "))").font(.system(size: 14, weight: .semibold))
      Button("Focus") { titleFocused = true }.keyboardShortcut("f")
      Button("Clear") { confirming = true }
        .buttonStyle(.borderedProminent).tint(.red).opacity(0.5)
        .accessibilityLabel("Clear everything")
      Button("Sheet") { showingSheet = true }
      Divider().hidden()
      Image(systemName: "star").background(.yellow).border(.gray, width: 2)
    }
    .alert("Clear all?", isPresented: $confirming) {
      Button("Clear", role: .destructive) { log.append("cleared") }
      Button("Cancel", role: .cancel) { log.append("kept") }
    } message: {
      Text("This cannot be undone.")
    }
    .sheet(isPresented: $showingSheet, onDismiss: { log.append("sheet closed") }) {
      SheetContent()
    }
    .toolbar {
      ToolbarItem(placement: .primaryAction) { Button("Add") { log.append("add") } }
    }
    .searchable(text: $query, prompt: "Find")
    .refreshable { log.append("refreshed") }
  }
}

private struct SheetContent: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Button("Close") { dismiss() }
  }
}

@MainActor
@Suite struct ModifiersTests {
  @Test func modifiersShowInTheRendering() throws {
    let host = TestHost(rootView: Editor(draft: Draft()))
    let expected = """
      Refreshable
        TextField "" placeholder: "Find"
        VStack
          TextField "first" placeholder: "Title" [style: roundedBorder]
          Text "1,234.5"
          Text "25%"
          Text "first" [bold, strikethrough]
          Text "log " [font: system(size: 14.0) semibold]
          Button "Focus" [shortcut: cmd+f]
          Button "Clear" [opacity: 0.5, tint: red, style: borderedProminent, accessibilityLabel: "Clear everything"]
          Button "Sheet"
          Divider [hidden]
          Image star [background: yellow, border: gray 2]
        Toolbar
          Button "Add"
      """
    #expect(host.render() == expected)
  }

  @Test func bindableFocusAndFormattedTextFollowTheModel() throws {
    let draft = Draft()
    let host = TestHost(rootView: Editor(draft: draft))
    try host.type("second", into: "Title")
    #expect(draft.title == "second")
    #expect(host.render().contains("Text \"second\" [bold, strikethrough]"))
    draft.count = 2
    try host.settle()
    #expect(host.texts.contains("2"))
    try host.tap("Focus")
    #expect(
      host.render().contains("TextField \"second\" placeholder: \"Title\" [style: roundedBorder, focused]"))
  }

  @Test func datesFormatThroughTextAndInterpolation() {
    struct Dated: View {
      let date = Date(timeIntervalSince1970: 86_400)
      var body: some View {
        VStack {
          Text(date, format: .iso8601)
          Text("due \(date, format: .iso8601.year().month().day())")
        }
      }
    }
    #expect(TestHost(rootView: Dated()).texts == ["1970-01-02T00:00:00Z", "due 1970-01-02"])
  }

  @Test func alertButtonsActThenDismiss() throws {
    let host = TestHost(rootView: Editor(draft: Draft()))
    try host.tap("Clear")
    #expect(
      host.render().contains(
        """
          Presentation "Clear all?" [style: alert]
            Text "This cannot be undone."
            Button "Clear" [role: destructive]
            Button "Cancel" [role: cancel]
        """))
    try host.tap("Cancel")
    #expect(host.nodes(of: .presentation).isEmpty)
    try host.tap("Clear")
    try host.tap("Clear", inPresentation: "Clear all?")
    #expect(host.texts.contains("log kept cleared"))
    #expect(host.nodes(of: .presentation).isEmpty)
  }

  @Test func sheetsCloseThroughDismissAndToolbarsAndSearchWork() async throws {
    let host = TestHost(rootView: Editor(draft: Draft()))
    try host.tap("Sheet")
    #expect(host.render().contains("  Presentation [style: sheet]\n    Button \"Close\""))
    try host.tap("Close")
    #expect(host.nodes(of: .presentation).isEmpty)
    try host.tap("Add")
    try host.type("milk", into: "Find")
    #expect(host.render().hasPrefix("Refreshable\n  TextField \"milk\" placeholder: \"Find\""))
    try await host.refresh()
    #expect(host.texts.contains("log sheet closed add refreshed"))
  }
}
