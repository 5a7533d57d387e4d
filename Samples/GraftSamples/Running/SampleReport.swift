import Graft

/// Formats a ``SampleRun`` for a terminal: a heading, the summary, the script, then the
/// variants side by side — their type names, the rendering before and after the script,
/// what Graft diagnosed and which feedback played — then the sample's extras (previews).
///
/// Variants that do not fit in ``maxWidth`` continue in a further group of columns below.
public enum SampleReport {
  /// The widest a line may be.
  public static let maxWidth = 150
  /// The widest a variant's column may be before its lines wrap.
  public static let maxColumnWidth = 62

  private static let rowLabelWidth = 11

  /// The whole report for `run`.
  @MainActor
  public static func format(_ run: SampleRun) -> String {
    let sample = run.sample
    var lines: [String] = []
    let heading = "\(sample.seed) · \(sample.title)  [graft-samples \(sample.name)]"
    lines.append("══ " + heading + " " + String(repeating: "═", count: max(3, maxWidth - heading.count - 4)))
    lines += TextColumns.wrap(sample.summary, width: maxWidth)
    lines.append("Script: " + sample.script.map(\.description).joined(separator: " → "))
    for group in columnGroups(run.variants) {
      lines.append("")
      lines += table(group)
    }
    for extra in sample.extras() {
      lines.append("")
      lines.append("── \(extra.heading)")
      lines += extra.text.split(separator: "\n", omittingEmptySubsequences: false).map { "   " + $0 }
    }
    return lines.joined(separator: "\n")
  }

  /// Everything `graft-samples` prints for `runs`.
  @MainActor
  public static func format(_ runs: [SampleRun]) -> String {
    runs.map(format).joined(separator: "\n\n") + "\n"
  }

  private static func cells(_ run: VariantRun) -> [String] {
    let diagnostics =
      run.diagnostics.isEmpty ? "none" : run.diagnostics.map(\.description).joined(separator: "\n")
    let feedback =
      run.feedbackEvents.isEmpty
      ? "none" : run.feedbackEvents.map { "\($0.feedback) ← \($0.source)" }.joined(separator: "\n")
    return [run.variant.label + "\n" + run.variant.typeName, run.before, run.after, diagnostics, feedback]
  }

  private static let rowLabels = ["", "before", "after", "diagnosed", "feedback"]

  private static func columnGroups(_ variants: [VariantRun]) -> [[VariantRun]] {
    var groups: [[VariantRun]] = []
    var current: [VariantRun] = []
    var width = rowLabelWidth
    for variant in variants {
      let columnWidth = TextColumns.widths([cells(variant)], limit: maxColumnWidth)[0]
      let added = columnWidth + TextColumns.separator.count
      if !current.isEmpty, width + added > maxWidth {
        groups.append(current)
        current = []
        width = rowLabelWidth
      }
      current.append(variant)
      width += added
    }
    if !current.isEmpty { groups.append(current) }
    return groups
  }

  private static func table(_ variants: [VariantRun]) -> [String] {
    let columns = variants.map(cells)
    let widths = [rowLabelWidth] + TextColumns.widths(columns, limit: maxColumnWidth)
    var lines: [String] = []
    for (row, label) in rowLabels.enumerated() {
      if row > 0 {
        lines.append(
          widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┼─"))
      }
      lines += TextColumns.layout([label] + columns.map { $0[row] }, widths: widths)
    }
    return lines
  }
}
