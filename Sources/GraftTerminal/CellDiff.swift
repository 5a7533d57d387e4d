import GraftLayout

/// The bytes that turn a terminal showing one ``CellBuffer`` into one showing another —
/// Ratatui's model: only cells that changed are written, with a cursor move only where the
/// cursor is not already in place and an SGR sequence only where the style changes.
public enum CellDiff {
  /// The bytes that update a screen showing `old` to show `new`. With no `old` (or one of
  /// another size) the screen is cleared and every non-blank cell written. The terminal's
  /// style is assumed to be the default when the bytes start (every output of this function
  /// leaves it so); the cursor's visibility is not touched.
  ///
  /// The cursor is assumed to be at an unknown position when this starts, so the first changed
  /// cell always gets an absolute move (`CSI row;col H`).
  public static func bytes(from old: CellBuffer?, to new: CellBuffer, colors: ColorMode) -> [UInt8] {
    var out: [UInt8] = []
    let full = old.map { $0.width != new.width || $0.height != new.height } ?? true
    if full { out += Array("\u{1B}[0m\u{1B}[2J".utf8) }
    var cursor: (x: Int, y: Int)? = nil
    var style = CellStyle.plain
    for y in 0..<new.height {
      for x in 0..<new.width {
        let cell = new[x, y]
        if cell.isContinuation { continue }
        if full {
          if cell == .blank { continue }
        } else if let old, old[x, y] == cell {
          continue
        }
        if cursor.map({ $0 != (x, y) }) ?? true { out += move(x: x, y: y) }
        if style != cell.style {
          out += cell.style.sgr(colors)
          style = cell.style
        }
        out += Array(String(cell.grapheme).utf8)
        cursor = (x + DisplayWidth.of(cell.grapheme), y)
      }
    }
    if style != .plain { out += Array("\u{1B}[0m".utf8) }
    return out
  }

  /// `CSI row;col H` (1-based).
  static func move(x: Int, y: Int) -> [UInt8] { Array("\u{1B}[\(y + 1);\(x + 1)H".utf8) }
}
