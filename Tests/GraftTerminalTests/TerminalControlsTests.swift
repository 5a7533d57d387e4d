import Foundation
import Graft
import GraftTerminal
import GraftTesting
import Testing

private enum Filter: String, CaseIterable, Identifiable {
  case all = "All"
  case open = "Open"
  case done = "Done"
  var id: Self { self }
}

/// Every control issue 18 added, with a line of text showing the state they write.
private struct ControlPanel: View {
  @State private var notifications = false
  @State private var filter = Filter.all
  @State private var size = Filter.all
  @State private var count = 2
  @State private var volume = 0.5
  @State private var password = "abc"
  @State private var notes = ""
  @State private var confirming = false
  @State private var log = ""

  var body: some View {
    Form {
      Section("General") {
        Toggle("Notifications", isOn: $notifications)
        Picker("Filter", selection: $filter) {
          ForEach(Filter.allCases) { Text($0.rawValue).tag($0) }
        }
        .pickerStyle(.segmented)
        Picker("Size", selection: $size) {
          ForEach(Filter.allCases) { Text($0.rawValue).tag($0) }
        }
        .pickerStyle(.menu)
        Stepper("Count", value: $count, in: 0...5)
        Slider("Volume", value: $volume, in: 0...1)
      }
      Section {
        Label("Account", systemImage: "person")
        SecureField("Password", text: $password)
        TextEditor(text: $notes)
        DisclosureGroup("More") { Text("hidden detail") }
      }
      Divider()
      ProgressView(value: Double(count), total: 5)
      Text("\(notifications ? "on" : "off") \(filter.rawValue) \(size.rawValue) \(count) \(volume) \(log)")
      Button("Reset") { confirming = true }
        .alert("Reset everything?", isPresented: $confirming) {
          Button("Reset", role: .destructive) { log = "reset" }
          Button("Cancel", role: .cancel) { log = "kept" }
        }
    }
    .toolbar {
      ToolbarItem { Button("Save") {} }
      ToolbarItem { Button("Share") {} }
    }
  }
}

/// A stack whose detail has a shortcut, and a root with a text editor.
private struct Shortcuts: View {
  @State private var notes = ""
  @State private var made = 0
  var body: some View {
    NavigationStack {
      VStack {
        TextEditor(text: $notes)
        Text("notes: \(notes.replacingOccurrences(of: "\n", with: "|"))")
        NavigationLink("Open", value: 1)
      }
      .navigationDestination(for: Int.self) { _ in
        VStack {
          Text("made \(made)")
          Button("New") { made += 1 }.keyboardShortcut("n", modifiers: [])
          Button("Duplicate") { made += 10 }.keyboardShortcut("d")
          Button("Reset") { made = 0 }.keyboardShortcut("r", modifiers: .control)
        }
      }
    }
  }
}

/// The terminal draws and drives every new control: the screen a real emulator (libvterm)
/// shows from the renderer's bytes, and the keys and clicks a person would use.
@MainActor
@Suite struct TerminalControlsTests {
  /// The rows the terminal shows (the last frame the renderer wrote).
  private func lines(_ view: Rendered<ControlPanel>) -> [String] {
    guard let screen = view.renderer.screen else { return [] }
    return (0..<screen.height).map(screen.line)
  }

  /// Where `text` starts on screen, if it is shown.
  private func find(_ view: Rendered<ControlPanel>, _ text: String) -> (x: Int, y: Int)? {
    for (y, row) in lines(view).enumerated() {
      if let range = row.range(of: text) {
        return (row.distance(from: row.startIndex, to: range.lowerBound), y)
      }
    }
    return nil
  }

  private func focus(_ view: Rendered<ControlPanel>, _ kind: NodeKind, _ title: String? = nil) throws {
    for _ in 0..<30 {
      if let node = view.renderer.focusedNode, node.kind == kind, title == nil || node.label == title {
        return
      }
      try view.press(.tab)
    }
    Issue.record("Tab never reached \(kind) \(title ?? "")")
  }

