import Graft
import GraftSamples
import GraftTesting
import Testing

/// The todo sample, driven through every feature issue 18 lists, as a user would.
@MainActor
@Suite struct TodoSampleTests {
  private func rowTitles(_ host: TestHost<TodoApp>) -> [String] {
    host.nodes(of: .row).map { row in
      var title = ""
      row.forEachInTree { if $0.kind == .toggle { title = $0.label } }
      return title
    }
  }

  @Test func theListTabShowsTheTodosUnderTheStacksTitle() throws {
    let host = TestHost(rootView: TodoApp())
    let render = host.render()
    #expect(
      render.hasPrefix("TabView\n  Tab [on]\n    Label \"Todos\" checklist\n    NavigationStack \"Todos\""))
    #expect(rowTitles(host) == ["Buy milk", "Call mom", "Write report"])
    #expect(render.contains("Text \"Call mom\" [strikethrough]"))
    #expect(host.texts.contains("2 left"))
    #expect(host.diagnostics.isEmpty)
  }

  @Test func addingKeepsTheFieldFocusedAndEmpty() throws {
    let store = TodoStore()
    let host = TestHost(rootView: TodoApp(store: store))
    #expect(host.render().contains("Button \"Add\" [disabled, shortcut: return]"))
    try host.type("Buy bread", into: "New todo")
    try host.tap("Add")
    try host.type("  ", into: "New todo")
    try host.submit("New todo")  // blank: adds nothing
    try host.type("Walk dog", into: "New todo")
    try host.submit("New todo")
    #expect(store.items.map(\.title) == ["Buy milk", "Call mom", "Write report", "Buy bread", "Walk dog"])
    #expect(
      host.render().contains("TextField \"\" placeholder: \"New todo\" [style: roundedBorder, focused]"))
    #expect(host.texts.contains("4 left"))
  }

  @Test func rowsToggleDeleteAndMove() throws {
    let store = TodoStore()
    let host = TestHost(rootView: TodoApp(store: store))
    try host.tap(identifier: "done-1")
    #expect(store.items[0].isDone)
    #expect(host.render().contains("Text \"Buy milk\" [strikethrough]"))
    try host.toggle("Buy milk")
    #expect(!store.items[0].isDone)
    try host.tap("Delete", inRowContaining: "Call mom")
    #expect(rowTitles(host) == ["Buy milk", "Write report"])
    try host.move(rowContaining: "Write report", to: 0)
    #expect(rowTitles(host) == ["Write report", "Buy milk"])
    #expect(store.items.map(\.title) == ["Write report", "Buy milk"])
    #expect(host.rendererIsInSync)
  }

  @Test func thePickerFiltersAndDeletesAmongWhatItShows() throws {
    let store = TodoStore()
    let host = TestHost(rootView: TodoApp(store: store))
    try host.pick("Done", in: "Filter")
    #expect(rowTitles(host) == ["Call mom"])
    // Filtered, rows cannot be moved (offsets would not be the store's).
    #expect(!host.render().contains("movable"))
    try host.pick("Open", in: "Filter")
    #expect(rowTitles(host) == ["Buy milk", "Write report"])
    try host.tap("Delete", inRowContaining: "Write report")
    #expect(store.items.map(\.title) == ["Buy milk", "Call mom"])
    try host.pick("All", in: "Filter")
    #expect(rowTitles(host) == ["Buy milk", "Call mom"])
  }

  @Test func clearingAsksFirst() throws {
    let store = TodoStore()
    let host = TestHost(rootView: TodoApp(store: store))
    try host.tap("Clear completed")
    #expect(host.render().contains("Presentation \"Clear completed todos?\" [style: alert]"))
    try host.tap("Cancel", inPresentation: "Clear completed todos?")
    #expect(store.items.count == 3)
    try host.tap("Clear completed")
    try host.tap("Clear", inPresentation: "Clear completed todos?")
    #expect(store.items.map(\.title) == ["Buy milk", "Write report"])
    #expect(host.nodes(of: .presentation).isEmpty)
    #expect(host.render().contains("Button \"Clear completed\" [disabled, role: destructive]"))
  }

  @Test func detailsAreANavigationLevelTitledWithTheTodo() throws {
    let store = TodoStore()
    let host = TestHost(rootView: TodoApp(store: store))
    try host.tap("Details", inRowContaining: "Buy milk")
    #expect(host.render().contains("NavigationStack \"Buy milk\"\n      Button \"Back\"\n      Form"))
    try host.type("Buy oat milk", into: "Title")
    #expect(host.render().contains("NavigationStack \"Buy oat milk\""))
    try host.step("Priority 0", by: 2)
    try host.toggle("Done")
    try host.type("2 litres", intoIdentifier: "notes")
    #expect(store.items[0].priority == 2)
    #expect(store.items[0].isDone)
    #expect(store.items[0].notes == "2 litres")
    try host.tap("Back")
    #expect(host.render().contains("NavigationStack \"Todos\""))
    #expect(host.render().contains("Text \"Buy oat milk\" [strikethrough]"))
  }

  @Test func theSettingsTabChangesTheList() throws {
    let store = TodoStore()
    let host = TestHost(rootView: TodoApp(store: store))
    try host.selectTab("Settings")
    #expect(host.texts.contains("3 todos"))
    #expect(try host.isOn("Show remaining count"))
    try host.toggle("Show remaining count")
    #expect(!store.showsRemainingCount)
    try host.selectTab("Todos")
    #expect(!host.texts.contains { $0.hasSuffix("left") })
  }
}
