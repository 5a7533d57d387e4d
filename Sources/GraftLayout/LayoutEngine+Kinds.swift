import Foundation
import GraftCore

/// What each node kind's content measures, and how it places its children.
extension LayoutEngine {
  /// How a node's children are arranged.
  enum Arrangement {
    case stack(Axis, spacing: CGFloat, alignment: Alignment2D)
    case overlay(Alignment2D)
    /// Rows at their ideal length along `axis`, `spacing` apart, at the leading edge across it
    /// (List rows) or centred (a ScrollView's content).
    case scroll(Axis, spacing: CGFloat, centred: Bool)
    case custom(any NodeLayoutBehavior)
    /// Leaves: nothing to arrange.
    case none
  }

  /// The kind of a `Divider` node.
  public static let dividerKind = NodeKind.divider

  func arrangement(of node: Node) -> Arrangement {
    // Asked first without loading the behavior (most nodes have none): loading it retained and
    // released the node's layout record.
    if node.hasLayoutBehavior, let behavior = node.layoutBehavior as? any NodeLayoutBehavior {
      return .custom(behavior)
    }
    switch node.kind {
    case .stack(.horizontal):
      return .stack(
        .horizontal, spacing: node.spacing.map { CGFloat($0) } ?? metrics.horizontalSpacing,
        alignment: Alignment2D(node.alignment))
    case .stack(.vertical):
      return .stack(
        .vertical, spacing: node.spacing.map { CGFloat($0) } ?? metrics.verticalSpacing,
        alignment: Alignment2D(node.alignment))
    case .stack(.depth):
      return .overlay(Alignment2D(node.alignment))
    case .picker where node.properties.style == "menu":
      // A menu shows one option at a time: the options share one place.
      return .overlay(Alignment2D(.leading))
    case .picker where node.properties.style != "inline" && node.properties.style != "radioGroup",
      .row, .toolbar:
      // Segmented options side by side; a row's content then its actions; a bar of items.
      return .stack(
        .horizontal, spacing: node.spacing.map { CGFloat($0) } ?? metrics.horizontalSpacing,
        alignment: Alignment2D(nil))
    case .list:
      return .scroll(.vertical, spacing: 0, centred: false)
    case .form, .section:
      // A form's rows start at the leading edge, as a list's do.
      return .stack(
        .vertical, spacing: node.spacing.map { CGFloat($0) } ?? metrics.verticalSpacing,
        alignment: Alignment2D(.leading))
    case .scrollView where node.properties.style == "horizontal":
      return .scroll(.horizontal, spacing: metrics.horizontalSpacing, centred: true)
    case .scrollView:
      // Vertical, or both axes (laid out as vertical: rows stacked down, as SwiftUI's content).
      return .scroll(.vertical, spacing: metrics.verticalSpacing, centred: true)
    case .text, .textField, .image, .spacer, .divider:
      return .none
    default:
      // The root, hosts, navigation stacks, button labels, custom nodes with children: SwiftUI's
      // implicit vertical stack.
      if node.children.isEmpty { return .none }
      return .stack(
        .vertical, spacing: node.spacing.map { CGFloat($0) } ?? metrics.verticalSpacing,
        alignment: Alignment2D(nil))
    }
  }

  /// The size of the node's content (inside its modifiers) for `proposal`.
  func contentSize(_ node: Node, _ proposal: ProposedViewSize) -> CGSize {
    // (Asked first without loading the behavior, as in ``arrangement(of:)``.)
    if node.hasLayoutBehavior, let sizing = node.layoutBehavior as? any NodeSizingBehavior,
      let size = sizing.sizeThatFits(proposal)
    {
      return size
    }
    if !node.kindIsButton, let insets = metrics.chromeInsets(of: node) {
      var inner = innerContentSize(node, insets.inset(proposal))
      // A title drawn on its own line above the content is as wide as the content at least.
      let p = node.properties
      let title = node.kind.isDisclosureGroup ? (node.children.isEmpty ? nil : p.text) : p.title
      if insets.top > 0, let title {
        inner.width = max(
          inner.width, metrics.textMeasurer.size(of: title, font: p.font, width: nil, maxLines: 1).width)
      }
      // A control with nothing inside its chrome (an unlabelled progress bar) is a line tall.
      if inner.height == 0, insets.top + insets.bottom == 0 {
        inner.height =
          metrics.textMeasurer.size(of: " ", font: node.properties.font, width: nil, maxLines: 1).height
      }
      return insets.outset(inner)
    }
    return innerContentSize(node, proposal)
  }

