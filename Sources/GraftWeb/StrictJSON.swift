/// A strict JSON (RFC 8259) reader for request bodies, which are hostile bytes.
///
/// Stricter than `JSONSerialization` where that matters for events: a number keeps its literal
/// text (so `1` is never read as `true`, and `15.0` or `1e2` is never taken for an integer), a
/// duplicate key in any object is an error (two readers could otherwise see two different
/// events), strings must be valid UTF-8 with no raw control characters and no lone surrogate
/// escape, nesting is limited to ``maxDepth``, and nothing but whitespace may follow the value.
/// Errors name the byte offset. Pure Swift without Foundation, so the fuzz target compiles it
/// alone.
enum StrictJSON: Equatable {
  case null
  case bool(Bool)
  /// A number, as its literal text (`-12`, `1.5e3`).
  case number(String)
  case string(String)
  case array([StrictJSON])
  case object([String: StrictJSON])

  /// The deepest nesting of arrays and objects accepted.
  static let maxDepth = 32

  /// Why bytes are not JSON.
  struct Error: Swift.Error, Equatable {
    let message: String
  }

  /// The value of a number literal made of digits only (no sign, fraction or exponent) that
  /// fits in a `UInt64`; nil for anything else.
  var unsignedInteger: UInt64? {
    guard case .number(let text) = self, !text.isEmpty, text.utf8.allSatisfy({ (48...57).contains($0) })
    else { return nil }
    return UInt64(text)
  }

  /// Parses `bytes` as exactly one JSON value.
  static func parse(_ bytes: [UInt8]) -> Result<StrictJSON, Error> {
    var reader = Reader(bytes: bytes)
    do throws(Error) {
      reader.skipWhitespace()
      let value = try reader.value(depth: 0)
      reader.skipWhitespace()
      guard reader.index == bytes.count else { throw reader.error("unexpected bytes after the JSON value") }
      return .success(value)
    } catch {
      return .failure(error)
    }
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    func error(_ message: String) -> Error { Error(message: "\(message) at byte \(index)") }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipWhitespace() {
      while let byte = peek, byte == 32 || byte == 9 || byte == 10 || byte == 13 { index += 1 }
    }

    mutating func expect(_ literal: String) throws(Error) {
      for byte in literal.utf8 {
        guard peek == byte else { throw error("invalid literal") }
        index += 1
      }
    }

    mutating func value(depth: Int) throws(Error) -> StrictJSON {
      guard let byte = peek else { throw error("unexpected end of input") }
      switch byte {
      case UInt8(ascii: "{"): return try object(depth: depth + 1)
      case UInt8(ascii: "["): return try array(depth: depth + 1)
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"):
        try expect("true")
        return .bool(true)
      case UInt8(ascii: "f"):
        try expect("false")
        return .bool(false)
      case UInt8(ascii: "n"):
        try expect("null")
        return .null
      case UInt8(ascii: "-"), 48...57: return .number(try number())
      default: throw error("unexpected character")
      }
    }

    mutating func object(depth: Int) throws(Error) -> StrictJSON {
      guard depth <= StrictJSON.maxDepth else { throw error("nested too deeply") }
      index += 1  // "{"
      var members: [String: StrictJSON] = [:]
      skipWhitespace()
      if peek == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      while true {
        skipWhitespace()
        guard peek == UInt8(ascii: "\"") else { throw error("expected a string key") }
        let keyStart = index
        let key = try string()
        skipWhitespace()
        guard peek == UInt8(ascii: ":") else { throw error("expected ':'") }
        index += 1
        skipWhitespace()
        let member = try value(depth: depth)
        guard members.updateValue(member, forKey: key) == nil else {
          index = keyStart
          throw error("duplicate key")
        }
        skipWhitespace()
        switch peek {
        case UInt8(ascii: ","): index += 1
        case UInt8(ascii: "}"):
          index += 1
          return .object(members)
        default: throw error("expected ',' or '}'")
        }
      }
    }

    mutating func array(depth: Int) throws(Error) -> StrictJSON {
      guard depth <= StrictJSON.maxDepth else { throw error("nested too deeply") }
      index += 1  // "["
      var elements: [StrictJSON] = []
      skipWhitespace()
      if peek == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      while true {
        skipWhitespace()
        elements.append(try value(depth: depth))
        skipWhitespace()
        switch peek {
        case UInt8(ascii: ","): index += 1
        case UInt8(ascii: "]"):
          index += 1
          return .array(elements)
        default: throw error("expected ',' or ']'")
        }
      }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, as its text.
    mutating func number() throws(Error) -> String {
      let start = index
      if peek == UInt8(ascii: "-") { index += 1 }
      guard let first = peek, (48...57).contains(first) else { throw error("invalid number") }
      index += 1
      if first != 48 { skipDigits() }
      if peek == UInt8(ascii: ".") {
        index += 1
        guard try digitFollows() else { throw error("invalid number") }
      }
      if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
        index += 1
        if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
        guard try digitFollows() else { throw error("invalid number") }
      }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func skipDigits() {
      while let byte = peek, (48...57).contains(byte) { index += 1 }
    }

    mutating func digitFollows() throws(Error) -> Bool {
      guard let byte = peek, (48...57).contains(byte) else { return false }
      skipDigits()
      return true
    }

    /// A string literal starting at the opening quote; escapes decoded, UTF-8 validated.
    mutating func string() throws(Error) -> String {
      index += 1  // Opening quote.
      var decoded: [UInt8] = []
      while true {
        guard let byte = peek else { throw error("unterminated string") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""):
          guard let text = String(validating: decoded, as: UTF8.self) else {
            throw error("string is not valid UTF-8")
          }
          return text
        case UInt8(ascii: "\\"): try escape(into: &decoded)
        case 0..<32: throw error("control character in string")
        default: decoded.append(byte)
        }
      }
    }

    mutating func escape(into decoded: inout [UInt8]) throws(Error) {
      guard let byte = peek else { throw error("unterminated escape") }
      index += 1
      let simple: [UInt8: UInt8] = [
        UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
        UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
      ]
      if let replacement = simple[byte] {
        decoded.append(replacement)
        return
      }
      guard byte == UInt8(ascii: "u") else { throw error("invalid escape") }
      var scalar = try hex4()
      if (0xD800...0xDBFF).contains(scalar) {
        guard peek == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
        else {
          throw error("lone surrogate escape")
        }
        index += 2
        let low = try hex4()
        guard (0xDC00...0xDFFF).contains(low) else { throw error("lone surrogate escape") }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(scalar) {
        throw error("lone surrogate escape")
      }
      guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid escape") }
      decoded.append(contentsOf: Array(String(Character(unicode)).utf8))
    }

    mutating func hex4() throws(Error) -> UInt32 {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let byte = peek else { throw error("unterminated escape") }
        let digit: UInt8
        switch byte {
        case 48...57: digit = byte - 48
        case 65...70: digit = byte - 55
        case 97...102: digit = byte - 87
        default: throw error("invalid \\u escape")
        }
        value = value << 4 | UInt32(digit)
        index += 1
      }
      return value
    }
  }
}
