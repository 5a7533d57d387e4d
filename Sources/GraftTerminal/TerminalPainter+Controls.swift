import Foundation
import GraftCore
import GraftLayout

/// The controls' chrome (``ControlChrome``: the layout made room for exactly these cells).
extension TerminalPainter {
  /// Draws `node`'s chrome and its own title (when it has no label children), and returns the
  /// style its children are drawn with (a link's underline, a chosen option's bold…).
  mutating func paintControl(_ node: Node, _ rect: CellRect, clip: CellRect, style: CellStyle) -> CellStyle {
    let p = node.properties
    let insets = ControlChrome.insets(for: node) ?? EdgeInsets()
    let inner = CellRect(
      x: rect.x + Int(insets.leading), y: rect.y + Int(insets.top),
      width: rect.width - Int(insets.leading + insets.trailing),
      height: rect.height - Int(insets.top + insets.bottom))
    // Single-line controls draw their chrome on the middle row.
    let row = rect.y + max(0, rect.height - 1) / 2
    var childStyle = style
    switch node.kind {
    case .toggle:
      buffer.put(p.isOn == true ? "[x]" : "[ ]", x: rect.x, y: row, style: style, clip: clip)
      paintOwnTitle(node, inner, clip: clip, style: style)
    case .stepper:
      paintOwnTitle(node, inner, clip: clip, style: style)
      buffer.put(ControlChrome.stepperTail(p.value ?? 0), x: inner.maxX, y: row, style: style, clip: clip)
    case .slider:
      paintOwnTitle(node, inner, clip: clip, style: style)
      let track = ControlChrome.sliderTrack
      let knob = Int((fraction(p) * Double(track - 1)).rounded())
      let bar = String(repeating: "━", count: knob) + "●" + String(repeating: "─", count: track - 1 - knob)
      buffer.put(bar, x: inner.maxX + 1, y: row, style: style, clip: clip)
    case .progress:
      paintOwnTitle(node, inner, clip: clip, style: style)
      let labelled = !(p.text ?? "").isEmpty || !node.children.isEmpty
      let x = inner.maxX + (labelled ? 1 : 0)
      if p.value == nil {
        buffer.put("⋯", x: x, y: row, style: style, clip: clip)
      } else {
        let share = fraction(p)
        let filled = Int((share * Double(ControlChrome.progressBar)).rounded())
        let bar =
          "[" + String(repeating: "█", count: filled)
          + String(repeating: "░", count: ControlChrome.progressBar - filled)
          + "]"
        let percent = String(Int((share * 100).rounded()))
        buffer.put(
          bar + String(repeating: " ", count: 4 - percent.count) + percent + "%", x: x, y: row, style: style,
          clip: clip)
      }
    case .label:
      buffer.put(
        ControlChrome.glyph(forSymbol: p.systemImageName ?? ""), x: rect.x, y: row, style: style, clip: clip)
      paintOwnTitle(node, inner, clip: clip, style: style)
    case .divider:
      if rect.height > rect.width {
        for y in rect.y..<rect.maxY { buffer.put("│", x: rect.x, y: y, style: style, clip: clip) }
      } else {
        buffer.put(String(repeating: "─", count: rect.width), x: rect.x, y: rect.y, style: style, clip: clip)
      }
    case .option:
      if p.isOn == true {
        childStyle.bold = true
        buffer.put("[", x: rect.x, y: row, style: style, clip: clip)
        buffer.put("]", x: rect.maxX - 1, y: row, style: style, clip: clip)
      }
      paintOwnTitle(node, inner, clip: clip, style: childStyle)
    case .picker:
      if let title = p.text, !title.isEmpty, !p.labelsHidden {
        buffer.put(title + ":", x: rect.x, y: rect.y, style: style, clip: clip)
      }
    case .section, .navigationStack:
      if let title = p.title {
        var heading = style
        heading.bold = true
        if node.kind == .section { heading.dim = true }
        buffer.put(title, x: rect.x, y: rect.y, style: heading, clip: clip.intersection(rect))
      }
    case .disclosureGroup:
      buffer.put(p.isOn == true ? "▾" : "▸", x: rect.x, y: rect.y, style: style, clip: clip)
      buffer.put(p.text ?? "", x: rect.x + 2, y: rect.y, style: style, clip: clip.intersection(rect))
    case .link:
      childStyle.underline = true
      childStyle.foreground = TerminalPalette.color(p.tint ?? .blue)
      paintOwnTitle(node, inner, clip: clip, style: childStyle)
    case .tab:
      // The chosen tab's label is bold and underlined; the others dimmed.
      if p.isOn == true {
        childStyle.bold = true
        childStyle.underline = true
      } else {
        childStyle.dim = true
      }
    case .presentation:
      paintBox(p.title, rect, clip: clip, style: style)
    default:
      break
    }
    return childStyle
  }

