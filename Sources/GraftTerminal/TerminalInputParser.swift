/// Decodes the bytes a terminal in raw mode sends into ``TerminalEvent``s: UTF-8 text,
/// control keys, CSI/SS3 key sequences, SGR 1006 mouse reports and bracketed paste.
///
/// Outside bytes are hostile: an escape sequence longer than ``maxSequenceBytes`` is dropped
/// (up to its final byte),
/// a paste is cut at ``maxPasteBytes``, unknown sequences are ignored, and invalid UTF-8 is
/// replaced. A lone ESC at the end of a chunk is the Escape key (terminals send a key's
/// sequence in one write). Not thread-safe; one parser per input stream.
public struct TerminalInputParser {
  /// The longest escape sequence kept; longer ones are discarded.
  public static let maxSequenceBytes = 64
  /// The most bytes of one bracketed paste kept; the rest is dropped.
  public static let maxPasteBytes = 64 * 1024

  private var pending: [UInt8] = []
  private var paste: [UInt8]?
  /// Skipping the rest of an overlong escape sequence, up to its final byte.
  private var discarding = false

  public init() {}

  /// Bytes held between calls to ``feed(_:)``: the unfinished end of a chunk (an escape
  /// sequence, a UTF-8 character, a paste terminator) and a paste being collected. Bounded by
  /// ``maxPasteBytes`` plus ``maxSequenceBytes`` and a few bytes, whatever is fed.
  public var bufferedByteCount: Int { pending.count + (paste?.count ?? 0) }

  /// The events in `bytes` (plus any sequence left incomplete by the previous chunk).
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [TerminalEvent] {
    pending += bytes
    var events: [TerminalEvent] = []
    var index = 0
    while index < pending.count {
      if discarding {
        let byte = pending[index]
        if (0x20...0x3F).contains(byte) {
          index += 1
          continue
        }
        discarding = false
        if (0x40...0x7E).contains(byte) {
          index += 1
          continue
        }
      }
      if paste != nil {
        let (next, complete) = consumePaste(from: index, into: &events)
        guard complete else {
          pending.removeFirst(next)  // Keep the start of a split terminator for the next chunk.
          return events
        }
        index = next
        continue
      }
      let byte = pending[index]
      switch byte {
      case 0x1B:
        guard index + 1 < pending.count else {
          events.append(.escape)
          index += 1
          continue
        }
        guard let (event, length) = escape(at: index) else {
          // Incomplete: wait for more bytes, unless it is already absurdly long.
          if pending.count - index > Self.maxSequenceBytes {
            discarding = true
            index = pending.count
            continue
          }
          pending.removeFirst(index)
          return events
        }
        if let event { events.append(event) }
        index += length
      case 0x09:
        events.append(.tab)
        index += 1
      case 0x0D, 0x0A:
        events.append(.enter)
        index += 1
      case 0x7F, 0x08:
        events.append(.backspace)
        index += 1
      case 0x03:
        events.append(.interrupt)
        index += 1
      case 0x01:
        events.append(.home)
        index += 1
      case 0x05:
        events.append(.end)
        index += 1
      case 0x01...0x1A:
        // The other Ctrl-letters (the ones above have meanings of their own).
        events.append(.control(Character(UnicodeScalar(byte + 0x60))))
        index += 1
      case ..<0x20: index += 1
      default:
        let length = Self.utf8Length(byte)
        guard index + length <= pending.count else {
          pending.removeFirst(index)
          return events
        }
        let text = String(decoding: pending[index..<index + length], as: UTF8.self)
        for character in text { events.append(.character(character)) }
        index += length
      }
    }
    pending.removeAll(keepingCapacity: true)
    return events
  }

  private static func utf8Length(_ lead: UInt8) -> Int {
    lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
  }

  /// Decodes the escape sequence at `start`: the event (nil for one that means nothing here)
  /// and its length, or nil when it is incomplete.
  private mutating func escape(at start: Int) -> (TerminalEvent?, Int)? {
    let introducer = pending[start + 1]
    if introducer == UInt8(ascii: "O") {
      guard start + 2 < pending.count else { return nil }
      let keys: [UInt8: TerminalEvent] = [
        0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left, 0x48: .home, 0x46: .end,
      ]
      return (keys[pending[start + 2]], 3)
    }
    guard introducer == UInt8(ascii: "[") else {
      // Alt+key: ESC then the key; report the key alone.
      return (nil, 1)
    }
    var end = start + 2
    while end < pending.count, !(0x40...0x7E).contains(pending[end]) {
      end += 1
      if end - start > Self.maxSequenceBytes {
        discarding = true
        return (nil, end - start)
      }
    }
    guard end < pending.count else { return nil }
    let parameters = String(decoding: pending[start + 2..<end], as: UTF8.self)
    let final = pending[end]
    let length = end - start + 1
    switch (final, parameters) {
    case (0x41, _): return (.up, length)
    case (0x42, _): return (.down, length)
    case (0x43, _): return (.right, length)
    case (0x44, _): return (.left, length)
    case (0x48, _): return (.home, length)
    case (0x46, _): return (.end, length)
    case (0x5A, _): return (.backTab, length)
    case (0x7E, "1"), (0x7E, "7"): return (.home, length)
    case (0x7E, "4"), (0x7E, "8"): return (.end, length)
    case (0x7E, "3"): return (.delete, length)
    case (0x7E, "5"): return (.pageUp, length)
    case (0x7E, "6"): return (.pageDown, length)
    case (0x7E, "200"):
      paste = []
      return (nil, length)
    case (0x4D, _), (0x6D, _):
      return (mouse(parameters, pressed: final == 0x4D), length)
    default: return (nil, length)
    }
  }

  /// An SGR 1006 report `<b;x;y` (1-based cells): left presses and wheel turns.
  private func mouse(_ parameters: String, pressed: Bool) -> TerminalEvent? {
    guard parameters.first == "<" else { return nil }
    let fields = parameters.dropFirst().split(separator: ";").map { Int($0) }
    guard fields.count == 3, let button = fields[0], let x = fields[1], let y = fields[2], x >= 1, y >= 1,
      x <= 10_000, y <= 10_000
    else { return nil }
    switch button {
    case 64: return .wheel(x: x - 1, y: y - 1, lines: -1)
    case 65: return .wheel(x: x - 1, y: y - 1, lines: 1)
    case 0 where pressed: return .click(x: x - 1, y: y - 1)
    default: return nil
    }
  }

  /// Collects paste bytes until `ESC [ 2 0 1 ~`.
  /// Returns where parsing continues, or (with `complete` false) where a terminator split
  /// across chunks starts.
  private mutating func consumePaste(from start: Int, into events: inout [TerminalEvent]) -> (
    Int, complete: Bool
  ) {
    let terminator: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
    var index = start
    while index < pending.count {
      if pending[index] == 0x1B {
        let available = min(terminator.count, pending.count - index)
        if Array(pending[index..<index + available]) == Array(terminator[0..<available]) {
          if available < terminator.count { return (index, false) }
          events.append(.paste(String(decoding: paste ?? [], as: UTF8.self)))
          paste = nil
          return (index + terminator.count, true)
        }
      }
      if var bytes = paste, bytes.count < Self.maxPasteBytes {
        bytes.append(pending[index])
        paste = bytes
      }
      index += 1
    }
    return (index, true)
  }
}