  /// The content's size without the control chrome ``LayoutMetrics/controlInsets`` adds.
  private func innerContentSize(_ node: Node, _ proposal: ProposedViewSize) -> CGSize {
    switch node.kind {
    case .text:
      return textSize(node, width: proposal.width, height: proposal.height)
    case .textField:
      let properties = node.properties
      let content = properties.text.flatMap { $0.isEmpty ? nil : $0 } ?? properties.placeholder ?? ""
      let ideal = metrics.textMeasurer.size(of: content, font: properties.font, width: nil, maxLines: 1)
      let lineHeight = metrics.textMeasurer.size(of: " ", font: properties.font, width: nil, maxLines: 1)
        .height
      return CGSize(width: proposal.width ?? ideal.width, height: max(ideal.height, lineHeight))
    case .textEditor:
      // At least three lines, as wide as offered.
      let properties = node.properties
      let text = metrics.textMeasurer.size(
        of: properties.text ?? "", font: properties.font, width: nil, maxLines: nil)
      let lines = metrics.textMeasurer.size(of: "\n\n", font: properties.font, width: nil, maxLines: nil)
        .height
      return CGSize(width: proposal.width ?? max(text.width, 1), height: max(text.height, lines))
    case .image:
      return metrics.symbolSize
    case .spacer:
      return spacerSize(node, proposal)
    case .divider:
      // Matched as a case: the expression pattern `Self.dividerKind` called `NodeKind`'s
      // derived `==` for every kind below it (each button sized).
      if parentAxis(of: node) == .horizontal {
        return CGSize(width: metrics.dividerThickness, height: proposal.height ?? 0)
      }
      return CGSize(width: proposal.width ?? 0, height: metrics.dividerThickness)
    case .button:
      let insets = metrics.buttonInsets
      if let title = node.text, node.children.isEmpty {
        let label = insets.inset(proposal)
        return insets.outset(textSize(node, text: title, width: label.width))
      }
      return insets.outset(arrangedSize(node, insets.inset(proposal)))
    default:
      if node.children.isEmpty, let text = node.text {
        return textSize(node, text: text, width: proposal.width)
      }
      return arrangedSize(node, proposal)
    }
  }

  private func arrangedSize(_ node: Node, _ proposal: ProposedViewSize) -> CGSize {
    switch arrangement(of: node) {
    case .stack(let axis, let spacing, _):
      let sizes = stackSizes(
        of: node, shownChildren(of: node), axis: axis, spacing: spacing, proposal: proposal)
      return Self.stackSize(sizes, axis: axis, spacing: spacing)
    case .overlay:
      return node.children.reduce(CGSize.zero) { size, child in
        let childSize = self.size(of: child, proposal)
        return CGSize(width: max(size.width, childSize.width), height: max(size.height, childSize.height))
      }
    case .scroll(let axis, let spacing, _):
      let cross = axis.cross
      // Offered both axes, a scrolling container takes the offer: no row is asked.
      if let along = proposal[axis], let across = proposal[cross] {
        return CGSize(along: axis, along, across: across)
      }
      let rows = scrollRowSizes(node.children, axis: axis, proposal: proposal)
      let along = rows.reduce(0) { $0 + $1[axis] } + spacing * CGFloat(max(0, rows.count - 1))
      let across = rows.map { $0[axis.cross] }.max() ?? 0
      return CGSize(
        along: axis, proposal[axis] ?? along,
        across: proposal[axis.cross] ?? across)
    case .custom(let behavior):
      let record = storage(node)
      return behavior.sizeThatFits(
        proposal: proposal, subviews: subviews(of: node, placements: nil), isFreshLayout: record.isFresh)
    case .none:
      return .zero
    }
  }

  func subviews(of node: Node, placements: PlacementRecorder?) -> LayoutSubviews {
    LayoutSubviews(engine: self, nodes: node.children, placements: placements)
  }

