import Graft
import GraftTesting
import Testing

private struct Note: Identifiable, Hashable {
  let id: Int
  var title: String
}

private struct Notes: View {
  @State private var notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]

  var body: some View {
    NavigationStack {
      List {
        ForEach(notes) { note in
          NavigationLink(note.title, value: note.id)
        }
      }
      .navigationTitle("Notes")
      .navigationDestination(for: Int.self) { id in
        NoteDetail(title: notes.first { $0.id == id }?.title ?? "?")
      }
    }
  }
}

private struct NoteDetail: View {
  let title: String
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack {
      Text("Editing \(title)")
      Button("Done") { dismiss() }
    }
    .navigationTitle(title)
  }
}

private struct PathDriven: View {
  @State private var path: [String] = []
  var body: some View {
    VStack {
      Button("Deep link") { path = ["a", "b"] }
      Text("depth \(path.count)")
      NavigationStack(path: $path) {
        Text("home")
          .navigationDestination(for: String.self) { Text("page \($0)") }
      }
    }
  }
}

@MainActor
@Suite struct NavigationTests {
  @Test func linksPushDestinationsAndTheStackShowsTheirTitle() throws {
    let host = TestHost(rootView: Notes())
    #expect(
      host.render() == """
        NavigationStack "Notes"
          List
            Button
              Text "Groceries"
            Button
              Text "Ideas"
        """)
    try host.tap("Ideas")
    #expect(
      host.render() == """
        NavigationStack "Ideas"
          Button "Back"
          VStack
            Text "Editing Ideas"
            Button "Done"
        """)
    try host.tap("Back")
    #expect(host.render().hasPrefix("NavigationStack \"Notes\"\n  List"))
    try host.tap("Groceries")
    #expect(host.texts.contains("Editing Groceries"))
    try host.tap("Done")  // @Environment(\.dismiss) pops
    #expect(host.render().hasPrefix("NavigationStack \"Notes\""))
    #expect(host.rendererIsInSync)
  }

  @Test func aPathBindingPushesAndPops() throws {
    let host = TestHost(rootView: PathDriven())
    #expect(host.texts == ["depth 0", "home"])
    try host.tap("Deep link")
    #expect(host.texts == ["depth 2", "page b"])
    try host.tap("Back")
    #expect(host.texts == ["depth 1", "page a"])
    try host.tap("Back")
    #expect(host.texts == ["depth 0", "home"])
  }

  @Test func aValueWithoutDestinationIsNamed() throws {
    struct Unregistered: View {
      var body: some View {
        NavigationStack { NavigationLink("Go", value: 3.5) }
      }
    }
    let host = TestHost(rootView: Unregistered())
    try host.tap("Go")
    #expect(
      host.render().contains(
        "Error \"no navigationDestination for Double (destinations registered for: none)\""))
  }

  @Test func aTitleOutsideAStackStillDecoratesTheContent() {
    struct Titled: View {
      var body: some View { Text("x").navigationTitle("Standalone") }
    }
    #expect(TestHost(rootView: Titled()).render() == "Text \"x\" [title: \"Standalone\"]")
  }
}
