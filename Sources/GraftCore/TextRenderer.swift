import Foundation

/// Renders a node tree as deterministic text: one node per line, children indented by two
/// spaces, content in quotes, non-default properties in brackets; inactive subtrees
/// (``NodeProperties/isInactive``) are left out, as every renderer leaves them. Tests assert
/// whole renderings; previews and `graft-samples` print them.
///
/// ```
/// VStack
///   Button "Click me"
///   Host HostingController<BottomView>
///     Text "3 clicks"
/// ```
@MainActor
public enum TextRenderer {
  /// The rendering of `node`'s children (the root node itself is not printed). With
  /// `includingFrames`, each laid-out node's line ends with its ``Node/layoutFrame`` as
  /// `@(x,y w×h)` (in its layout root's coordinates; `@hidden` for a node laid out but not shown).
  public static func render(_ node: Node, includingFrames: Bool = false) -> String {
    var lines: [String] = []
    if node.kind == .root {
      for child in node.children { append(child, depth: 0, frames: includingFrames, to: &lines) }
    } else {
      append(node, depth: 0, frames: includingFrames, to: &lines)
    }
    return lines.joined(separator: "\n")
  }

  /// One line describing `node` alone (no children, no indentation).
  public static func describe(_ node: Node) -> String {
    let p = node.properties
    var line = node.kind.description
    switch node.kind {
    case .host:
      if let root = p.hostedRoot { line += " \(root)" }
    case .image:
      if let name = p.systemImageName { line += " \(name)" }
    case .textField:
      line += " \(quoted(p.text ?? ""))"
      if let placeholder = p.placeholder { line += " placeholder: \(quoted(placeholder))" }
    case .navigationStack:
      if let title = p.title { line += " \(quoted(title))" }
    case .toggle, .picker, .stepper, .slider, .progress, .link, .tab, .option, .disclosureGroup, .label,
      .section, .presentation, .textEditor:
      line += controlSummary(node)
    default:
      if let text = p.text { line += " \(quoted(text))" }
    }
    var attributes: [String] = []
    if let alignment = p.alignment { attributes.append("alignment: \(alignment.rawValue)") }
    if let spacing = p.spacing { attributes.append("spacing: \(format(spacing))") }
    if let font = p.font { attributes.append("font: \(describe(font))") }
    if let color = p.foreground { attributes.append("foreground: \(color)") }
    if let frame = p.frame { attributes.append("frame: \(describe(frame))") }
    if let padding = p.padding { attributes.append("padding: \(describe(padding))") }
    if let edges = p.defaultPadding {
      attributes.append("padding: default\(edges == .all ? "" : " \(edges.rawValue)")")
    }
    if p.layoutPriority != 0 { attributes.append("layoutPriority: \(format(p.layoutPriority))") }
    if let axes = p.fixedSize {
      attributes.append(
        "fixedSize\(axes == [.horizontal, .vertical] ? "" : axes == .horizontal ? " horizontal" : " vertical")"
      )
    }
    if let limit = p.lineLimit { attributes.append("lineLimit: \(limit)") }
    if p.isDisabled { attributes.append("disabled") }
    if p.isHighlighted { attributes.append("highlighted") }
    if let title = p.title, node.kind != .navigationStack, node.kind != .section, node.kind != .presentation {
      attributes.append("title: \(quoted(title))")
    }
    if let identifier = p.identifier { attributes.append("id: \(identifier)") }
    attributes += controlAttributes(p)
    if !attributes.isEmpty { line += " [" + attributes.joined(separator: ", ") + "]" }
    return line
  }

  /// What a control shows after its kind: its label, then its state in brackets-free form
  /// (`Toggle "Done" [on]` gets `"Done"` here and `on` from ``controlAttributes(_:)``).
  private static func controlSummary(_ node: Node) -> String {
    let p = node.properties
    var line = ""
    switch node.kind {
    case .label:
      line += " \(quoted(p.text ?? ""))"
      if let symbol = p.systemImageName { line += " \(symbol)" }
    case .section, .presentation:
      if let title = p.title { line += " \(quoted(title))" }
    case .link:
      line += " \(quoted(p.text ?? node.label))"
      if let url = p.url { line += " -> \(url)" }
    case .picker:
      line += " \(quoted(p.text ?? ""))"
      let chosen = node.children.first { $0.kind == .option && $0.properties.isOn == true }
      line += " [\(chosen.map(\.label) ?? "none")]"
    case .option, .tab:
      if let text = p.text { line += " \(quoted(text))" }
    case .textEditor:
      line += " \(quoted(p.text ?? ""))"
    default:
      if let text = p.text { line += " \(quoted(text))" }
    }
    return line
  }