  /// Places `node`'s children in `space` (its content rectangle, in the coordinates its
  /// children use). `onlyChildrenChanged`: the node itself is unchanged and placed as before,
  /// so only the children it listed as changed, or whose neighbours changed, can need a new
  /// place.
  func placeChildren(of node: Node, in space: CGRect, proposal: ProposedViewSize, onlyChildrenChanged: Bool) {
    guard !node.children.isEmpty else { return }
    var space = space
    var proposal = proposal
    if let insets = node.kindIsButton ? metrics.buttonInsets : metrics.chromeInsets(of: node) {
      space = insets.inset(space)
      proposal = insets.inset(proposal)
    }
    var children = node.children
    if node.kind.isNavigationStack {
      // The levels under the one on top stay mounted but get no place.
      for child in children where child.properties.isInactive { hide(child) }
      children = shownChildren(of: node)
    }
    switch arrangement(of: node) {
    case .stack(let axis, let spacing, let alignment):
      let sizes = stackSizes(of: node, children, axis: axis, spacing: spacing, proposal: proposal)
      let total = Self.stackSize(sizes, axis: axis, spacing: spacing)
      // An implicit stack (root, host) is centred in its space, as SwiftUI centres a root view.
      let origin = Alignment2D(nil).place(total, in: space).origin
      let cross = axis.cross
      var cursor = axis == .horizontal ? origin.x : origin.y
      let crossStart = axis == .horizontal ? origin.y : origin.x
      for index in children.indices {
        let size = sizes[index].size
        let offset = (total[cross] - size[cross]) * alignment.cross(axis)
        let rect =
          axis == .horizontal
          ? CGRect(x: cursor, y: crossStart + offset, width: size.width, height: size.height)
          : CGRect(x: crossStart + offset, y: cursor, width: size.width, height: size.height)
        withChild(at: index, of: children) { place($0, in: rect, proposal: sizes[index].proposal) }
        cursor += size[axis] + spacing
      }
    case .overlay(let alignment):
      for child in node.children {
        let size = self.size(of: child, proposal)
        place(child, in: alignment.place(size, in: space), proposal: proposal)
      }
    case .scroll(let axis, let spacing, let centred):
      let rows = ScrollRows(axis: axis, spacing: spacing, centred: centred, space: space, proposal: proposal)
      placeRows(of: node, rows, onlyChildrenChanged: onlyChildrenChanged)
    case .custom(let behavior):
      let recorder = PlacementRecorder()
      behavior.placeSubviews(
        in: space, proposal: proposal, subviews: subviews(of: node, placements: recorder))
      for (index, child) in node.children.enumerated() {
        if recorder.hidden.contains(index) {
          hide(child)
        } else if let (rect, childProposal) = recorder.rects[index] {
          place(child, in: rect, proposal: childProposal)
        } else {
          let size = self.size(of: child, .unspecified)
          place(child, in: Alignment2D(nil).place(size, in: space), proposal: .unspecified)
        }
      }
    case .none:
      for child in node.children { hide(child) }
    }
  }

  /// The size of a text (or a button with a title), known without laying its text out again
  /// when an answer stored in `record`'s sizes was for a wider offer (or none) at the same height and is
  /// no wider than `proposal`: greedy wrapping with ``MonospaceTextMeasurer`` gives the same
  /// lines for every width between the two (each line fits, and what did not fit the wider
  /// offer does not fit this one). A list row's label is asked its size offered ∞ and then its
  /// share of the row: the second is this answer. `nil` for anything else: a line limit, a
  /// height to cut at, modifiers, a sizing behavior, control chrome or another measurer.
  /// `record` (the node's) is read in place: passing its `SizeCache` by value copied the cache
  /// (value witness calls and a retain of its overflow array) at every lookup.
  ///
  /// Offered less than a cell (a stack asking its minimum, after its ideal: see
  /// ``stackSizes(_:axis:spacing:proposal:into:)``), such a text is each of its paragraphs on an
  /// empty line: as tall as its answer for no width limit (one line per paragraph, nothing
  /// wrapped), and as wide as nothing — a button as its label's insets. That answer is used
  /// when stored, so a text a stack distributes is measured once, not at ∞ and again at 0.
  func wrappedTextSize(_ node: Node, _ record: NodeLayoutRecord, _ proposal: ProposedViewSize) -> CGSize? {
    guard measuresMonospace, !record.sizes.isEmpty, proposal.height == nil, !(proposal.width?.isNaN ?? false)
    else { return nil }
    let width = proposal.width ?? .infinity
    // The answer first (most misses have none), then whether the node is text alone.
    let known: CGSize
    let underACell: Bool
    if width < 1, let ideal = record.sizes.unlimitedAnswer() {
      known = CGSize(width: 0, height: ideal.size.height)
      underACell = true
    } else {
      guard let wider = record.sizes.wrappedAnswer(forWidth: width) else { return nil }
      known = wider.size
      underACell = false
    }
    let kind = record.textKind ?? plainTextKind(node, record)
    guard kind != .other else { return nil }
    guard underACell, kind == .button else { return known }
    // The label is offered less than a cell too, unless negative insets widen its offer.
    let across = metrics.buttonInsets.leading + metrics.buttonInsets.trailing
    return across >= 0 ? CGSize(width: CGFloat(across), height: known.height) : nil
  }

