import Foundation
import GraftCore
import GraftLayout

/// Draws a laid-out `NodeTree` into a ``CellBuffer``: each shown node at its frame (through
/// hosted roots), lists and scroll views clipped to their frame and scrolled, buttons in
/// brackets, text fields and editors with their value or placeholder, controls with the chrome
/// `ControlChrome` describes (`[x] Label`, `Label  [-] 3 [+]`, `[All] Open`, a bar…), an
/// alert, dialog or sheet as a bordered box over the middle of the screen, the focused control
/// in reverse video. Hidden nodes (`.hidden()`) are not drawn.
///
/// Reads nodes and their `absoluteFrame`s only; never mutates the tree. Loop thread only.
@MainActor
public struct TerminalPainter {
  /// What the painter needs beyond the tree: focus, scroll offsets, options.
  public struct Input {
    /// The focused control, drawn in reverse video (a text field gets the cursor instead).
    public var focused: NodeID?
    /// Where the cursor sits in the focused text field, in graphemes from its start.
    public var editOffset = 0
    /// Rows each list is scrolled by.
    public var scrollOffsets: [NodeID: Int] = [:]
    /// Whether host nodes get their hosted root's name drawn at their top-right corner.
    public var outlinesHosts = false

    public init(focused: NodeID? = nil) { self.focused = focused }
  }

  /// The painted screen and where the cursor should be shown (in a focused text field), if
  /// anywhere.
  public struct Output {
    public var buffer: CellBuffer
    public var cursor: (x: Int, y: Int)?
    /// The presentation drawn over the screen, if any, and how far it was moved from its laid-out
    /// place (a click at a screen cell inside it lands on the node at that cell minus the shift).
    public var overlay: (node: NodeID, dx: Int, dy: Int)?
    /// The first drawn control the app asks to have the focus (`.focused(_:)`), if any.
    public var requestedFocus: NodeID?
  }

  let measurer = MonospaceTextMeasurer()
  var buffer: CellBuffer
  var cursor: (x: Int, y: Int)?
  let input: Input
  /// Presentations met while painting, drawn last, over everything (with where they were met).
  private var overlays: [(node: Node, origin: (x: Int, y: Int), shift: Int)] = []
  private var overlay: (node: NodeID, dx: Int, dy: Int)?
  private var requestedFocus: NodeID?

  private init(width: Int, height: Int, input: Input) {
    buffer = CellBuffer(width: width, height: height)
    self.input = input
  }

  /// Paints `tree` into a `width` × `height` buffer.
  public static func paint(_ tree: NodeTree, width: Int, height: Int, input: Input = Input()) -> Output {
    var painter = TerminalPainter(width: width, height: height, input: input)
    let screen = painter.buffer.bounds
    for child in tree.root.children {
      painter.paint(child, origin: (0, 0), shift: 0, clip: screen, style: .plain)
    }
    // The innermost presentation met last is the one on top; each is centred on the screen.
    for (node, origin, shift) in painter.overlays {
      guard let frame = node.layoutFrame else { continue }
      let rect = Self.cells(frame, origin: origin, shift: shift)
      let dx = (screen.width - rect.width) / 2 - rect.x
      let dy = max(0, (screen.height - rect.height) / 2) - rect.y
      painter.overlay = (node.id, dx, dy)
      painter.paint(
        node, origin: (origin.x + dx, origin.y + dy), shift: shift, clip: screen, style: .plain, onTop: true)
    }
    return Output(
      buffer: painter.buffer, cursor: painter.cursor, overlay: painter.overlay,
      requestedFocus: painter.requestedFocus)
  }

  /// The cell rectangle of `frame` (cut to whole cells: a half-cell offset moves it down or left) in screen coordinates.
  static func cells(_ frame: CGRect, origin: (x: Int, y: Int), shift: Int) -> CellRect {
    let x = Int(frame.minX.rounded(.down)) + origin.x
    let y = Int(frame.minY.rounded(.down)) + origin.y - shift
    return CellRect(
      x: x, y: y, width: Int(frame.maxX.rounded(.down)) + origin.x - x,
      height: Int(frame.maxY.rounded(.down)) + origin.y - shift - y)
  }

