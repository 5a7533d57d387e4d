import Foundation
import Testing

/// `graft-samples --tui` driven in a real terminal (tmux), as a person would.
@Suite(.serialized) struct TerminalEndToEndTests {
  /// The screen's words, whitespace collapsed (wrapped lines joined).
  private func words(_ lines: [String]) -> String {
    lines.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  @Test func embeddingCountsInTheCorrectColumnDiagnosesTheIncorrectAndRelaysOut() throws {
    let pane = try TmuxPane(sample: "embedding", width: 120, height: 40)
    defer { pane.close() }
    try pane.waitFor(text: "0 clicks")
    // The issue's drive: Tab twice (the correct variant's "Click me"), Enter three times. Every
    // column is pressed alike, so the incorrect one stays stale — and is diagnosed — beside the
    // correct and forwarding ones.
    try pane.send("Tab", "Tab", "Enter", "Enter", "Enter")
    try pane.waitFor(text: "[staleEmbed] IncorrectStatelessBottomViewRepresentable")
    let wide = try pane.waitFor("the columns' counts") { lines in
      lines.contains { $0.range(of: #"0 clicks\s+3 clicks\s+3 clicks"#, options: .regularExpression) != nil }
    }
    #expect(wide.count == 40)
    let message = "input 'clickCount' changed, but updateUIViewController(_:context:) left the hosted"
    #expect(words(wide).contains(message))

    try pane.resize(width: 70, height: 30)
    let narrow = try pane.waitFor("a 70-column layout") { lines in
      lines.count == 30
        && lines.contains { $0.hasPrefix("Representable example") || $0.contains(" Representable example") }
        && !lines.contains { $0.contains("Incorrect UIVC Representable example") }
    }
    #expect(narrow.allSatisfy { $0.count <= 70 })
    // Relaid out, not cut: the diagnostic wraps at the new width with every word kept.
    #expect(words(narrow).contains(message))
    #expect(narrow.contains { $0.contains("3 clicks") })

    try pane.send("q")
    #expect(try pane.exitStatus() == 0)
    #expect(pane.file("after") == pane.file("before"))
    #expect(try !pane.capture().contains { $0.contains("clicks") })  // Left the alternate screen.
  }

  @Test func sigtermRestoresTheTerminal() throws {
    let pane = try TmuxPane(sample: "embedding", width: 100, height: 30)
    defer { pane.close() }
    try pane.waitFor(text: "0 clicks")
    kill(try pane.pid(), SIGTERM)
    #expect(try pane.exitStatus() == 128 + SIGTERM)
    #expect(pane.file("after") == pane.file("before"))
    #expect(try !pane.capture().contains { $0.contains("clicks") })
  }

  @Test(arguments: [
    ("foreign", ["Tab", "Enter", "Tab", "Enter"], "outer 2"),
    ("nested", ["Tab", "Enter", "Enter"], "innermost 2"),
    ("c", ["Tab", "Enter", "Tab", "Enter"], "c 2"),
  ])
  func hostedRuntimesAreDrivenThroughTheKeyboard(sample: String, keys: [String], expected: String) throws {
    let pane = try TmuxPane(sample: sample, width: 120, height: 40)
    defer { pane.close() }
    try pane.waitFor(text: "+1]")
    for key in keys { try pane.send(key) }
    try pane.waitFor(text: expected)
    try pane.send("C-c")
    #expect(try pane.exitStatus() == 0)
    #expect(pane.file("after") == pane.file("before"))
  }

  @Test func reposSearchesWhatIsTypedIntoItsField() throws {
    let pane = try TmuxPane(sample: "repos", width: 120, height: 40)
    defer { pane.close() }
    try pane.waitFor(text: "apple/swift")
    try pane.send("Tab", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "nio", "q", "Enter")
    // The `q` went into the field instead of quitting: the field shows it, and the app goes on
    // answering below. (What the list shows at this instant depends on the search's latency.)
    try pane.waitFor(text: "nioq")
    try pane.send("BSpace", "Enter")
    try pane.waitFor(text: "Event-driven network application framework")
    try pane.send("Escape", "q")
    #expect(try pane.exitStatus() == 0)
    #expect(pane.file("after") == pane.file("before"))
  }

  @Test func aRedirectedStdoutGetsAClearErrorNotEscapeCodes() throws {
    let binary = try #require(TmuxPane.binary)
    let process = Process()
    process.executableURL = binary
    process.arguments = ["--tui", "embedding"]
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let output = out.fileHandleForReading.readDataToEndOfFile()
    let error = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(output.isEmpty)
    #expect(error.contains("--tui needs a terminal, but stdout is not one"))
  }
}
