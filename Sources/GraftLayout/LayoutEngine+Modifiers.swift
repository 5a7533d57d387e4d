import Foundation
import GraftCore

/// The layout modifiers around a node's content (`.frame`, `.padding`, `.fixedSize`), applied
/// outermost first as SwiftUI applies modifier views.
extension LayoutEngine {
  /// One modifier layer, resolved (default padding turned into insets).
  enum ModifierLayer {
    case frame(NodeFrame)
    case padding(EdgeInsets)
    case fixedSize(NodeAxes)
  }

  /// The node's layers, outermost first: its ``NodeProperties/layoutModifiers`` when a runtime
  /// recorded them (GraftViews does), else its `frame`, `padding` and `fixedSize` fields in
  /// that order (nodes written directly, by GraftCompose or C). A spacer's `frame` field is
  /// its minimum length, not a modifier.
  func modifierLayers(of node: Node) -> [ModifierLayer] {
    let properties = node.properties
    if !properties.layoutModifiers.isEmpty {
      return properties.layoutModifiers.reversed().map { modifier in
        switch modifier {
        case .frame(let frame): .frame(frame)
        case .padding(let insets): .padding(insets)
        case .defaultPadding(let edges): .padding(defaultInsets(edges))
        case .fixedSize(let axes): .fixedSize(axes)
        }
      }
    }
    var layers: [ModifierLayer] = []
    if let frame = properties.frame, node.kind != .spacer { layers.append(.frame(frame)) }
    var insets = properties.padding ?? EdgeInsets()
    if let edges = properties.defaultPadding {
      let extra = defaultInsets(edges)
      insets = EdgeInsets(
        top: insets.top + extra.top, leading: insets.leading + extra.leading,
        bottom: insets.bottom + extra.bottom,
        trailing: insets.trailing + extra.trailing)
    }
    if insets != EdgeInsets() { layers.append(.padding(insets)) }
    if let axes = properties.fixedSize { layers.append(.fixedSize(axes)) }
    return layers
  }

  private func defaultInsets(_ edges: NodeEdges) -> EdgeInsets {
    let amount = Double(metrics.defaultPadding)
    return EdgeInsets(
      top: edges.contains(.top) ? amount : 0, leading: edges.contains(.leading) ? amount : 0,
      bottom: edges.contains(.bottom) ? amount : 0, trailing: edges.contains(.trailing) ? amount : 0)
  }

  func hasModifiers(_ node: Node) -> Bool {
    // A spacer's `frame` is its minimum length, not a modifier. Its stored kind code is
    // compared (``Node/kindIsSpacer``), not the kind made from it.
    node.hasLayoutModifierFields(countingFrame: !node.kindIsSpacer)
  }

  /// The node's size for `proposal`, modifiers included (uncached; ``size(of:_:)`` caches).
  func measureModifiers(_ node: Node, _ proposal: ProposedViewSize) -> CGSize {
    guard hasModifiers(node) else { return contentSize(node, proposal) }
    return measure(node, proposal, layers: modifierLayers(of: node)[...])
  }

  private func measure(_ node: Node, _ proposal: ProposedViewSize, layers: ArraySlice<ModifierLayer>)
    -> CGSize
  {
    guard let layer = layers.first else { return contentSize(node, proposal) }
    let inner = layers.dropFirst()
    switch layer {
    case .frame(let frame):
      let child = measure(node, FrameMath.childProposal(frame, proposal), layers: inner)
      return FrameMath.size(frame, proposal, child: child)
    case .padding(let insets):
      return insets.outset(measure(node, insets.inset(proposal), layers: inner))
    case .fixedSize(let axes):
      var fixed = proposal
      if axes.contains(.horizontal) { fixed.width = nil }
      if axes.contains(.vertical) { fixed.height = nil }
      return measure(node, fixed, layers: inner)
    }
  }

  /// Where the node's content goes within `rect` (the rectangle its parent placed it in),
  /// after its modifiers, and the proposal the content gets.
  func contentRect(_ node: Node, in rect: CGRect, proposal: ProposedViewSize) -> (
    rect: CGRect, proposal: ProposedViewSize
  ) {
    guard hasModifiers(node) else { return (rect, proposal) }
    let layers = modifierLayers(of: node)
    var rect = rect
    var proposal = proposal
    for (index, layer) in layers.enumerated() {
      switch layer {
      case .frame(let frame):
        proposal = FrameMath.childProposal(frame, proposal)
        let child = measure(node, proposal, layers: layers[(index + 1)...])
        rect = Alignment2D(frame.alignment).place(child, in: rect)
      case .padding(let insets):
        rect = insets.inset(rect)
        proposal = insets.inset(proposal)
      case .fixedSize(let axes):
        if axes.contains(.horizontal) { proposal.width = nil }
        if axes.contains(.vertical) { proposal.height = nil }
        // The content takes its size for the fixed proposal, centred where it was put.
        let child = measure(node, proposal, layers: layers[(index + 1)...])
        rect = Alignment2D(nil).place(child, in: rect)
      }
    }
    return (rect, proposal)
  }
}
