/// Terminal display width of graphemes: how many character cells each takes.
///
/// Computed from Swift's own Unicode data plus the East Asian Wide/Fullwidth blocks, not from
/// Glibc's `wcwidth` (which answers by the process's `LC_CTYPE` locale — `-1` for every
/// non-ASCII character in the "C" locale tests run in — and setting a locale from a library is
/// a process-wide side effect) nor libutf8proc (a system dependency for one table). The rule:
/// a grapheme with an emoji-presentation scalar, or a variation selector 16, takes two cells;
/// one whose base scalar is East Asian Wide or Fullwidth takes two; control characters take
/// none; everything else takes one (combining marks ride on their base).
public enum DisplayWidth {
  /// The cells `character` takes.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
    if first.isASCII { return 1 }
    for scalar in scalars {
      if scalar.value == 0xFE0F { return 2 }
      if scalar.properties.isEmojiPresentation { return 2 }
    }
    return isWide(first.value) ? 2 : 1
  }

  /// The cells `text` takes on one line.
  ///
  /// `String` and `Substring` have overloads of their own, not only the generic one: called
  /// from another module, the generic one runs unspecialized — its printable-ASCII check went
  /// through the generic `UTF8View` and `allSatisfy` at ~60 instructions a byte (~9 k for a
  /// list row's four labels, as graft-bench's hand-written baseline measured them). These
  /// check the text's contiguous bytes, a few instructions a byte.
  public static func of(_ text: String) -> Int {
    printableASCIICount(text.utf8) ?? cells(ofCharactersIn: text)
  }

  /// The cells `text` takes on one line (as the `String` overload measures it).
  public static func of(_ text: Substring) -> Int {
    printableASCIICount(text.utf8) ?? cells(ofCharactersIn: text)
  }

  /// The cells `text` takes on one line.
  public static func of<S: StringProtocol>(_ text: S) -> Int {
    // Printable ASCII (most text): one cell per byte.
    if text.utf8.allSatisfy(isPrintableASCII) { return text.utf8.count }
    return cells(ofCharactersIn: text)
  }

  /// Whether `byte` is printable ASCII (space to tilde): a character of one cell, alone in its
  /// grapheme. Every byte scan of this module's fast paths asks it.
  @inline(__always) static func isPrintableASCII(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x7F
  }

  /// Whether every byte of `bytes` is printable ASCII (``isPrintableASCII(_:)``), checked eight
  /// bytes a step (``nonPrintableBytes(in:)``): a byte at a time, a list row's label took
  /// ~14 instructions a byte, and every text is scanned when it is measured. Always inlined:
  /// most texts are shorter than eight bytes (ids, button titles), and for them the call cost
  /// more than the scan.
  @inline(__always) static func arePrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let raw = UnsafeRawBufferPointer(bytes)
    let count = raw.count
    guard count >= 8 else {
      for byte in raw where !isPrintableASCII(byte) { return false }
      return true
    }
    var found: UInt64 = 0
    var offset = 0
    while offset + 8 <= count {
      found |= nonPrintableBytes(in: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      offset += 8
    }
    // The last bytes: the final eight, some of them checked already.
    if offset < count {
      found |= nonPrintableBytes(in: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
    }
    return found == 0
  }

  /// Nonzero when some byte of `word` is not printable ASCII: below a space, DEL, or 0x80 and
  /// above. Exact as a whole (a borrow that flags a byte wrongly starts at a byte flagged
  /// rightly), which is all ``arePrintableASCII(_:)`` asks; byte order does not matter.
  @inline(__always) private static func nonPrintableBytes(in word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    // A byte below 0x20 borrows into its high bit (bytes of 0x80 and above are caught by theirs).
    let control = (word &- ones &* 0x20) & ~word & highBits
    // A byte equal to 0x7F is a zero byte of `word ^ 0x7F…`.
    let deleteMask = word ^ (ones &* 0x7F)
    let delete = (deleteMask &- ones) & ~deleteMask & highBits
    return control | delete | (word & highBits)
  }

  /// The byte count of `bytes` when they are contiguous and printable ASCII alone (a cell
  /// each), else `nil`.
  private static func printableASCIICount<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Int? {
    let count = bytes.withContiguousStorageIfAvailable { buffer in
      arePrintableASCII(buffer) ? buffer.count : nil
    }
    return count ?? nil
  }

  /// The cells of `text`'s characters, one by one (text that is not printable ASCII alone).
  private static func cells<S: StringProtocol>(ofCharactersIn text: S) -> Int {
    var total = 0
    for character in text { total += of(character) }
    return total
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
    0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
    0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
    0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]

  private static func isWide(_ value: UInt32) -> Bool {
    wideRanges.contains { $0.contains(value) }
  }
}
