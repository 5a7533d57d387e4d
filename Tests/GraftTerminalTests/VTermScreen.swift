import CVTerm

/// A libvterm terminal of a fixed size: bytes in, the screen a real emulator shows out.
final class VTermScreen {
  private let terminal: OpaquePointer
  private let screen: OpaquePointer
  let width: Int
  let height: Int

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    terminal = vterm_new(Int32(height), Int32(width))
    vterm_set_utf8(terminal, 1)
    screen = vterm_obtain_screen(terminal)
    vterm_screen_reset(screen, 1)
  }

  deinit { vterm_free(terminal) }

  func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { _ = vterm_input_write(terminal, $0.baseAddress, $0.count) }
    }
  }

  /// Row `y`'s text, trailing spaces trimmed.
  func line(_ y: Int) -> String {
    var text = ""
    var x = 0
    while x < width {
      let cell = self.cell(x: x, y: y)
      let scalar = cell.chars.0
      text.append(scalar == 0 ? " " : Character(Unicode.Scalar(scalar) ?? " "))
      x += max(1, Int(cell.width))
    }
    while text.last == " " { text.removeLast() }
    return text
  }

  var lines: [String] { (0..<height).map(line) }

  func cell(x: Int, y: Int) -> VTermScreenCell {
    var cell = VTermScreenCell()
    _ = vterm_screen_get_cell(screen, VTermPos(row: Int32(y), col: Int32(x)), &cell)
    return cell
  }

  /// Where `text` starts on screen, if it is shown.
  func find(_ text: String) -> (x: Int, y: Int)? {
    for y in 0..<height {
      let row = line(y)
      if let range = row.range(of: text) {
        return (row.distance(from: row.startIndex, to: range.lowerBound), y)
      }
    }
    return nil
  }
}