  /// The bracketed attributes of the properties controls and style modifiers set.
  private static func controlAttributes(_ p: NodeProperties) -> [String] {
    var attributes: [String] = []
    if let isOn = p.isOn { attributes.append(isOn ? "on" : "off") }
    if let value = p.value {
      var text = "value: \(format(value))"
      if let minimum = p.minimum, let maximum = p.maximum {
        text += " in \(format(minimum))...\(format(maximum))"
      }
      attributes.append(text)
    }
    if let step = p.step, step != 1 { attributes.append("step: \(format(step))") }
    if p.isSecure { attributes.append("secure") }
    if p.isHidden { attributes.append("hidden") }
    attributes += p.emphasis.names
    if let weight = p.weight { attributes.append("weight: \(weight.rawValue)") }
    if let opacity = p.opacity { attributes.append("opacity: \(format(opacity))") }
    if let color = p.background { attributes.append("background: \(color)") }
    if let color = p.border { attributes.append("border: \(color) \(format(p.borderWidth ?? 1))") }
    if let color = p.tint { attributes.append("tint: \(color)") }
    if let role = p.role { attributes.append("role: \(role)") }
    if let style = p.style { attributes.append("style: \(style)") }
    if p.labelsHidden { attributes.append("labels hidden") }
    if let label = p.accessibilityLabel { attributes.append("accessibilityLabel: \(quoted(label))") }
    if let shortcut = p.keyboardShortcut { attributes.append("shortcut: \(shortcut)") }
    if p.isFocused { attributes.append("focused") }
    return attributes
  }

  private static func describe(_ font: Font) -> String {
    if case .weighted(let base, let weight) = font { return "\(describe(base)) \(weight.rawValue)" }
    return "\(font)"
  }

  private static func append(_ node: Node, depth: Int, frames: Bool, to lines: inout [String]) {
    guard !node.properties.isInactive else { return }
    var line = String(repeating: "  ", count: depth) + describe(node)
    if frames { line += describeFrame(of: node) }
    lines.append(line)
    for child in node.children { append(child, depth: depth + 1, frames: frames, to: &lines) }
  }

  private static func describeFrame(of node: Node) -> String {
    guard let frame = node.layoutFrame else { return node.needsLayout ? "" : " @hidden" }
    return " @(\(format(frame.minX)),\(format(frame.minY)) \(format(frame.width))×\(format(frame.height)))"
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      default: result.append(character)
      }
    }
    return result + "\""
  }

  private static func format(_ value: Double) -> String {
    if value == .infinity { return "inf" }
    if value == value.rounded() { return String(Int(value)) }
    return String(value)
  }

  private static func describe(_ frame: NodeFrame) -> String {
    var parts: [String] = []
    if let v = frame.width { parts.append("width \(format(v))") }
    if let v = frame.height { parts.append("height \(format(v))") }
    if let v = frame.idealWidth { parts.append("idealWidth \(format(v))") }
    if let v = frame.idealHeight { parts.append("idealHeight \(format(v))") }
    if let v = frame.minWidth { parts.append("minWidth \(format(v))") }
    if let v = frame.maxWidth { parts.append("maxWidth \(format(v))") }
    if let v = frame.minHeight { parts.append("minHeight \(format(v))") }
    if let v = frame.maxHeight { parts.append("maxHeight \(format(v))") }
    if let a = frame.alignment { parts.append("alignment \(a.rawValue)") }
    return parts.joined(separator: " ")
  }

  private static func describe(_ insets: EdgeInsets) -> String {
    if insets.top == insets.leading, insets.top == insets.bottom, insets.top == insets.trailing {
      return format(insets.top)
    }
    return
      "\(format(insets.top)) \(format(insets.leading)) \(format(insets.bottom)) \(format(insets.trailing))"
  }
}
