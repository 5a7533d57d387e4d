import Foundation
import GraftCore
import GraftLayout

/// How ``SVGRenderer`` draws a laid-out tree.
@MainActor
public struct SVGOptions {
  /// Which part of the tree the picture shows.
  public enum Area: Sendable, Equatable {
    /// The whole viewport the tree was laid out in (the root's frame): a screen.
    case viewport
    /// The smallest rectangle holding every shown node, with `margin` layout units around
    /// it: a preview of a view, whatever size it was offered.
    case content(margin: Double)
  }

  /// The metrics the tree was laid out with: they wrap text into the lines drawn and say where
  /// a button's title sits inside it. Must be the layout engine's, or text will not fit its frames.
  public var metrics: LayoutMetrics
  /// The pixels one layout unit takes on each axis. The default draws a monospace cell (the
  /// unit of `LayoutMetrics/monospace`) as a 9×18-pixel box, so a picture matches the terminal;
  /// use `CGSize(width: 1, height: 1)` for a tree laid out in points.
  public var unit: CGSize
  /// The font size of body text, in pixels. Each line is stretched to exactly the width its
  /// cells take (`textLength`), so the picture is the same whatever monospace font is present.
  public var fontSize: Double
  /// Whether host nodes (where another root's content is mounted) get a dashed outline and a
  /// tag naming the hosted root.
  public var outlinesHosts: Bool
  /// Which part of the tree is drawn.
  public var area: Area
  /// The picture's `<title>`, if any.
  public var title: String?

  /// Monospace cells as 9×18 pixels, the viewport, hosts outlined.
  public init(
    metrics: LayoutMetrics = .monospace, unit: CGSize = CGSize(width: 9, height: 18), fontSize: Double = 14,
    outlinesHosts: Bool = true, area: Area = .viewport, title: String? = nil
  ) {
    self.metrics = metrics
    self.unit = unit
    self.fontSize = fontSize
    self.outlinesHosts = outlinesHosts
    self.area = area
    self.title = title
  }
}

/// Why a tree could not be drawn.
public enum SVGRenderError: Error, Equatable, CustomStringConvertible {
  /// The node has no frame: no layout engine ran over it (install one — `LayoutEngine(graph:viewport:)`
  /// or `TestHost(rootView:width:height:)` — and settle first), or it is not shown.
  case notLaidOut(node: String)

  public var description: String {
    switch self {
    case .notLaidOut(let node):
      "\(node) has no layout frame: lay the tree out (LayoutEngine, or TestHost(rootView:width:height:)) "
        + "and settle before drawing it"
    }
  }
}
