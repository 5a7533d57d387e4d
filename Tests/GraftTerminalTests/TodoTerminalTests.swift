import Foundation
import Testing

/// `graft-todo` — an `App` — run with no arguments in a real terminal (tmux): it picks the
/// terminal renderer, and a person adds, checks off, filters, opens and leaves a todo.
@Suite(.serialized) struct TodoTerminalTests {
  @Test(.enabled(if: TmuxPane.tmux != nil, "tmux is not installed"))
  func theTodoAppRunsInTheTerminal() throws {
    let pane = try TmuxPane(program: "graft-todo", arguments: [], width: 80, height: 24)
    defer { pane.close() }
    let start = try pane.waitFor(text: "[ ] Buy milk")
    #expect(start.contains { $0.hasPrefix("Filter: [All]  Open   Done") })
    #expect(start.contains { $0.contains("[x] Call mom") && $0.contains("[› Details] [Delete]") })

    // Tab past the "Todos" tab to the field, type, Enter: a new todo, still unchecked.
    try pane.send("Tab", "Tab")
    try pane.type("Walk dog")
    try pane.send("Enter")
    try pane.waitFor(text: "[ ] Walk dog")
    try pane.waitFor(text: "3 left")

    // Tab to the picker (Add is disabled again), then to the first row's toggle: Space checks it.
    try pane.send("Tab", "Tab", "Space")
    try pane.waitFor(text: "[x] Buy milk")
    try pane.waitFor(text: "2 left")

    // Back to the picker: Right filters to the open todos.
    try pane.send("BTab", "Right")
    let open = try pane.waitFor("the open todos") { lines in
      lines.contains { $0.hasPrefix("Filter:  All  [Open]  Done") }
        && !lines.contains { $0.contains("Buy milk") }
    }
    #expect(open.contains { $0.contains("[ ] Walk dog") })

    // The first open todo's details, with its title, then Back (the first control after the tab).
    try pane.send("Tab", "Tab", "Enter")
    let detail = try pane.waitFor(text: "Priority 0  [-] 0 [+]")
    #expect(detail.contains { $0.hasPrefix("Write report") })  // The stack's title.
    #expect(detail.contains { $0.contains("[ ] Done") })
    try pane.send("Tab", "Tab", "Enter")
    try pane.waitFor("the list again") { lines in
      lines.contains { $0.hasPrefix("Filter:  All  [Open]  Done") }
        && !lines.contains { $0.contains("Priority") }
    }

    // The list's field asked for the focus when a todo was added (`.focused`), and has it
    // again now that its level is back on top: Esc leaves it, then `q` quits.
    try pane.send("Escape", "q")
    #expect(try pane.exitStatus() == 0)
    #expect(pane.file("after") == pane.file("before"))
    #expect(try !pane.capture().contains { $0.contains("Walk dog") })  // Left the alternate screen.
  }
}