  @Test func everyControlIsDrawnWithItsState() throws {
    let emulator = VTermScreen(width: 50, height: 24)
    let view = Rendered(ControlPanel(), width: 50, height: 24)
    view.renderer.invalidate()
    view.renderer.write = { emulator.write($0) }
    view.renderer.render()
    let lines = emulator.lines.map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.contains("General"))
    #expect(lines.contains("[ ] Notifications"))
    #expect(lines.contains("Filter: [All]  Open   Done"))
    #expect(lines.contains("Size: [All]"))  // A menu shows the chosen option only.
    #expect(lines.contains("Count  [-] 2 [+]"))
    #expect(lines.contains("Volume ━━━━━━●─────"))
    #expect(lines.contains("☺ Account"))
    #expect(lines.contains("•••"))  // The secure field's bullets.
    #expect(lines.contains("▸ More"))
    #expect(!lines.contains("hidden detail"))
    #expect(lines.contains("[████████░░░░░░░░░░░░]  40%"))
    // The divider is a rule across the form's width.
    let rule = try #require(emulator.lines.first { $0.contains("─────") && !$0.contains("●") })
    #expect(rule.filter { $0 == "─" }.count >= 20)
    #expect(lines.contains("[Save] [Share]"))  // A toolbar's items side by side.
    let general = try #require(emulator.find("General"))
    #expect(emulator.cell(x: general.x, y: general.y).attrs.bold == 1)
  }

  @Test func keysToggleStepPickSlideAndDisclose() throws {
    let view = Rendered(ControlPanel(), width: 50, height: 24)
    let texts = { view.host.graph.tree.texts.last { $0.hasPrefix("o") } ?? "" }
    try focus(view, .toggle)
    try view.press(.character(" "))
    #expect(view.text.contains("[x] Notifications"))
    try focus(view, .picker, "Filter")
    try view.press(.right, .right)
    #expect(view.text.contains("Filter:  All   Open  [Done]"))
    try view.press(.enter)  // Enter picks the next option, round to the first.
    #expect(view.text.contains("Filter: [All]  Open   Done"))
    try focus(view, .picker, "Size")
    try view.press(.left)
    #expect(view.text.contains("Size: [Done]"))
    try focus(view, .stepper)
    try view.press(.character("+"), .right, .left)
    #expect(view.text.contains("Count  [-] 3 [+]"))
    #expect(view.text.contains("[████████████░░░░░░░░]  60%"))
    try focus(view, .slider)
    try view.press(.right, .right)
    #expect(texts().hasPrefix("on All Done 3 0.6"))  // Two twentieths of the range up.
    try focus(view, .disclosureGroup)
    try view.press(.enter)
    #expect(view.text.contains("▾ More"))
    #expect(view.text.contains("hidden detail"))
  }

  @Test func clicksLandOnTheControlsParts() throws {
    let view = Rendered(ControlPanel(), width: 50, height: 24)
    let toggle = try #require(find(view, "[ ] Notifications"))
    try view.press(.click(x: toggle.x + 1, y: toggle.y))
    #expect(view.text.contains("[x] Notifications"))
    let open = try #require(find(view, "Open"))
    try view.press(.click(x: open.x, y: open.y))
    #expect(view.text.contains("Filter:  All  [Open]  Done"))
    let minus = try #require(find(view, "[-]"))
    try view.press(.click(x: minus.x + 1, y: minus.y), .click(x: minus.x + 1, y: minus.y))
    #expect(view.text.contains("Count  [-] 0 [+]"))
    let plus = try #require(find(view, "[+]"))
    try view.press(.click(x: plus.x + 1, y: plus.y))
    #expect(view.text.contains("Count  [-] 1 [+]"))
    // A disclosure group opens on its title line; a click in its content leaves it open.
    let more = try #require(find(view, "▸ More"))
    try view.press(.click(x: more.x + 2, y: more.y))
    let detail = try #require(find(view, "hidden detail"))
    try view.press(.click(x: detail.x + 1, y: detail.y))
    #expect(view.text.contains("▾ More"))
  }

  /// An editor takes lines; a key presses its shortcut's button; Esc goes back; the root's
  /// editor kept its text (the root stayed mounted under the pushed level).
  @Test func editorsShortcutsAndEscapeBack() throws {
    let view = Rendered(Shortcuts(), width: 40, height: 12)
    view.renderer.handle(.tab)
    #expect(view.renderer.focusedNode?.kind == .textEditor)
    for event: TerminalEvent in [.character("a"), .enter, .character("b")] { try view.press(event) }
    #expect(view.host.graph.tree.texts.contains("notes: a|b"))
    #expect(view.text.contains("a\n") || view.text.split(separator: "\n").contains { $0.hasPrefix("b") })
    try view.press(.escape, .tab, .tab, .enter)  // Leave the editor; Tab to "Open".
    #expect(view.text.contains("made 0"))
    try view.press(.character("n"), .character("n"))
    #expect(view.text.contains("made 2"))
    // Ctrl-D presses Command-D (a terminal has no Command key), Ctrl-R Control-R; a plain
    // "d" is not Command-D.
    try view.press(.control("d"), .character("d"))
    #expect(view.text.contains("made 12"))
    try view.press(.control("r"))
    #expect(view.text.contains("made 0"))
    try view.press(.escape)
    #expect(view.host.graph.tree.texts.contains("notes: a|b"))
    #expect(!view.text.contains("made"))
  }

  /// `.focused(_:)` set by the app moves the terminal's focus: typing then goes to that field.
  @Test func theAppMovesTheFocus() throws {
    struct Focusing: View {
      @State private var name = ""
      @FocusState private var editing: Bool
      var body: some View {
        VStack {
          Button("Edit") { editing = true }
          TextField("Name", text: $name).focused($editing)
          Text("name: \(name)")
        }
      }
    }
    let view = Rendered(Focusing(), width: 30, height: 5)
    try view.press(.tab)
    #expect(view.renderer.focusedNode?.label == "Edit")
    try view.press(.enter, .character("x"))
    #expect(view.renderer.focusedNode?.kind == .textField)
    #expect(view.host.graph.tree.texts.contains("name: x"))
    // Still asked for, the focus is not taken back after the user moves it.
    try view.press(.tab)
    #expect(view.renderer.focusedNode?.label == "Edit")
  }

  /// A scroll view is clipped to its frame and scrolled by the arrows and the wheel.
  @Test func aScrollViewScrolls() throws {
    struct Scrolling: View {
      var body: some View {
        VStack {
          Text("above")
          ScrollView {
            ForEach(0..<30) { Text("line \($0)") }
          }
          .frame(height: 5)
          Text("below")
        }
      }
    }
    let view = Rendered(Scrolling(), width: 20, height: 9)
    let shown = { view.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } }
    #expect(shown().contains("line 4"))
    #expect(!shown().contains("line 5"))
    #expect(shown().contains("below"))
    try view.press(.down, .down)
    #expect(!shown().contains("line 1"))
    #expect(shown().contains("line 6"))
    #expect(shown().contains("above") && shown().contains("below"))
    try view.press(.wheel(x: 5, y: 4, lines: 1))
    #expect(shown().contains("line 9"))
  }

  @Test func anAlertIsABoxOnTopThatKeepsTheFocus() throws {
    let view = Rendered(ControlPanel(), width: 50, height: 24)
    try focus(view, .button, "Reset")
    try view.press(.enter)
    let title = try #require(find(view, "Reset everything?"))
    // A bordered box, centred on the screen, drawn over what was there.
    #expect(lines(view)[title.y].contains("│ Reset everything?"))
    #expect(lines(view)[title.y - 1].contains("┌"))
    #expect(abs(title.y - 12) <= 3)
    // The focus went to the cancel button, and Tab stays inside the alert.
    #expect(view.renderer.focusedNode?.label == "Cancel")
    let inside = Set(view.renderer.focusableNodes.map(\.label))
    #expect(inside == ["Reset", "Cancel"])
    try view.press(.tab, .tab, .tab)
    #expect(["Reset", "Cancel"].contains(view.renderer.focusedNode?.label ?? ""))
    // A click outside the box does nothing; a click on its Reset button acts.
    try view.press(.click(x: 0, y: 0))
    #expect(find(view, "Reset everything?") != nil)
    let reset = try #require(find(view, "[Reset]"))
    try view.press(.click(x: reset.x + 2, y: reset.y))
    #expect(find(view, "Reset everything?") == nil)
    #expect(view.host.graph.tree.texts.contains { $0.hasSuffix(" reset") })
  }
}
