import GraftLayout

/// A screen's worth of ``Cell``s, `width` × `height`, row-major. What the painter draws into
/// and the diff compares. A value type: copying a buffer is how a frame is kept.
public struct CellBuffer: Equatable, Sendable {
  public let width: Int
  public let height: Int
  public private(set) var cells: [Cell]

  /// A blank buffer. Negative sizes count as 0; sizes are capped at 10,000 cells a side.
  public init(width: Int, height: Int) {
    self.width = min(max(0, width), 10_000)
    self.height = min(max(0, height), 10_000)
    cells = Array(repeating: .blank, count: self.width * self.height)
  }

  /// The whole buffer as a rectangle.
  public var bounds: CellRect { CellRect(x: 0, y: 0, width: width, height: height) }

  /// The cell at column `x`, row `y` (both must be inside the buffer).
  public subscript(x: Int, y: Int) -> Cell {
    get { cells[y * width + x] }
    set { cells[y * width + x] = newValue }
  }

  /// Writes `text` on row `y` from column `x`, clipped to `clip` (and the buffer), and returns
  /// the column where the text ends (or, when the clip's right edge cut it, where the first
  /// grapheme past that edge ends). A wide grapheme that would straddle the clip's
  /// right edge is left out; control characters are skipped.
  @discardableResult
  public mutating func put(_ text: String, x: Int, y: Int, style: CellStyle, clip: CellRect? = nil) -> Int {
    let area = (clip ?? bounds).intersection(bounds)
    var column = x
    guard y >= area.y, y < area.maxY else { return column + DisplayWidth.of(text) }
    for grapheme in text {
      let cells = DisplayWidth.of(grapheme)
      if cells == 0 { continue }
      if column >= area.x, column + cells <= area.maxX {
        clearWide(x: column, y: y)
        self[column, y] = Cell(grapheme, style: style)
        if cells == 2 {
          clearWide(x: column + 1, y: y)
          self[column + 1, y] = Cell(" ", style: style, isContinuation: true)
        }
      }
      column += cells
      if column >= area.maxX { break }
    }
    return column
  }

  /// Sets the style of every cell in `rect` (clipped), keeping their graphemes; `change` edits it.
  public mutating func restyle(_ rect: CellRect, _ change: (inout CellStyle) -> Void) {
    let area = rect.intersection(bounds)
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX { change(&self[x, y].style) }
    }
  }

  /// Fills `rect` (clipped) with `cell`.
  public mutating func fill(_ rect: CellRect, with cell: Cell = .blank) {
    let area = rect.intersection(bounds)
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX { self[x, y] = cell }
    }
  }

  /// Row `y` as plain text (continuation cells omitted, trailing spaces trimmed).
  public func line(_ y: Int) -> String {
    var text = ""
    for x in 0..<width where !self[x, y].isContinuation { text.append(self[x, y].grapheme) }
    while text.last == " " { text.removeLast() }
    return text
  }

  /// Overwriting half of a wide grapheme blanks its other half, so no half-glyph is left.
  private mutating func clearWide(x: Int, y: Int) {
    if self[x, y].isContinuation, x > 0 { self[x - 1, y] = .blank }
    if x + 1 < width, self[x + 1, y].isContinuation { self[x + 1, y] = .blank }
  }
}
