/// One character cell of a terminal screen: the grapheme shown there and its style.
///
/// A grapheme two cells wide occupies its own cell and a ``isContinuation`` cell to its right;
/// the continuation is never written (the terminal advances past it by itself).
public struct Cell: Hashable, Sendable {
  /// What the cell shows (one grapheme; a space when blank).
  public var grapheme: Character
  public var style: CellStyle
  /// Whether this is the right half of the wide grapheme to its left.
  public var isContinuation: Bool

  public init(_ grapheme: Character = " ", style: CellStyle = .plain, isContinuation: Bool = false) {
    self.grapheme = grapheme
    self.style = style
    self.isContinuation = isContinuation
  }

  /// An empty cell in the default style.
  public static let blank = Cell()
}
