import CVTerm
import Graft
import GraftTerminal
import GraftTesting
import Testing

/// The renderer's bytes fed to libvterm, a real terminal emulator: the screen it shows must be
/// the tree's, frame after frame of diffs, styles included.
@MainActor
@Suite struct VTermRenderingTests {
  @Test func aRealEmulatorShowsEveryFrameOfTheDiffs() throws {
    let emulator = VTermScreen(width: 30, height: 8)
    let view = Rendered(PainterCounter(), width: 30, height: 8)
    view.renderer.invalidate()
    view.renderer.write = { emulator.write($0) }
    view.renderer.render()
    #expect(emulator.lines.contains { $0.contains("[Click me]") })
    #expect(emulator.find("0 clicks") != nil)
    for _ in 0..<3 { try view.press(.tab, .enter) }
    try view.press(.tab, .enter)
    // Tab cycles button → field → button: four presses of the button in all.
    let host = view.host
    let clicks = try #require(host.graph.tree.texts.first { $0.hasSuffix("clicks") })
    let shown = try #require(emulator.find(clicks))
    #expect(clicks == "2 clicks")
    // Every row the emulator shows is the row the painter drew (the diffs left nothing stale).
    let painted = TerminalPainter.paint(
      host.graph.tree, width: 30, height: 8, input: .init(focused: view.renderer.focused))
    #expect(emulator.lines == (0..<8).map { painted.buffer.line($0) })
    // Styles: the count in red (truecolor), the title bold, the focused button reversed.
    let red = emulator.cell(x: shown.x, y: shown.y).fg
    #expect((red.type & UInt8(VTERM_COLOR_TYPE_MASK.rawValue)) == UInt8(VTERM_COLOR_RGB.rawValue))
    #expect(red.rgb.red == 255 && red.rgb.green == 69)
    let title = try #require(emulator.find("Counter"))
    #expect(emulator.cell(x: title.x, y: title.y).attrs.bold == 1)
    try view.press(.tab)  // Back on the button.
    let button = try #require(emulator.find("[Click me]"))
    #expect(emulator.cell(x: button.x + 1, y: button.y).attrs.reverse == 1)
  }

  @Test func noColorSendsAttributesButNoColours() throws {
    let host = TestHost(rootView: PainterCounter(), width: 30, height: 8)
    let emulator = VTermScreen(width: 30, height: 8)
    let renderer = TerminalRenderer(
      tree: host.graph.tree, width: 30, height: 8, colors: ColorMode.from(environment: ["NO_COLOR": "1"]),
      write: { emulator.write($0) })
    renderer.render()
    let shown = try #require(emulator.find("0 clicks"))
    let color = emulator.cell(x: shown.x, y: shown.y).fg
    #expect(color.type & UInt8(VTERM_COLOR_DEFAULT_FG.rawValue) != 0)
    let title = try #require(emulator.find("Counter"))
    #expect(emulator.cell(x: title.x, y: title.y).attrs.bold == 1)
  }
}
