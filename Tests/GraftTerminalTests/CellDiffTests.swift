import GraftTerminal
import Testing

/// Replays diff bytes onto a grid the way a terminal does for the subset the diff emits
/// (absolute moves, SGR, printable text, clear screen), so a test checks what the bytes do.
struct MiniScreen {
  var rows: [[Character]]
  init(width: Int, height: Int) {
    rows = Array(repeating: Array(repeating: " ", count: width), count: height)
  }

  mutating func apply(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    var x = 0
    var y = 0
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == "\u{1B}" {
        var end = text.index(index, offsetBy: 2)
        while !text[end].isLetter { end = text.index(after: end) }
        let parameters = text[text.index(index, offsetBy: 2)..<end]
        if text[end] == "H" {
          let parts = parameters.split(separator: ";").map { Int($0) ?? 0 }
          y = parts[0] - 1
          x = parts[1] - 1
        } else if text[end] == "J" {
          for row in rows.indices { rows[row] = Array(repeating: " ", count: rows[row].count) }
        }
        index = text.index(after: end)
      } else {
        rows[y][x] = text[index]
        x += 1
        index = text.index(after: index)
      }
    }
  }

  var lines: [String] { rows.map { String($0) } }
}

@Suite struct CellDiffTests {
  @Test func firstFrameClearsAndWritesOnlyNonBlankCells() {
    var buffer = CellBuffer(width: 10, height: 2)
    buffer.put("hi", x: 3, y: 1, style: .plain)
    let bytes = CellDiff.bytes(from: nil, to: buffer, colors: .truecolor)
    var screen = MiniScreen(width: 10, height: 2)
    screen.rows[0][0] = "x"  // Stale content the clear must remove.
    screen.apply(bytes)
    #expect(screen.lines == ["          ", "   hi     "])
  }

  @Test func aChangedDigitWritesOneMoveAndOneCell() {
    var old = CellBuffer(width: 20, height: 3)
    old.put("0 clicks", x: 2, y: 2, style: .plain)
    var new = old
    new.put("1", x: 2, y: 2, style: .plain)
    let bytes = CellDiff.bytes(from: old, to: new, colors: .indexed256)
    #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[3;3H1")
  }

  @Test func identicalFramesWriteNothing() {
    var buffer = CellBuffer(width: 5, height: 1)
    buffer.put("abc", x: 0, y: 0, style: CellStyle(bold: true))
    #expect(CellDiff.bytes(from: buffer, to: buffer, colors: .truecolor).isEmpty)
  }

  @Test func adjacentChangesShareOneCursorMoveAndStylesResetAtTheEnd() {
    let old = CellBuffer(width: 8, height: 1)
    var new = old
    new.put("ab", x: 1, y: 0, style: CellStyle(bold: true))
    let text = String(decoding: CellDiff.bytes(from: old, to: new, colors: .none), as: UTF8.self)
    #expect(text == "\u{1B}[1;2H\u{1B}[0;1mab\u{1B}[0m")
  }

  @Test func replayedDiffsReproduceEveryFrame() {
    var screen = MiniScreen(width: 12, height: 3)
    var previous: CellBuffer? = nil
    let frames = [["counter", "0 clicks"], ["counter", "12 clicks"], ["", "3 clicks", "done"]]
    for lines in frames {
      var buffer = CellBuffer(width: 12, height: 3)
      for (row, line) in lines.enumerated() { buffer.put(line, x: 0, y: row, style: .plain) }
      screen.apply(CellDiff.bytes(from: previous, to: buffer, colors: .none))
      #expect(
        screen.lines.map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
          == (0..<3).map { buffer.line($0) })
      previous = buffer
    }
  }

  @Test func wideGraphemesTakeTwoCellsAndClipAtTheEdge() {
    var buffer = CellBuffer(width: 5, height: 1)
    let end = buffer.put("a界b界", x: 0, y: 0, style: .plain)
    #expect(end == 6)  // Where the cut grapheme would have ended.
    #expect(buffer.line(0) == "a界b")  // The last wide grapheme would straddle the edge.
    #expect(buffer[2, 0].isContinuation)
    buffer.put("x", x: 2, y: 0, style: .plain)  // Overwriting half a wide grapheme blanks it.
    #expect(buffer.line(0) == "a xb")
  }

  @Test func colorsFollowTheMode() {
    let red = CellStyle(foreground: TerminalColor(red: 255, green: 0, blue: 0))
    #expect(String(decoding: red.sgr(.truecolor), as: UTF8.self) == "\u{1B}[0;38;2;255;0;0m")
    #expect(String(decoding: red.sgr(.indexed256), as: UTF8.self) == "\u{1B}[0;38;5;196m")
    #expect(String(decoding: red.sgr(.none), as: UTF8.self) == "\u{1B}[0m")
    #expect(ColorMode.from(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"]) == .none)
    #expect(ColorMode.from(environment: ["COLORTERM": "truecolor"]) == .truecolor)
    #expect(ColorMode.from(environment: [:]) == .indexed256)
  }
}