  /// Whether `node` is text alone — a `Text`, or a button with a title and no children — with
  /// no line limit, layout behavior, modifiers or control chrome: what ``wrappedTextSize(_:_:_:)``
  /// answers for. Worked out once per node while its cache holds
  /// (``NodeLayoutRecord/textKind``), where each miss read the kind, the properties and the
  /// chrome again (~0.1 k instructions, several misses per text laid out).
  /// Stores and answers it (`.other` for "no").
  func plainTextKind(_ node: Node, _ record: NodeLayoutRecord) -> PlainTextKind {
    let kind: PlainTextKind
    switch node.kind {
    case .text: kind = .text
    case .button where node.children.isEmpty && node.text != nil: kind = .button
    default: kind = .other
    }
    let plain =
      kind != .other && node.lineLimit == nil && !node.hasLayoutBehavior && !hasModifiers(node)
      && (kind == .button || metrics.chromeInsets(of: node) == nil)
    record.textKind = plain ? kind : .other
    return plain ? kind : .other
  }

  /// The size of ``textLayout(_:text:width:height:)``'s answer, without its lines when the
  /// text is not cut to `height` (``TextMeasurer/size(of:font:width:maxLines:)``).
  func textSize(_ node: Node, text: String? = nil, width: CGFloat?, height: CGFloat? = nil) -> CGSize {
    // The fields read in place (``Node/font``, ``Node/lineLimit``): a copy of the properties
    // retained and released the text and the rare-fields box.
    let text = text ?? node.text ?? ""
    let size = metrics.textMeasurer.size(of: text, font: node.font, width: width, maxLines: node.lineLimit)
    guard let height, height.isFinite, size.height > height else { return size }
    return textLayout(node, text: text, width: width, height: height).size
  }

  /// The node's text laid out for an offer: wrapped to `width`, and — as SwiftUI's `Text` —
  /// cut to the lines that fit `height` (at least one) and to its `.lineLimit`.
  func textLayout(_ node: Node, text: String? = nil, width: CGFloat?, height: CGFloat? = nil) -> TextLayout {
    let properties = node.properties
    let text = text ?? properties.text ?? ""
    let font = properties.font
    let limit = properties.lineLimit
    let layout = metrics.textMeasurer.layOut(text, font: font, width: width, maxLines: limit)
    guard let height, height.isFinite, layout.size.height > height, layout.lines.count > 1 else {
      return layout
    }
    let lineHeight = layout.size.height / CGFloat(layout.lines.count)
    let fitting = max(1, Int((height / lineHeight).rounded(.down)))
    return metrics.textMeasurer.layOut(
      text, font: font, width: width, maxLines: min(limit ?? fitting, fitting))
  }

  /// The children that take part in `node`'s layout: all of them, but for a navigation
  /// stack's levels under the one on top (``NodeProperties/isInactive``).
  func shownChildren(of node: Node) -> [Node] {
    node.kind.isNavigationStack ? node.children.filter { !$0.properties.isInactive } : node.children
  }

  /// The axis of the stack `node` is in, if any.
  func parentAxis(of node: Node) -> Axis? {
    guard let parent = node.parent else { return nil }
    switch parent.kind {
    case .stack(.horizontal): return .horizontal
    case .stack(.vertical): return .vertical
    default: return nil
    }
  }

  /// A spacer takes what it is offered along its stack's axis, at least its minimum length
  /// (`Spacer(minLength:)`, else the default spacing), and nothing across it. Outside a stack
  /// it does so on both axes.
  private func spacerSize(_ node: Node, _ proposal: ProposedViewSize) -> CGSize {
    let minLength = node.properties.frame?.minWidth.map { CGFloat($0) }
    func along(_ axis: Axis) -> CGFloat {
      let minimum = minLength ?? metrics.spacing(along: axis)
      return max(minimum, proposal[axis] ?? minimum)
    }
    switch parentAxis(of: node) {
    case .horizontal: return CGSize(width: along(.horizontal), height: 0)
    case .vertical: return CGSize(width: 0, height: along(.vertical))
    case nil: return CGSize(width: along(.horizontal), height: along(.vertical))
    }
  }

  private func scrollRowSizes(_ rows: [Node], axis: Axis, proposal: ProposedViewSize) -> [CGSize] {
    let rowProposal = ProposedViewSize(
      along: axis, nil, across: proposal[axis.cross])
    return rows.map { size(of: $0, rowProposal) }
  }
}

extension NodeKind {
  // Case tests for the layout's hot paths: `NodeKind`'s derived `==` (it has a `String`
  // payload) is a call per comparison, about 1 M instructions per 1,000 rows created.
  /// Whether this is `.button`.
  var isButton: Bool { if case .button = self { true } else { false } }
  /// Whether this is `.disclosureGroup`.
  var isDisclosureGroup: Bool { if case .disclosureGroup = self { true } else { false } }
  /// Whether this is `.navigationStack`.
  var isNavigationStack: Bool { if case .navigationStack = self { true } else { false } }
}
