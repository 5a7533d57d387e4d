import Foundation
import GraftCore

/// The renderer-dependent numbers layout uses: text metrics, default spacing and padding,
/// control insets. A terminal uses cells (``monospace``); a pixel renderer points (``points``).
@MainActor
public struct LayoutMetrics {
  /// Measures and wraps text.
  public var textMeasurer: any TextMeasurer
  /// Spacing between adjacent children of an `HStack` that sets none (and a horizontal
  /// `Spacer`'s default minimum length).
  public var horizontalSpacing: CGFloat
  /// Spacing between adjacent children of a `VStack` that sets none (and a vertical
  /// `Spacer`'s default minimum length).
  public var verticalSpacing: CGFloat
  /// What `.padding()` with no length adds on each edge it names.
  public var defaultPadding: CGFloat
  /// The insets a button's style adds around its label.
  public var buttonInsets: EdgeInsets
  /// The size of a symbol image.
  public var symbolSize: CGSize
  /// The thickness of a `Divider`.
  public var dividerThickness: CGFloat
  /// What a control's style draws around its content (a toggle's box, a stepper's buttons),
  /// by node; `nil` (or a `nil` answer) adds nothing. A button's insets are ``buttonInsets``.
  /// Must not depend on `NodeProperties.isHighlighted` or `NodeProperties.isDisabled`:
  /// a change to only those lays nothing out again (`LayoutEngine.propertiesAffectLayout`).
  /// For a `List` or `ScrollView` node it must not depend on the node's children: a list
  /// without chrome keeps its size for an offer of both axes when only its rows change.
  public var controlInsets: (@MainActor (Node) -> EdgeInsets?)? {
    get { controlInsetsStorage }
    set {
      controlInsetsStorage = newValue
      insetsAreControlChrome = false
    }
  }
  /// ``controlInsets``' storage.
  private var controlInsetsStorage: (@MainActor (Node) -> EdgeInsets?)?
  /// Whether ``controlInsets`` is ``ControlChrome/insets(for:)``, as ``monospace`` sets it and
  /// nothing has replaced it since: ``chromeInsets(of:)`` then calls it directly, not through
  /// the closure (a thunk and a context: about 50 instructions a call, several per node laid out).
  private var insetsAreControlChrome = false

  public init(
    textMeasurer: any TextMeasurer, horizontalSpacing: CGFloat, verticalSpacing: CGFloat,
    defaultPadding: CGFloat, buttonInsets: EdgeInsets, symbolSize: CGSize, dividerThickness: CGFloat,
    controlInsets: (@MainActor (Node) -> EdgeInsets?)? = nil
  ) {
    self.textMeasurer = textMeasurer
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.defaultPadding = defaultPadding
    self.buttonInsets = buttonInsets
    self.symbolSize = symbolSize
    self.dividerThickness = dividerThickness
    self.controlInsetsStorage = controlInsets
  }

  /// ``controlInsets``' answer for `node`: what the style draws around its content, `nil` for
  /// nothing. What layout and renderers ask (loop thread, while measuring, placing or drawing
  /// `node`).
  ///
  /// Inlined into the engine up to the kind test (``Node/kindMayHaveControlChrome``): asked
  /// about a dozen times per list row laid out, nearly always of a node that draws none, where
  /// the call cost more than the answer.
  @inline(__always)
  package func chromeInsets(of node: Node) -> EdgeInsets? {
    if insetsAreControlChrome {
      return node.kindMayHaveControlChrome ? ControlChrome.insets(for: node) : nil
    }
    return controlInsetsStorage?(node)
  }

  /// A terminal: one cell per column and line; one cell between a row's children, none
  /// between a column's lines; `.padding()` is one cell; a button's label gets one cell each
  /// side (where a terminal draws its brackets); a symbol is two cells wide, like an emoji;
  /// controls get the cells ``ControlChrome`` draws around them.
  public static var monospace: LayoutMetrics {
    var metrics = LayoutMetrics(
      textMeasurer: MonospaceTextMeasurer(), horizontalSpacing: 1, verticalSpacing: 0, defaultPadding: 1,
      buttonInsets: EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1),
      symbolSize: CGSize(width: 2, height: 1), dividerThickness: 1, controlInsets: ControlChrome.insets(for:))
    metrics.insetsAreControlChrome = true
    return metrics
  }

  /// A pixel renderer in points, with iOS's defaults (8-point spacing and padding); text is
  /// measured in cells scaled to 8×16 points (a renderer with a real font supplies its own).
  public static var points: LayoutMetrics {
    LayoutMetrics(
      textMeasurer: ScaledTextMeasurer(base: MonospaceTextMeasurer(), cell: CGSize(width: 8, height: 16)),
      horizontalSpacing: 8, verticalSpacing: 8, defaultPadding: 8,
      buttonInsets: EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8),
      symbolSize: CGSize(width: 16, height: 16), dividerThickness: 1)
  }

  func spacing(along axis: Axis) -> CGFloat { axis == .horizontal ? horizontalSpacing : verticalSpacing }
}

/// A measurer that scales another's cells to `cell`-sized boxes.
public struct ScaledTextMeasurer: TextMeasurer {
  public var base: any TextMeasurer
  public var cell: CGSize

  public init(base: any TextMeasurer, cell: CGSize) {
    self.base = base
    self.cell = cell
  }

  public func layOut(_ text: String, font: Font?, width: CGFloat?, maxLines: Int?) -> TextLayout {
    var layout = base.layOut(text, font: font, width: width.map { $0 / cell.width }, maxLines: maxLines)
    layout.size = CGSize(width: layout.size.width * cell.width, height: layout.size.height * cell.height)
    return layout
  }

  public func size(of text: String, font: Font?, width: CGFloat?, maxLines: Int?) -> CGSize {
    let size = base.size(of: text, font: font, width: width.map { $0 / cell.width }, maxLines: maxLines)
    return CGSize(width: size.width * cell.width, height: size.height * cell.height)
  }
}
