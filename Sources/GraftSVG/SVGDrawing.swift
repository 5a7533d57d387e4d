import Foundation
import GraftCore
import GraftLayout

/// One picture being drawn by ``SVGRenderer``: walks the tree in order (a parent's box before
/// its children, so later siblings paint over earlier ones, as they are hit-tested) and writes
/// one element per thing drawn. Layout units are scaled by ``SVGOptions/unit``.
@MainActor
struct SVGDrawing {
  /// What a node hands down to its subtree.
  struct Style {
    /// The foreground colour set by the nearest ancestor that sets one.
    var foreground: String?
    /// Inside a button's label (text is tinted), and whether the button is disabled.
    var inButton = false
    var disabled = false
  }

  let options: SVGOptions
  /// The drawn area, in layout units of the root's coordinates.
  let area: CGRect
  private var writer = SVGWriter()

  init(options: SVGOptions, area: CGRect) {
    self.options = options
    self.area = area
  }

  private var width: Double { Double(area.width * options.unit.width) }
  private var height: Double { Double(area.height * options.unit.height) }

  mutating func begin() {
    let size = [width, height].map(SVGWriter.number)
    writer.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
    writer.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("width", size[0]), ("height", size[1]),
        ("viewBox", "0 0 \(size[0]) \(size[1])"),
        ("font-family", "DejaVu Sans Mono, Menlo, Consolas, Liberation Mono, monospace"),
        ("font-size", SVGWriter.number(options.fontSize)), ("xml:space", "preserve"),
      ])
    if let title = options.title { writer.element("title", [], text: title) }
    writer.element(
      "rect", [("width", size[0]), ("height", size[1]), ("fill", SVGPalette.background)])
  }

  mutating func end() -> String {
    writer.close("svg")
    return writer.output
  }

  // MARK: - Nodes

  /// Draws `node` (its frame offset by `origin`, the content origin of its layout root) and
  /// its subtree.
  mutating func draw(_ node: Node, origin: CGPoint, style inherited: Style) {
    guard let frame = node.layoutFrame?.offsetBy(dx: origin.x, dy: origin.y) else { return }
    var style = inherited
    let properties = node.properties
    if let color = properties.foreground { style.foreground = SVGPalette.css(color) }
    switch node.kind {
    case .text:
      drawText(node, in: frame, style: style)
    case .button:
      style.inButton = true
      style.disabled = style.disabled || properties.isDisabled
      drawButton(node, in: frame, style: style)
    case .textField:
      drawTextField(node, in: frame, style: style)
    case .image:
      drawSymbol(properties.systemImageName ?? "", in: frame, style: style)
    case .list:
      box(frame, fill: SVGPalette.listFill, stroke: SVGPalette.separator, radius: 4)
      drawSeparators(between: node.children, origin: origin, in: frame)
    case .error:
      box(frame, fill: SVGPalette.errorFill, stroke: SVGPalette.error, radius: 2)
      style.foreground = SVGPalette.error
      if let message = properties.text { drawLines(of: node, message, in: frame, style: style) }
    case LayoutEngine.dividerKind:
      drawDivider(in: frame)
    default:
      if properties.isHighlighted { box(frame, fill: SVGPalette.highlight, stroke: nil, radius: 3) }
      if node.children.isEmpty, let text = properties.text, node.kind != .root, node.kind != .host {
        // A control's title sits inside the room its metrics give its chrome.
        let insets = options.metrics.chromeInsets(of: node) ?? EdgeInsets()
        let label = CGRect(
          x: frame.minX + insets.leading, y: frame.minY + insets.top,
          width: max(0, frame.width - insets.leading - insets.trailing),
          height: max(0, frame.height - insets.top - insets.bottom))
        drawLines(of: node, text, in: label, style: style)
      }
    }
    let childOrigin = NodeTree.isLayoutBarrier(node) && node.kind != .root ? frame.origin : origin
    for child in node.children { draw(child, origin: childOrigin, style: style) }
    if node.kind == .host, options.outlinesHosts { drawHostOutline(node, in: frame) }
  }

  private mutating func drawText(_ node: Node, in frame: CGRect, style: Style) {
    drawLines(of: node, node.properties.text ?? "", in: frame, style: style)
  }

  private mutating func drawButton(_ node: Node, in frame: CGRect, style: Style) {
    let properties = node.properties
    let tint = style.disabled ? SVGPalette.disabled : SVGPalette.accent
    box(
      frame, fill: properties.isHighlighted ? SVGPalette.highlight : SVGPalette.buttonFill, stroke: tint,
      radius: 4)
    guard node.children.isEmpty, let title = properties.text else { return }
    let insets = options.metrics.buttonInsets
    let label = CGRect(
      x: frame.minX + insets.leading, y: frame.minY + insets.top,
      width: max(0, frame.width - insets.leading - insets.trailing),
      height: max(0, frame.height - insets.top - insets.bottom))
    drawLines(of: node, title, in: label, style: style)
  }

  private mutating func drawTextField(_ node: Node, in frame: CGRect, style: Style) {
    let properties = node.properties
    let pixels = scaled(frame)
    writer.element(
      "rect",
      [
        ("x", SVGWriter.number(pixels.minX - 3)), ("y", SVGWriter.number(pixels.minY + 1)),
        ("width", SVGWriter.number(pixels.width + 6)),
        ("height", SVGWriter.number(max(0, pixels.height - 2))),
        ("rx", "3"), ("fill", SVGPalette.background), ("stroke", SVGPalette.fieldStroke),
      ])
    if let value = properties.text, !value.isEmpty {
      drawLines(of: node, value, in: frame, style: style, maxLines: 1)
    } else if let placeholder = properties.placeholder {
      var placeholderStyle = style
      placeholderStyle.foreground = SVGPalette.disabled
      drawLines(of: node, placeholder, in: frame, style: placeholderStyle, maxLines: 1)
    }
  }

  /// A symbol image: a circle (filled for a `.fill` symbol) with a glyph guessed from the name,
  /// titled with the name so the picture says which symbol stands there.
  private mutating func drawSymbol(_ name: String, in frame: CGRect, style: Style) {
    let pixels = scaled(frame)
    let color =
      style.disabled
      ? SVGPalette.disabled : style.foreground ?? (style.inButton ? SVGPalette.accent : SVGPalette.text)
    let filled = name.hasSuffix(".fill")
    let radius = max(1, min(pixels.width, pixels.height) / 2 - 1.5)
    writer.open("g", [("data-symbol", name)])
    writer.element("title", [], text: name)
    writer.element(
      "circle",
      [
        ("cx", SVGWriter.number(pixels.midX)), ("cy", SVGWriter.number(pixels.midY)),
        ("r", SVGWriter.number(radius)), ("fill", filled ? color : "none"), ("stroke", color),
        ("stroke-width", "1.5"),
      ])
    writer.element(
      "text",
      [
        ("x", SVGWriter.number(pixels.midX)), ("y", SVGWriter.number(pixels.midY + radius * 0.45)),
        ("text-anchor", "middle"), ("font-size", SVGWriter.number(radius * 1.4)), ("font-weight", "bold"),
        ("fill", filled ? SVGPalette.background : color),
      ], text: Self.glyph(for: name))
    writer.close("g")
  }

  /// A one-character stand-in for a symbol: the sign its name spells, or its first letter.
  static func glyph(for name: String) -> String {
    let words = name.split(separator: ".").map(String.init)
    let signs: [(String, String)] = [
      ("minus", "−"), ("plus", "+"), ("xmark", "×"), ("checkmark", "✓"), ("star", "★"), ("heart", "♥"),
      ("trash", "⌫"), ("magnifyingglass", "⌕"), ("gear", "⚙"), ("info", "i"), ("exclamationmark", "!"),
      ("questionmark", "?"),
    ]
    for (word, sign) in signs where words.contains(word) { return sign }
    return words.first?.first.map { String($0).uppercased() } ?? "?"
  }

  private mutating func drawSeparators(between rows: [Node], origin: CGPoint, in frame: CGRect) {
    let shown = rows.compactMap { $0.layoutFrame?.offsetBy(dx: origin.x, dy: origin.y) }
    for row in shown.dropLast() {
      let y = Double(row.maxY * options.unit.height)
      writer.element(
        "line",
        [
          ("x1", SVGWriter.number(Double(frame.minX * options.unit.width) + 4)), ("y1", SVGWriter.number(y)),
          ("x2", SVGWriter.number(Double(frame.maxX * options.unit.width) - 4)), ("y2", SVGWriter.number(y)),
          ("stroke", SVGPalette.separator),
        ])
    }
  }

  /// A hairline along the divider's long axis, through its middle (a monospace divider is a
  /// whole cell thick).
  private mutating func drawDivider(in frame: CGRect) {
    let pixels = scaled(frame)
    let horizontal = pixels.width >= pixels.height
    let points =
      horizontal
      ? (pixels.minX, pixels.midY, pixels.maxX, pixels.midY)
      : (pixels.midX, pixels.minY, pixels.midX, pixels.maxY)
    writer.element(
      "line",
      [
        ("x1", SVGWriter.number(points.0)), ("y1", SVGWriter.number(points.1)),
        ("x2", SVGWriter.number(points.2)), ("y2", SVGWriter.number(points.3)),
        ("stroke", SVGPalette.separator),
      ])
  }

  private mutating func drawHostOutline(_ node: Node, in frame: CGRect) {
    let pixels = scaled(frame)
    let name = node.anchorOwner?.name ?? node.properties.hostedRoot ?? "hosted root"
    writer.open("g", [("data-host", name)])
    writer.element(
      "rect",
      [
        ("x", SVGWriter.number(pixels.minX + 0.5)), ("y", SVGWriter.number(pixels.minY + 0.5)),
        ("width", SVGWriter.number(max(0, pixels.width - 1))),
        ("height", SVGWriter.number(max(0, pixels.height - 1))),
        ("fill", "none"), ("stroke", SVGPalette.host), ("stroke-dasharray", "4 3"),
      ])
    // A small tag straddling the outline's top edge, at its right end (its left end when the
    // name is wider than the host), so it covers as little of the content as it can.
    let tagSize = max(5, options.fontSize * 0.45)
    let tagWidth = Double(DisplayWidth.of(name)) * tagSize * 0.6 + 6
    let tagX = tagWidth <= Double(pixels.width) ? Double(pixels.maxX) - tagWidth : Double(pixels.minX)
    let tagY = max(0, Double(pixels.minY) - (tagSize + 1) / 2)
    writer.element(
      "rect",
      [
        ("x", SVGWriter.number(tagX)), ("y", SVGWriter.number(tagY)), ("width", SVGWriter.number(tagWidth)),
        ("height", SVGWriter.number(tagSize + 1)), ("rx", "2"), ("fill", SVGPalette.host),
        ("opacity", "0.85"),
      ])
    writer.element(
      "text",
      [
        ("x", SVGWriter.number(tagX + 3)), ("y", SVGWriter.number(tagY + tagSize * 0.85)),
        ("font-size", SVGWriter.number(tagSize)), ("fill", SVGPalette.background),
      ], text: name)
    writer.close("g")
  }

  // MARK: - Primitives

  /// `text` wrapped as the layout wrapped it (the metrics' measurer, at the frame's width, the
  /// node's font and line limit, no more lines than the frame holds), one `<text>` per line,
  /// each stretched to exactly the cells it takes.
  private mutating func drawLines(
    of node: Node, _ text: String, in frame: CGRect, style: Style, maxLines: Int? = nil
  ) {
    let properties = node.properties
    let measurer = options.metrics.textMeasurer
    let limit = [maxLines, properties.lineLimit].compactMap { $0 }.min()
    let layout = measurer.layOut(text, font: properties.font, width: frame.width, maxLines: limit)
    guard !layout.lines.isEmpty, layout.size.height > 0 else { return }
    let lineHeight = layout.size.height / CGFloat(layout.lines.count)
    let fitting = max(1, Int((frame.height / lineHeight + 0.001).rounded(.down)))
    let lines =
      layout.lines.count > fitting
      ? measurer.layOut(text, font: properties.font, width: frame.width, maxLines: fitting).lines
      : layout.lines
    let color =
      style.disabled
      ? SVGPalette.disabled : style.foreground ?? (style.inButton ? SVGPalette.accent : SVGPalette.text)
    let scale = SVGPalette.scale(properties.font)
    for (index, line) in lines.enumerated() where !line.isEmpty {
      let lineWidth = measurer.layOut(line, font: properties.font, width: nil, maxLines: 1).size.width
      let box = scaled(
        CGRect(
          x: frame.minX, y: frame.minY + CGFloat(index) * lineHeight, width: lineWidth, height: lineHeight))
      let fontSize = options.fontSize * scale
      var attributes = [
        ("x", SVGWriter.number(box.minX)),
        ("y", SVGWriter.number(box.minY + (box.height + fontSize * 0.72) / 2)),
        ("fill", color),
      ]
      if scale != 1 { attributes.append(("font-size", SVGWriter.number(fontSize))) }
      if let weight = SVGPalette.weight(properties.font) { attributes.append(("font-weight", weight)) }
      attributes.append(("textLength", SVGWriter.number(box.width)))
      attributes.append(("lengthAdjust", "spacingAndGlyphs"))
      writer.element("text", attributes, text: line)
    }
  }

  private mutating func box(_ frame: CGRect, fill: String, stroke: String?, radius: Double) {
    let pixels = scaled(frame)
    var attributes = [
      ("x", SVGWriter.number(pixels.minX + 0.5)), ("y", SVGWriter.number(pixels.minY + 0.5)),
      ("width", SVGWriter.number(max(0, pixels.width - 1))),
      ("height", SVGWriter.number(max(0, pixels.height - 1))),
    ]
    if radius > 0 { attributes.append(("rx", SVGWriter.number(radius))) }
    attributes.append(("fill", fill))
    if let stroke { attributes.append(("stroke", stroke)) }
    writer.element("rect", attributes)
  }

  /// `frame` (layout units, root coordinates) in the picture's pixels.
  private func scaled(_ frame: CGRect) -> CGRect {
    let unit = options.unit
    return CGRect(
      x: (frame.minX - area.minX) * unit.width, y: (frame.minY - area.minY) * unit.height,
      width: frame.width * unit.width, height: frame.height * unit.height)
  }
}
