#if canImport(Glibc)
  import Glibc
#endif

/// Formats the benchmark's table and its two closing summary lines.
public enum BenchReport {
  /// Milliseconds from nanoseconds, 3 decimals.
  public static func ms(_ ns: Double) -> String { fixed(ns / 1_000_000, 3) }
  /// Microseconds from nanoseconds, 1 decimal.
  public static func us(_ ns: Double) -> String { fixed(ns / 1_000, 1) }

  /// `value` with `decimals` digits after the point.
  public static func fixed(_ value: Double, _ decimals: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = Int(scaled / scale)
    let fraction = Int(scaled - Double(whole) * scale)
    var text = "\(value < 0 && scaled != 0 ? "-" : "")\(whole)"
    if decimals > 0 {
      let digits = String(fraction)
      text += "." + String(repeating: "0", count: decimals - digits.count) + digits
    }
    return text
  }

  /// `text` padded on the left (numbers) or right (labels) to `width`.
  public static func pad(_ text: String, _ width: Int, left: Bool = true) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return left ? padding + text : text + padding
  }

  /// The list-operations table; `appColumn` heads the measured app's column.
  public static func listTable(_ results: [ListOpResult], appColumn: String = "graft us") -> [String] {
    var lines = [
      pad("operation", 24, left: false) + pad(appColumn, 11) + pad("by hand us", 12)
        + pad("ratio", 8) + pad("changes", 9)
    ]
    for result in results {
      let flag = result.ratio > 4 ? "  (> 4x target)" : ""
      lines.append(
        pad(result.op.name, 24, left: false) + pad(us(result.graft), 11) + pad(us(result.imperative), 12)
          + pad(fixed(result.ratio, 2), 8) + pad("\(result.changes)", 9) + flag)
    }
    return lines
  }
}

extension BenchReport {
  /// The layout section's table.
  public static func layoutTable(_ result: LayoutBenchmark.Result) -> [String] {
    [
      "  \(pad("", 28, left: false)) \(pad("ms", 9)) \(pad("sizes computed", 15)) \(pad("nodes placed", 13))"
        + " \(pad("nodes visited", 14))",
      "  \(pad("full layout", 28, left: false)) \(pad(fixed(result.fullLayout / 1e6, 2), 9)) "
        + "\(pad("\(result.fullMeasured)", 15)) \(pad("-", 13)) \(pad("-", 14))",
      "  \(pad("re-layout after one row text", 28, left: false)) \(pad(fixed(result.oneRowRelayout / 1e6, 3), 9)) "
        + "\(pad("\(result.relayoutMeasured)", 15)) \(pad("\(result.relayoutPlaced)", 13))"
        + " \(pad("\(result.relayoutVisited)", 14))",
      "  \(pad("layout after a highlight", 28, left: false)) \(pad(fixed(result.highlightRelayout / 1e6, 3), 9)) "
        + "\(pad("-", 15)) \(pad("-", 13)) \(pad("\(result.highlightVisited)", 14))",
    ]
  }
}
