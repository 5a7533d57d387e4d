import Graft
import GraftTerminal
import GraftTesting
import Testing

struct PainterCounter: View {
  @State var count = 0
  @State var query = ""
  @State var submitted = ""
  var body: some View {
    VStack(alignment: .leading) {
      Text("Counter").font(.headline)
      Button("Click me") { count += 1 }
      Text("\(count) clicks").foregroundStyle(.red)
      TextField("Search", text: $query, onCommit: { submitted = query })
      Text("submitted: \(submitted)")
    }
  }
}

struct LongList: View {
  var body: some View {
    List {
      ForEach(0..<50) { index in
        Button("Row \(index)") {}
      }
    }
  }
}

/// A renderer on a TestHost's tree whose bytes are replayed on a ``MiniScreen``.
@MainActor
final class Rendered<Content: View> {
  let host: TestHost<Content>
  let renderer: TerminalRenderer
  var screen: MiniScreen
  var lastBytes: [UInt8] = []

  init(_ view: Content, width: Int, height: Int) {
    host = TestHost(rootView: view, width: Double(width), height: Double(height))
    renderer = TerminalRenderer(tree: host.graph.tree, width: width, height: height, colors: .truecolor)
    screen = MiniScreen(width: width, height: height)
    renderer.write = { [weak self] bytes in
      self?.lastBytes = bytes
      self?.screen.apply(bytes)
    }
    renderer.render()
  }

  func press(_ events: TerminalEvent...) throws {
    for event in events {
      renderer.handle(event)
      try host.settle()
    }
  }

  var text: String { screen.lines.joined(separator: "\n") }
}

@MainActor
@Suite struct TerminalPainterTests {
  @Test func paintsEachNodeAtItsFrameWithItsStyle() throws {
    let host = TestHost(rootView: PainterCounter(), width: 30, height: 8)
    let painted = TerminalPainter.paint(host.graph.tree, width: 30, height: 8)
    let clicks = try #require(host.frame(ofText: "0 clicks"))
    let x = Int(clicks.minX)
    let y = Int(clicks.minY)
    #expect(painted.buffer.line(y).dropFirst(x).hasPrefix("0 clicks"))
    #expect(painted.buffer[x, y].style.foreground == TerminalPalette.color(.red))
    let title = try #require(host.frame(ofText: "Counter"))
    #expect(painted.buffer[Int(title.minX), Int(title.minY)].style.bold)
    let lines = (0..<8).map { painted.buffer.line($0) }
    #expect(lines.contains { $0.contains("[Click me]") })
    let field = try #require(host.frame(of: .textField))
    let placeholder = painted.buffer[Int(field.minX), Int(field.minY)]
    #expect(placeholder.grapheme == "S" && placeholder.style.dim && placeholder.style.underline)
    #expect(painted.cursor == nil)
  }

  @Test func tabAndEnterTapTheFocusedButtonAndOneIncrementIsAFewBytes() throws {
    let view = Rendered(PainterCounter(), width: 30, height: 8)
    #expect(view.text.contains("0 clicks"))
    try view.press(.tab)
    #expect(view.renderer.focusedNode?.label == "Click me")
    try view.press(.enter, .character(" "))
    #expect(view.text.contains("2 clicks"))
    try view.press(.enter)
    #expect(view.text.contains("3 clicks"))
    // The digit changed: one cursor move, one colour, one cell, plus the frame's wrapper.
    #expect(view.lastBytes.count < 64)
    #expect(String(decoding: view.lastBytes, as: UTF8.self).contains("3"))
  }

  @Test func typingEditsTheFocusedFieldAndEnterSubmitsIt() throws {
    let view = Rendered(PainterCounter(), width: 30, height: 8)
    try view.press(.tab, .tab)
    #expect(view.renderer.focusedNode?.kind == .textField)
    // Keys read in one chunk are handled before the runtime's next pass.
    for key: TerminalEvent in [
      .character("n"), .character("x"), .backspace, .character("i"), .character("o"),
    ] {
      view.renderer.handle(key)
    }
    try view.host.settle()
    try view.press(.home, .character("s"), .end, .paste("!\n"))
    #expect(view.host.graph.tree.nodes(of: .textField).first?.properties.text == "snio!")
    try view.press(.character("q"))  // Typed, not quitting.
    var quit = false
    view.renderer.onQuit = { quit = true }
    try view.press(.enter)
    #expect(view.text.contains("submitted: snio!q"))
    #expect(!quit)
    try view.press(.escape, .character("q"))
    #expect(quit)
  }

  @Test func clicksHitTestThroughTheLayout() throws {
    let view = Rendered(PainterCounter(), width: 30, height: 8)
    let button = try #require(view.host.frame(of: .button))
    try view.press(.click(x: Int(button.minX) + 2, y: Int(button.minY)))
    #expect(view.text.contains("1 clicks"))
    try view.press(.click(x: 0, y: 7))  // Nothing there: no tap, focus cleared.
    #expect(view.text.contains("1 clicks"))
    #expect(view.renderer.focusedNode == nil)
  }

  @Test func listsScrollWithTheWheelAndKeepTheFocusedRowInView() throws {
    let view = Rendered(LongList(), width: 20, height: 10)
    #expect(view.text.contains("Row 0") && !view.text.contains("Row 12"))
    try view.press(.wheel(x: 3, y: 3, lines: 1))
    #expect(!view.text.contains("[Row 0]") && view.text.contains("Row 12"))
    for _ in 0..<30 { try view.press(.tab) }
    #expect(view.renderer.focusedNode?.label == "Row 29")
    #expect(view.text.contains("[Row 29]"))
    try view.press(.enter)  // Clicking a scrolled row hits the row shown, not the layout's.
    let shown = try #require(view.screen.lines.firstIndex { $0.contains("[Row 29]") })
    try view.press(.click(x: 3, y: shown))
    #expect(view.renderer.focusedNode?.label == "Row 29")
  }

  @Test func theInputParserDecodesKeysMouseAndPasteAndBoundsSequences() {
    var parser = TerminalInputParser()
    #expect(
      parser.feed(Array("a\t\u{1B}[Z\r\u{7F}\u{03}".utf8)) == [
        .character("a"), .tab, .backTab, .enter, .backspace, .interrupt,
      ])
    #expect(
      parser.feed(Array("\u{1B}[<0;5;3M\u{1B}[<0;5;3m\u{1B}[<65;1;1M".utf8)) == [
        .click(x: 4, y: 2), .wheel(x: 0, y: 0, lines: 1),
      ])
    #expect(parser.feed(Array("\u{1B}[200~hi\u{1B}[2".utf8)) == [])
    #expect(parser.feed(Array("01~é\u{1B}".utf8)) == [.paste("hi"), .character("é"), .escape])
    #expect(parser.feed(Array("\u{1B}[".utf8) + Array(repeating: UInt8(ascii: "1"), count: 200)) == [])
    #expect(parser.bufferedByteCount <= TerminalInputParser.maxSequenceBytes)
    #expect(parser.feed(Array("1;2xz".utf8)) == [.character("z")])
    // Ctrl-N, Ctrl-S, Ctrl-Z; Ctrl-A/E stay Home/End.
    #expect(
      parser.feed([0x0E, 0x13, 0x1A, 0x01, 0x05]) == [
        .control("n"), .control("s"), .control("z"), .home, .end,
      ])
  }
}
