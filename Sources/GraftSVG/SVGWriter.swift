/// Builds SVG markup deterministically: attributes in the order given, numbers with at most
/// two decimals and no exponent, every string escaped for XML 1.0 (characters XML cannot carry
/// become U+FFFD). Value type; not thread-bound.
struct SVGWriter {
  private(set) var output = ""
  private var depth = 0

  /// Opens `<name …>`; balance with ``close(_:)``.
  mutating func open(_ name: String, _ attributes: [(String, String)]) {
    line("<\(name)\(Self.attributes(attributes))>")
    depth += 1
  }

  mutating func close(_ name: String) {
    depth -= 1
    line("</\(name)>")
  }

  /// `<name …/>`.
  mutating func element(_ name: String, _ attributes: [(String, String)]) {
    line("<\(name)\(Self.attributes(attributes))/>")
  }

  /// `<name …>text</name>`.
  mutating func element(_ name: String, _ attributes: [(String, String)], text: String) {
    line("<\(name)\(Self.attributes(attributes))>\(Self.escape(text))</\(name)>")
  }

  mutating func raw(_ text: String) { line(text) }

  private mutating func line(_ text: String) {
    output += String(repeating: " ", count: depth) + text + "\n"
  }

  private static func attributes(_ attributes: [(String, String)]) -> String {
    attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
  }

  /// `text` escaped for an XML attribute value or character data.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        let value = scalar.value
        let isXMLChar = value >= 0x20 && value != 0xFFFE && value != 0xFFFF
        result.unicodeScalars.append(isXMLChar ? scalar : "\u{FFFD}")
      }
    }
    return result
  }

  /// `value` with at most two decimals, no exponent, no trailing zeros; 0 for a NaN or infinity.
  static func number(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e9 else { return "0" }
    let hundredths = Int((value * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = abs(hundredths)
    let fraction = magnitude % 100
    if fraction == 0 { return "\(sign)\(magnitude / 100)" }
    let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
    return "\(sign)\(magnitude / 100).\(digits)"
  }
}