  /// The title in `properties.text` of a control whose label is not a child view, in `rect`.
  private mutating func paintOwnTitle(_ node: Node, _ rect: CellRect, clip: CellRect, style: CellStyle) {
    guard node.children.isEmpty, let title = node.properties.text, !node.properties.labelsHidden else {
      return
    }
    paintText(title, node, rect, clip: clip, style: style)
  }

  /// `text` wrapped to `rect`'s width, as many lines as fit (at least one).
  mutating func paintText(_ text: String, _ node: Node, _ rect: CellRect, clip: CellRect, style: CellStyle) {
    let layout = measurer.layOut(
      text, font: node.properties.font, width: CGFloat(max(1, rect.width)),
      maxLines: node.properties.lineLimit)
    for (index, line) in layout.lines.enumerated() where index < max(1, rect.height) {
      buffer.put(line, x: rect.x, y: rect.y + index, style: style, clip: clip)
    }
  }

  /// A blank box with a border, the title in bold on its first inner line.
  private mutating func paintBox(_ title: String?, _ rect: CellRect, clip: CellRect, style: CellStyle) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    buffer.fill(rect.intersection(clip))
    let line = String(repeating: "─", count: rect.width - 2)
    buffer.put("┌" + line + "┐", x: rect.x, y: rect.y, style: style, clip: clip)
    buffer.put("└" + line + "┘", x: rect.x, y: rect.maxY - 1, style: style, clip: clip)
    for y in (rect.y + 1)..<(rect.maxY - 1) {
      buffer.put("│", x: rect.x, y: y, style: style, clip: clip)
      buffer.put("│", x: rect.maxX - 1, y: y, style: style, clip: clip)
    }
    if let title {
      var bold = style
      bold.bold = true
      buffer.put(title, x: rect.x + 2, y: rect.y + 1, style: bold, clip: clip.intersection(rect))
    }
  }

  /// A multi-line editor: its lines on an underlined area, scrolled so the cursor's line shows;
  /// the cursor at the edit offset when focused.
  mutating func paintTextEditor(_ node: Node, _ rect: CellRect, clip: CellRect, style: CellStyle) {
    let (field, area, value, focused) = clearField(node, rect, clip: clip, style: style)
    let offset = focused ? min(max(0, input.editOffset), value.count) : value.count
    let beforeCursor = value.prefix(offset)
    let cursorLine = beforeCursor.filter { $0 == "\n" }.count
    let column = DisplayWidth.of(
      beforeCursor.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
    let scroll = max(0, cursorLine - max(0, rect.height - 1))
    let lines = value.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() where index >= scroll && index - scroll < rect.height {
      buffer.put(String(line), x: rect.x, y: rect.y + index - scroll, style: field, clip: area)
    }
    if focused, area.contains(x: rect.x + column, y: rect.y + cursorLine - scroll) {
      cursor = (rect.x + column, rect.y + cursorLine - scroll)
    }
  }

  /// Where a value sits between its bounds, from 0 to 1 (a progress view's bounds default to 0…1).
  private func fraction(_ p: NodeProperties) -> Double {
    let low = p.minimum ?? 0
    let high = p.maximum ?? 1
    guard let value = p.value, high > low, value.isFinite else { return 0 }
    return min(1, max(0, (value - low) / (high - low)))
  }
}
