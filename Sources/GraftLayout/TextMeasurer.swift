import Foundation
import GraftCore

/// Measures and wraps text for layout. The layout engine asks it for every `Text` node (and
/// for titles of buttons and text fields); a renderer supplies one matching how it draws.
/// Called on the loop thread, during the layout at the end of an update pass; it must be
/// pure (same inputs, same answer) because answers are cached per proposal.
@MainActor
public protocol TextMeasurer {
  /// How `text` in `font` is laid out when offered `width` (`nil`: as wide as it likes,
  /// breaking only at explicit newlines) and at most `maxLines` lines (`nil`: no limit).
  func layOut(_ text: String, font: Font?, width: CGFloat?, maxLines: Int?) -> TextLayout
}

/// Text broken into lines, and the size it takes.
public struct TextLayout: Equatable, Sendable {
  /// The lines as drawn (a truncated last line ends with "…").
  public var lines: [String]
  public var size: CGSize
  /// Whether some text did not fit and was cut.
  public var isTruncated: Bool

  public init(lines: [String], size: CGSize, isTruncated: Bool) {
    self.lines = lines
    self.size = size
    self.isTruncated = isTruncated
  }
}

/// One unit per character cell, using each grapheme's display width (``DisplayWidth``: wide
/// CJK and emoji take two), and one unit per line — how a terminal draws, and what
/// `TestHost(rootView:width:height:)` uses. Fonts are ignored.
///
/// Wrapping follows SwiftUI's `Text`: lines break at spaces; a word longer than the line is
/// broken between graphemes; spaces at a break are dropped; when lines run out (`maxLines`)
/// the last line is cut and ends with "…".
public struct MonospaceTextMeasurer: TextMeasurer {
  public init() {}

  public func layOut(_ text: String, font: Font?, width: CGFloat?, maxLines: Int?) -> TextLayout {
    // An infinite or absurdly large offer is no limit; so is a NaN one (a broken custom
    // layout). Cells are counted in `Int`, which such values would overflow.
    let width = width.flatMap { $0.isFinite && $0 < 1e12 ? $0 : nil }
    // Offered less than a cell (a stack asking a child's minimum): every paragraph is one
    // empty line, nothing cut — unless there are more paragraphs than lines allowed.
    if let width, width < 1 {
      let paragraphs = 1 + text.utf8.lazy.filter { $0 == UInt8(ascii: "\n") }.count
      if paragraphs <= max(1, maxLines ?? paragraphs) {
        return TextLayout(
          lines: Array(repeating: "", count: paragraphs), size: CGSize(width: 0, height: CGFloat(paragraphs)),
          isTruncated: false)
      }
    }
    // One line that fits (most labels): no splitting.
    if !text.utf8.contains(UInt8(ascii: "\n")) {
      let cells = DisplayWidth.of(text)
      if width.map({ CGFloat(cells) <= $0 }) ?? true {
        return TextLayout(lines: [text], size: CGSize(width: CGFloat(cells), height: 1), isTruncated: false)
      }
    }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if let width {
        lines.append(contentsOf: wrap(paragraph, in: Int(max(0, width.rounded(.down)))))
      } else {
        lines.append(String(paragraph))
      }
    }
    var truncated = false
    if let maxLines, lines.count > max(1, maxLines) {
      let kept = max(1, maxLines)
      let rest = lines[(kept - 1)...].joined(separator: " ")
      lines = Array(lines[..<(kept - 1)])
      lines.append(truncate(rest, to: width.map { Int(max(0, $0.rounded(.down))) }, force: true))
      truncated = true
    }
    if let width {
      let cells = Int(max(0, width.rounded(.down)))
      for index in lines.indices where DisplayWidth.of(lines[index]) > cells {
        lines[index] = truncate(lines[index], to: cells, force: false)
        truncated = true
      }
    }
    let widest = lines.map { DisplayWidth.of($0) }.max() ?? 0
    return TextLayout(
      lines: lines, size: CGSize(width: CGFloat(widest), height: CGFloat(lines.count)), isTruncated: truncated
    )
  }

  /// Greedy word wrap of one paragraph into lines of at most `cells` cells.
  private func wrap(_ paragraph: Substring, in cells: Int) -> [String] {
    guard DisplayWidth.of(paragraph) > cells else { return [String(paragraph)] }
    guard cells > 0 else { return [""] }
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
      let wordWidth = DisplayWidth.of(word)
      if lineWidth > 0, lineWidth + 1 + wordWidth <= cells {
        line += " " + word
        lineWidth += 1 + wordWidth
        continue
      }
      if lineWidth > 0 {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      if wordWidth <= cells {
        line = String(word)
        lineWidth = wordWidth
        continue
      }
      // A word longer than the line breaks between graphemes.
      for character in word {
        let width = DisplayWidth.of(character)
        if lineWidth + width > cells, lineWidth > 0 {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        line.append(character)
        lineWidth += width
      }
    }
    if lineWidth > 0 || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// `line` cut to fit `cells` with a trailing "…" (always when `force`, else only if too wide).
  private func truncate(_ line: String, to cells: Int?, force: Bool) -> String {
    guard let cells else { return force ? line + "…" : line }
    if !force, DisplayWidth.of(line) <= cells { return line }
    guard cells >= 1 else { return "" }
    var result = ""
    var width = 0
    for character in line {
      let characterWidth = DisplayWidth.of(character)
      if width + characterWidth > cells - 1 { break }
      result.append(character)
      width += characterWidth
    }
    while result.last == " " { result.removeLast() }
    return result + "…"
  }
}
