import Foundation
import GraftCore
import GraftLayout

/// Draws a laid-out node tree as an SVG picture: no browser, no display, no runtime — it reads
/// the nodes, their properties and their `Node/layoutFrame`s only.
///
/// What it draws: text (wrapped as the layout wrapped it, in its font's weight and size and its
/// foreground colour, inherited from the nearest ancestor that sets one), buttons (a tinted
/// rounded box; grey when disabled), text fields (a box with the value, or the placeholder in
/// grey), symbol images (a round placeholder glyph titled with the symbol's name), lists (rows
/// with separators), dividers, highlighted rows, error nodes (red), and — with
/// ``SVGOptions/outlinesHosts`` — each host node outlined and tagged with the hosted root's name.
/// Nodes not shown (no frame) are skipped with their subtree.
///
/// Deterministic: the same tree and options give byte-identical output (tree order only, fixed
/// number formatting, no timestamps). Main actor (the tree's thread); allocation only, no I/O.
@MainActor
public enum SVGRenderer {
  /// The SVG document of `tree`. Throws ``SVGRenderError/notLaidOut(node:)`` if the root has
  /// no frame (no layout engine ran).
  public static func render(_ tree: NodeTree, options: SVGOptions = SVGOptions()) throws -> String {
    try render(root: tree.root, options: options)
  }

  /// The SVG document of the tree under `root` (a tree's root, or any laid-out node, drawn in
  /// its layout root's coordinates).
  public static func render(root: Node, options: SVGOptions = SVGOptions()) throws -> String {
    guard let rootFrame = root.layoutFrame else {
      throw SVGRenderError.notLaidOut(node: TextRenderer.describe(root))
    }
    let area: CGRect
    switch options.area {
    case .viewport:
      area = rootFrame
    case .content(let margin):
      let content = contentBounds(of: root, rootFrame: rootFrame) ?? rootFrame
      area = content.insetBy(dx: -margin, dy: -margin)
    }
    var drawing = SVGDrawing(options: options, area: area)
    drawing.begin()
    drawing.draw(root, origin: .zero, style: SVGDrawing.Style())
    return drawing.end()
  }

  /// The union of the frames of every shown node below `root` (not `root` itself).
  private static func contentBounds(of root: Node, rootFrame: CGRect) -> CGRect? {
    var bounds: CGRect?
    func visit(_ node: Node, origin: CGPoint) {
      guard let frame = node.layoutFrame?.offsetBy(dx: origin.x, dy: origin.y) else { return }
      if node !== root, frame.width > 0 || frame.height > 0, node.kind != .spacer {
        bounds = bounds.map { $0.union(frame) } ?? frame
      }
      let childOrigin = NodeTree.isLayoutBarrier(node) && node !== root ? frame.origin : origin
      for child in node.children { visit(child, origin: childOrigin) }
    }
    visit(root, origin: .zero)
    return bounds
  }
}
