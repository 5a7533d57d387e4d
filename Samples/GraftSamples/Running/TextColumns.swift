/// Lays text blocks out side by side in aligned columns, for terminal output.
///
/// Contract: each cell is split into lines and each line longer than its column's width is
/// wrapped (continuation lines indented by two spaces), so no output line exceeds the sum of
/// the widths plus separators. Columns are padded with spaces; trailing spaces are trimmed.
public enum TextColumns {
  /// The separator between columns.
  public static let separator = " │ "

  /// `cells` (one multi-line string per column) laid out in columns of `widths`.
  public static func layout(_ cells: [String], widths: [Int]) -> [String] {
    let columns = zip(cells, widths).map { cell, width in wrap(cell, width: width) }
    let height = columns.map(\.count).max() ?? 0
    return (0..<height).map { row in
      let parts = zip(columns, widths).map { column, width in
        pad(row < column.count ? column[row] : "", to: width)
      }
      return trimTrailing(parts.joined(separator: separator))
    }
  }

  /// The width each column needs: its longest line, at most `limit`.
  public static func widths(_ columns: [[String]], limit: Int) -> [Int] {
    columns.map { cells in
      min(
        limit,
        cells.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }.map(\.count).max() ?? 0)
    }
  }

  /// `text`'s lines, each longer than `width` broken at a space where possible.
  public static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      var rest = line
      var prefix = ""
      while prefix.count + rest.count > width, width > 8 {
        let room = width - prefix.count
        let head = rest.prefix(room)
        let cut = head.lastIndex(of: " ").map { rest.distance(from: rest.startIndex, to: $0) } ?? room
        let breakAt = cut > room / 2 ? cut : room
        let index = rest.index(rest.startIndex, offsetBy: breakAt)
        lines.append(prefix + rest[..<index])
        rest = String(rest[index...]).drop { $0 == " " }.description
        prefix = String(repeating: " ", count: leadingSpaces(line) + 2)
      }
      lines.append(prefix + rest)
    }
    return lines
  }

  private static func leadingSpaces(_ line: String) -> Int {
    line.prefix { $0 == " " }.count
  }

  private static func pad(_ text: String, to width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  private static func trimTrailing(_ text: String) -> String {
    var text = text
    while text.last == " " { text.removeLast() }
    return text
  }
}
