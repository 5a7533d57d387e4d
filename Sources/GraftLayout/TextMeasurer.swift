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

  /// The size ``layOut(_:font:width:maxLines:)`` answers for the same arguments, without its
  /// lines: what the layout engine asks when it sizes a text (once per node and proposal it
  /// has no answer for). Must equal `layOut(text, font: font, width: width, maxLines:
  /// maxLines).size`. The default lays the text out; a measurer that can answer without
  /// making the lines (``MonospaceTextMeasurer`` for a line that fits, and for an offer under
  /// one cell) saves their arrays.
  func size(of text: String, font: Font?, width: CGFloat?, maxLines: Int?) -> CGSize
}

extension TextMeasurer {
  public func size(of text: String, font: Font?, width: CGFloat?, maxLines: Int?) -> CGSize {
    layOut(text, font: font, width: width, maxLines: maxLines).size
  }
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
    Self.layOut(text, width: width, maxLines: maxLines)
  }

  public func size(of text: String, font: Font?, width: CGFloat?, maxLines: Int?) -> CGSize {
    switch Self.shortcut(text, width: width, maxLines: maxLines) {
    case .emptyLines(let paragraphs): CGSize(width: 0, height: CGFloat(paragraphs))
    case .oneLine(let cells): CGSize(width: CGFloat(cells), height: 1)
    case nil:
      Self.wrappedASCIISize(text, width: width, maxLines: maxLines)
        ?? Self.layOut(text, width: width, maxLines: maxLines).size
    }
  }

  /// The size the greedy wrap of ``layOut(_:width:maxLines:)`` gives a one-paragraph,
  /// printable-ASCII `text` (one cell per byte, each byte its own grapheme), counted over its
  /// bytes without making a line: `nil` for any other text, for no (or no finite) `width`, for
  /// a text that fits, and when `maxLines` cuts the lines (the cut line's width depends on its
  /// characters) — the caller then lays the text out. Asked for every text too wide for its
  /// offer (a stack sizing a long label for its share), where making the lines cost ~12 k
  /// instructions.
  nonisolated static func wrappedASCIISize(_ text: String, width: CGFloat?, maxLines: Int?) -> CGSize? {
    guard let width = limit(width), width >= 1 else { return nil }
    let cells = Int(width.rounded(.down))
    let counted = text.utf8.withContiguousStorageIfAvailable { bytes -> (lines: Int, widest: Int)? in
      guard bytes.count > cells else { return nil }
      var lines = 0
      var widest = 0
      var lineWidth = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        guard DisplayWidth.isPrintableASCII(byte) else { return nil }
        if byte == UInt8(ascii: " ") {
          index += 1
          continue
        }
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: " ") {
          guard DisplayWidth.isPrintableASCII(bytes[end]) else { return nil }
          end += 1
        }
        let word = end - index
        index = end
        if lineWidth > 0, lineWidth + 1 + word <= cells {
          lineWidth += 1 + word
          continue
        }
        if lineWidth > 0 {
          lines += 1
          widest = max(widest, lineWidth)
        }
        // A word longer than the line fills whole lines and leaves the rest on the last one.
        let whole = word > cells ? (word - 1) / cells : 0
        if whole > 0 { widest = max(widest, cells) }
        lines += whole
        lineWidth = word - whole * cells
      }
      if lineWidth > 0 || lines == 0 {
        lines += 1
        widest = max(widest, lineWidth)
      }
      return (lines, widest)
    }
    guard let counted = counted ?? nil else { return nil }
    if let maxLines, counted.lines > max(1, maxLines) { return nil }
    return CGSize(width: CGFloat(counted.widest), height: CGFloat(counted.lines))
  }

  /// An answer known without wrapping (see ``shortcut(_:width:maxLines:)``).
  private enum Shortcut {
    /// Offered less than a cell: this many paragraphs, each one empty line.
    case emptyLines(Int)
    /// One line that fits, this many cells wide.
    case oneLine(Int)
  }

  /// An infinite or absurdly large offer is no limit; so is a NaN one (a broken custom
  /// layout). Cells are counted in `Int`, which such values would overflow.
  private nonisolated static func limit(_ width: CGFloat?) -> CGFloat? {
    width.flatMap { $0.isFinite && $0 < 1e12 ? $0 : nil }
  }

  /// The answer when no line needs wrapping or cutting, else `nil`.
  private nonisolated static func shortcut(_ text: String, width: CGFloat?, maxLines: Int?) -> Shortcut? {
    let width = limit(width)
    // Offered less than a cell (a stack asking a child's minimum): every paragraph is one
    // empty line, nothing cut — unless there are more paragraphs than lines allowed.
    if let width, width < 1 {
      let paragraphs = 1 + newlines(in: text)
      if paragraphs <= max(1, maxLines ?? paragraphs) { return .emptyLines(paragraphs) }
    }
    // One line that fits (most labels): no splitting.
    let bytes = scanBytes(text)
    if !bytes.hasNewline {
      let cells = bytes.isPrintableASCII ? text.utf8.count : DisplayWidth.of(text)
      if width.map({ CGFloat(cells) <= $0 }) ?? true { return .oneLine(cells) }
    }
    return nil
  }

  /// How many newlines `text` holds: counted over its contiguous bytes, as ``scanBytes(_:)``
  /// (a `for` over the generic `UTF8View` was ~100 instructions for a short label, asked for
  /// every text's minimum when a stack distributes).
  private nonisolated static func newlines(in text: String) -> Int {
    let counted = text.utf8.withContiguousStorageIfAvailable { bytes in
      var count = 0
      for byte in bytes where byte == UInt8(ascii: "\n") { count += 1 }
      return count
    }
    if let counted { return counted }
    var count = 0
    for byte in text.utf8 where byte == UInt8(ascii: "\n") { count += 1 }
    return count
  }

  /// Whether `text` holds a newline and, when it does not, whether it is printable ASCII
  /// alone (a cell per byte, the first case of `DisplayWidth.of`), over its contiguous bytes:
  /// printable ASCII (most labels) eight bytes a step (`DisplayWidth.arePrintableASCII`), and
  /// only text that is not looked through again, for a newline. A `contains` and an
  /// `allSatisfy` over the generic `UTF8View` made two passes of several instructions per byte
  /// (every label is measured at least once when it is created).
  private nonisolated static func scanBytes(_ text: String) -> (hasNewline: Bool, isPrintableASCII: Bool) {
    let scanned = text.utf8.withContiguousStorageIfAvailable { bytes in
      if DisplayWidth.arePrintableASCII(bytes) { return (false, true) }
      // Some byte is not printable ASCII (a newline is one): only the newline is left to find.
      for byte in bytes where byte == UInt8(ascii: "\n") { return (true, false) }
      return (false, false)
    }
    if let scanned { return scanned }
    if text.utf8.contains(UInt8(ascii: "\n")) { return (true, false) }
    return (false, text.utf8.allSatisfy(DisplayWidth.isPrintableASCII))
  }

  /// ``layOut(_:font:width:maxLines:)``'s work, pure and `nonisolated`: the closures it passes
  /// to the standard library then carry no main-actor isolation, so none of their calls checks
  /// which executor runs it (about 220 instructions each).
  nonisolated static func layOut(_ text: String, width: CGFloat?, maxLines: Int?) -> TextLayout {
    switch shortcut(text, width: width, maxLines: maxLines) {
    case .emptyLines(let paragraphs):
      return TextLayout(
        lines: Array(repeating: "", count: paragraphs), size: CGSize(width: 0, height: CGFloat(paragraphs)),
        isTruncated: false)
    case .oneLine(let cells):
      return TextLayout(lines: [text], size: CGSize(width: CGFloat(cells), height: 1), isTruncated: false)
    case nil: break
    }
    let width = limit(width)
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
  private nonisolated static func wrap(_ paragraph: Substring, in cells: Int) -> [String] {
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
  private nonisolated static func truncate(_ line: String, to cells: Int?, force: Bool) -> String {
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
