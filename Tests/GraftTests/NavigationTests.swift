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

/// A root and a detail, each with its own `@State` typed by the user.
private struct Drafts: View {
  @State private var draft = ""
  var body: some View {
    NavigationStack {
      VStack {
        TextField("Draft", text: $draft)
        Text("draft: \(draft)")
        NavigationLink("Open", value: 1)
      }
      .navigationTitle("Root")
      .navigationDestination(for: Int.self) { DraftDetail(level: $0) }
    }
  }
}

private struct DraftDetail: View {
  let level: Int
  @State private var note = ""
  var body: some View {
    VStack {
      TextField("Note \(level)", text: $note)
      Text("note \(level): \(note)")
      NavigationLink("Deeper", value: level + 1)
    }
    .navigationTitle("Level \(level)")
  }
}

@MainActor
@Suite struct NavigationTests {
  /// Pushing keeps the levels below mounted: what was typed into the root (and into a pushed
  /// level, under a deeper one) is still there after Back.
  @Test func lowerLevelsKeepTheirStateAcrossAPush() throws {
    let host = TestHost(rootView: Drafts())
    try host.type("groceries", into: "Draft")
    try host.tap("Open")
    // Only the top level is shown (and found): the root's views are mounted but inactive.
    #expect(host.texts == ["note 1: ", "Deeper"])
    #expect(
      host.render() == """
        NavigationStack "Level 1"
          Button "Back"
          VStack
            TextField "" placeholder: "Note 1"
            Text "note 1: "
            Button
              Text "Deeper"
        """)
    #expect(throws: InteractionError.self) { try host.tap("Open") }
    try host.type("call", into: "Note 1")
    try host.tap("Deeper")
    #expect(host.texts == ["note 2: ", "Deeper"])
    #expect(host.render().hasPrefix("NavigationStack \"Level 2\""))
    try host.tap("Back")
    #expect(host.texts == ["note 1: call", "Deeper"])
    #expect(host.render().hasPrefix("NavigationStack \"Level 1\""))
    try host.tap("Back")
    #expect(host.texts == ["draft: groceries", "Open"])
    #expect(host.render().hasPrefix("NavigationStack \"Root\"\n  VStack\n    TextField \"groceries\""))
    // A level popped leaves with its state: opened again, it starts empty.
    try host.tap("Open")
    #expect(host.texts == ["note 1: ", "Deeper"])
    #expect(host.rendererIsInSync)
  }

  /// A destination built from the root's state follows it while pushed (its closure reads the
  /// state when the stack's body runs, so a write re-runs it).
  @Test func aPushedDestinationFollowsTheStateItReads() throws {
    struct Counting: View {
      @State private var count = 0
      var body: some View {
        NavigationStack {
          NavigationLink("Open", value: 1)
            .navigationDestination(for: Int.self) { _ in
              Button("count \(count)") { count += 1 }
            }
        }
      }
    }
    let host = TestHost(rootView: Counting())
    try host.tap("Open")
    try host.tap("count 0")
    try host.tap("count 1")
    #expect(host.render().contains("Button \"count 2\""))
  }

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