  private mutating func paint(
    _ node: Node, origin: (x: Int, y: Int), shift: Int, clip: CellRect, style: CellStyle, onTop: Bool = false
  ) {
    guard let frame = node.layoutFrame else { return }
    let properties = node.properties
    guard !properties.isHidden, !properties.isInactive else { return }
    if node.kind == .presentation, !onTop {
      overlays.append((node, origin, shift))
      return
    }
    let rect = Self.cells(frame, origin: origin, shift: shift)
    if requestedFocus == nil, properties.isFocused { requestedFocus = node.id }
    let style = TerminalPalette.style(properties, over: style)
    var childStyle = style
    var childOrigin = origin
    var childShift = shift
    var childClip = clip
    switch node.kind {
    case .text:
      paintText(node.properties.text ?? "", node, rect, clip: clip, style: style)
    case .textEditor:
      paintTextEditor(node, rect, clip: clip, style: style)
    case .toggle, .stepper, .slider, .progress, .label, .divider, .option, .picker, .section,
      .navigationStack,
      .disclosureGroup, .link, .presentation, .tab:
      childStyle = paintControl(node, rect, clip: clip, style: style)
    case .button:
      paintButton(node, rect, clip: clip, style: style)
    case .textField:
      paintTextField(node, rect, clip: clip, style: style)
    case .image:
      buffer.put("◆", x: rect.x, y: rect.y, style: style, clip: clip)
    case .error:
      var error = style
      error.foreground = TerminalPalette.color(.red)
      buffer.put("⚠ " + (node.properties.text ?? "error"), x: rect.x, y: rect.y, style: error, clip: clip)
    case .list, .scrollView:
      childClip = clip.intersection(rect)
      childShift += input.scrollOffsets[node.id] ?? 0
    default:
      break
    }
    if NodeTree.isLayoutBarrier(node) {
      // A hosted root's frames are relative to its host's (already scrolled) content area.
      childOrigin = (rect.x, rect.y)
      childShift = 0
    }
    let isMenu = node.kind == .picker && node.properties.style == "menu"
    for child in node.children {
      // A list's rows scrolled out of view are skipped whole (a long list costs its shown rows).
      if node.kind == .list || node.kind == .scrollView, let frame = child.layoutFrame,
        Self.cells(frame, origin: childOrigin, shift: childShift).intersection(childClip).height == 0
      {
        continue
      }
      // A menu shows its chosen option only (the options share one place).
      if isMenu, child.kind == .option, child.properties.isOn != true { continue }
      // A tab's style marks its label (its first child), not its content.
      let style = node.kind == .tab && child !== node.children.first ? style : childStyle
      paint(child, origin: childOrigin, shift: childShift, clip: childClip, style: style)
    }
    if node.kind == .host, input.outlinesHosts, let name = node.properties.hostedRoot {
      outline(name, rect, clip: clip)
    }
    if node.id == input.focused, node.kind != .textField, node.kind != .textEditor {
      buffer.restyle(rect.intersection(clip)) { $0.reverse.toggle() }
    }
  }

  /// `[ label ]`: brackets on the label's row at the frame's edges (where the monospace
  /// metrics leave one cell each side), the label in bold.
  private mutating func paintButton(_ node: Node, _ rect: CellRect, clip: CellRect, style: CellStyle) {
    let row = rect.y + max(0, rect.height - 1) / 2
    buffer.put("[", x: rect.x, y: row, style: style, clip: clip)
    buffer.put("]", x: rect.maxX - 1, y: row, style: style, clip: clip)
    if node.children.isEmpty {
      var label = style
      label.bold = true
      buffer.put(node.label, x: rect.x + 1, y: row, style: label, clip: clip.intersection(rect))
    }
  }

  /// Clears an editable field's visible area to underlined blanks and answers what both field
  /// painters (single-line and multi-line) need: the field's style, the visible area, the node's
  /// text and whether it has the focus.
  mutating func clearField(
    _ node: Node, _ rect: CellRect, clip: CellRect, style: CellStyle
  ) -> (field: CellStyle, area: CellRect, value: String, focused: Bool) {
    var field = style
    field.underline = true
    let area = rect.intersection(clip)
    buffer.fill(area, with: Cell(" ", style: field))
    return (field, area, node.properties.text ?? "", node.id == input.focused)
  }

  /// The value (or the placeholder, dimmed) on an underlined field; the tail is shown when the
  /// value is wider than the field, and the cursor placed at the edit offset when focused.
  private mutating func paintTextField(_ node: Node, _ rect: CellRect, clip: CellRect, style: CellStyle) {
    let (field, area, value, focused) = clearField(node, rect, clip: clip, style: style)
    if value.isEmpty {
      var placeholder = field
      placeholder.dim = true
      buffer.put(node.properties.placeholder ?? "", x: rect.x, y: rect.y, style: placeholder, clip: area)
    }
    let offset = min(max(0, input.editOffset), value.count)
    let beforeCursor = DisplayWidth.of(value.prefix(focused ? offset : value.count))
    let scroll = max(0, beforeCursor - max(0, rect.width - 1))
    if !value.isEmpty { buffer.put(value, x: rect.x - scroll, y: rect.y, style: field, clip: area) }
    if focused {
      let x = rect.x + beforeCursor - scroll
      if area.contains(x: x, y: rect.y) { cursor = (x, rect.y) }
    }
  }

  /// The hosted root's name, dimmed, at the host's top-right corner, over blank cells only.
  private mutating func outline(_ name: String, _ rect: CellRect, clip: CellRect) {
    let label = "‹\(name)›"
    let x = rect.maxX - DisplayWidth.of(label)
    guard x >= rect.x, rect.height > 0 else { return }
    for column in x..<rect.maxX where clip.contains(x: column, y: rect.y) {
      if buffer[column, rect.y] != .blank { return }
    }
    buffer.put(label, x: x, y: rect.y, style: CellStyle(dim: true), clip: clip)
  }
}
