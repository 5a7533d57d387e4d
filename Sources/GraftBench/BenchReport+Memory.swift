import Foundation
import Graft

extension BenchReport {
  /// The memory section's element breakdown: per row, for each element type that has at least
  /// one per row, how many and their bytes (objects plus children arrays), and the total.
  public static func elementFootprintLines(_ footprint: [ElementFootprint], rows: Int) -> [String] {
    func perRow(_ value: Int) -> String { String(format: "%7.1f", Double(value) / Double(rows)) }
    var lines = ["  per row   objects   arrays   type"]
    var total = 0
    for entry in footprint where entry.count >= rows {
      total += entry.objectBytes + entry.childArrayBytes
      let count = String(format: "%4.1f", Double(entry.count) / Double(rows))
      lines.append(
        "  \(count)  \(perRow(entry.objectBytes))  \(perRow(entry.childArrayBytes))   \(entry.typeName)")
    }
    lines.append("  elements: \(perRow(total)) bytes/row")
    return lines
  }
}
