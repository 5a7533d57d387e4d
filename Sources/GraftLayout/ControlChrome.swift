import Foundation
import GraftCore

/// What a terminal draws around a control's label, in cells: the one table both the
/// ``LayoutMetrics/monospace`` metrics (which make room for it) and the terminal painter
/// (which draws into that room) read, so the two never disagree.
///
/// - toggle: `[x] ` before the label;
/// - stepper: `  [-] 3 [+]` after it (the value's width included);
/// - slider: a space and a ``sliderTrack``-cell track after it;
/// - progress view: a space (after a label) and a bar of ``progressBar`` cells in brackets,
///   then ` 100%`; indeterminate: a space and `⋯`;
/// - label: a symbol glyph (two cells) before the title;
/// - disclosure group: `▸ `/`▾ ` before the title, the content on the lines below, indented;
/// - picker option: a cell each side (the chosen one's brackets);
/// - picker, section, navigation stack, presentation: a title line above the content (a
///   picker's title sits before its options instead, `Title: `); a presentation has a border.
public enum ControlChrome {
  /// The cells of a slider's track.
  public static let sliderTrack = 12
  /// The cells of a determinate progress bar between its brackets.
  public static let progressBar = 20

  /// The cells drawn around `node`'s content, or `nil` when it draws none.
  @MainActor
  public static func insets(for node: Node) -> EdgeInsets? {
    // Most nodes are none of these: answer them from the kind's code, before making the kind
    // (debug builds check that the kinds left out draw nothing).
    guard node.kindMayHaveControlChrome else {
      assert(
        insetsOfAnyKind(node) == nil,
        "ControlChrome draws around \(node.kind): add it to kindMayHaveControlChrome")
      return nil
    }
    return insetsOfAnyKind(node)
  }

  /// ``insets(for:)`` for a node of any kind, its kind made and matched.
  @MainActor
  private static func insetsOfAnyKind(_ node: Node) -> EdgeInsets? {
    switch node.kind {
    case .toggle: return EdgeInsets(leading: 4)
    case .stepper: return EdgeInsets(trailing: Double(stepperTail(node.properties.value ?? 0).count))
    case .slider: return EdgeInsets(trailing: Double(1 + sliderTrack))
    case .progress:
      let p = node.properties
      let gap: Double = !(p.text ?? "").isEmpty || !node.children.isEmpty ? 1 : 0
      return EdgeInsets(trailing: gap + (p.value == nil ? 1 : Double(progressBar + 2 + 5)))
    case .label: return EdgeInsets(leading: 2)
    case .disclosureGroup: return EdgeInsets(top: node.children.isEmpty ? 0 : 1, leading: 2)
    case .option: return EdgeInsets(leading: 1, trailing: 1)
    case .picker:
      let p = node.properties
      guard let title = p.text, !title.isEmpty, !p.labelsHidden else { return nil }
      return EdgeInsets(leading: Double(DisplayWidth.of(title) + 2))
    case .section, .navigationStack: return node.properties.title == nil ? nil : EdgeInsets(top: 1)
    case .presentation:
      return EdgeInsets(top: node.properties.title == nil ? 1 : 2, leading: 2, bottom: 1, trailing: 2)
    default: return nil
    }
  }

  /// What a stepper draws after its label: `  [-] 3 [+]`.
  public static func stepperTail(_ value: Double) -> String { "  [-] \(format(value)) [+]" }

  /// A number as a control shows it: whole numbers without a fraction.
  public static func format(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }

  /// A one-or-two-cell glyph for an SF Symbol name (a dot for names it does not know).
  public static func glyph(forSymbol name: String) -> String {
    let known: [(String, String)] = [
      ("chevron.right", "›"), ("chevron.left", "‹"), ("chevron.down", "⌄"), ("chevron.up", "⌃"),
      ("gear", "⚙"), ("checklist", "☑"), ("list", "≡"), ("person", "☺"), ("star", "★"), ("heart", "♥"),
      ("trash", "✗"), ("plus", "+"), ("minus", "-"), ("checkmark", "✓"), ("xmark", "✗"), ("house", "⌂"),
      ("magnifyingglass", "⌕"), ("bell", "♪"), ("info", "ℹ"), ("pencil", "✎"), ("folder", "▤"),
      ("doc", "▯"), ("arrow.right", "→"), ("arrow.left", "←"), ("calendar", "▦"), ("clock", "◷"),
    ]
    return known.first { name == $0.0 || name.hasPrefix($0.0 + ".") }?.1 ?? "•"
  }
}
