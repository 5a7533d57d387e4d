/// The typed properties of a platform ``Node``. Every field is optional or has a neutral
/// default, so each node kind uses the fields that mean something for it.
public struct NodeProperties: Equatable, Sendable {
  /// Text content: a `Text`'s string, a button's title, a text field's current value,
  /// an error node's message.
  public var text: String?
  /// A text field's placeholder.
  public var placeholder: String?
  /// An image's symbol name.
  public var systemImageName: String?
  /// A navigation container's title.
  public var title: String?
  /// A stack's alignment.
  public var alignment: NodeAlignment?
  /// A stack's spacing.
  public var spacing: Double?
  /// Size constraints from `.frame(...)`.
  public var frame: NodeFrame?
  /// Insets from `.padding(...)`.
  public var padding: EdgeInsets?
  /// The font a text is drawn with.
  public var font: Font?
  /// The foreground colour.
  public var foreground: Color?
  /// Whether a control ignores interaction.
  public var isDisabled = false
  /// Whether a row or control is highlighted (selected).
  public var isHighlighted = false
  /// The name of the root hosted under a host node.
  public var hostedRoot: String?
  /// A stable identifier a renderer or test can query (from `.id(_:)`/accessibility).
  public var identifier: String?
  /// Edges padded by the renderer's default amount (`.padding()` with no length); added to
  /// ``padding``. The layout engine's metrics say how much that is.
  public var defaultPadding: NodeEdges?
  /// The priority a stack gives this node when sharing out space (`.layoutPriority(_:)`).
  public var layoutPriority: Double = 0
  /// Axes on which the node takes its ideal size whatever it is offered (`.fixedSize()`).
  public var fixedSize: NodeAxes?
  /// The most lines a text wraps to (`.lineLimit(_:)`); `nil` means no limit.
  public var lineLimit: Int?
  /// The layout modifiers around the node in the order they were written, innermost first
  /// (`Text("a").padding(1).frame(width: 9)` → padding, then frame). ``frame`` and ``padding``
  /// keep only the outermost of each kind (for renderers that style boxes); layout reads this
  /// list when it is not empty, so `.frame().padding()` and nested frames lay out as SwiftUI's.
  public var layoutModifiers: [NodeLayoutModifier] = []

  public init() {}
}

/// One layout modifier around a node (see ``NodeProperties/layoutModifiers``).
public enum NodeLayoutModifier: Equatable, Sendable {
  case frame(NodeFrame)
  case padding(EdgeInsets)
  /// The renderer's default padding on these edges.
  case defaultPadding(NodeEdges)
  case fixedSize(NodeAxes)
}

/// A set of edges (`.padding(.horizontal)`).
public struct NodeEdges: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let top = NodeEdges(rawValue: 1)
  public static let leading = NodeEdges(rawValue: 2)
  public static let bottom = NodeEdges(rawValue: 4)
  public static let trailing = NodeEdges(rawValue: 8)
  public static let all: NodeEdges = [.top, .leading, .bottom, .trailing]
}

/// A set of axes (`.fixedSize(horizontal:vertical:)`).
public struct NodeAxes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let horizontal = NodeAxes(rawValue: 1)
  public static let vertical = NodeAxes(rawValue: 2)
}

/// Alignment of a stack's children.
public enum NodeAlignment: String, Sendable, Hashable {
  case leading, center, trailing, top, bottom, firstTextBaseline, lastTextBaseline
  case topLeading, topTrailing, bottomLeading, bottomTrailing
}

/// Size constraints; `nil` means unconstrained, `.infinity` means "as large as offered".
/// `width`/`height` are the fixed sizes of `.frame(width:height:)`; the flexible form
/// `.frame(minWidth:idealWidth:maxWidth:…)` sets the min/ideal/max fields. When a fixed size
/// is set on an axis, the flexible fields of that axis are ignored by layout.
public struct NodeFrame: Equatable, Sendable {
  public var width: Double?
  public var height: Double?
  public var idealWidth: Double?
  public var idealHeight: Double?
  public var minWidth: Double?
  public var maxWidth: Double?
  public var minHeight: Double?
  public var maxHeight: Double?
  public var alignment: NodeAlignment?

  public init(
    width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, maxHeight: Double? = nil, alignment: NodeAlignment? = nil
  ) {
    self.width = width
    self.height = height
    self.minWidth = minWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.maxHeight = maxHeight
    self.alignment = alignment
  }

  /// A flexible frame (`.frame(minWidth:idealWidth:maxWidth:…)`).
  public init(
    minWidth: Double?, idealWidth: Double?, maxWidth: Double?, minHeight: Double?, idealHeight: Double?,
    maxHeight: Double?, alignment: NodeAlignment?
  ) {
    self.init(
      minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight, alignment: alignment
    )
    self.idealWidth = idealWidth
    self.idealHeight = idealHeight
  }
}

/// Insets on each edge.
public struct EdgeInsets: Equatable, Sendable {
  public var top, leading, bottom, trailing: Double
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// A text style, with SwiftUI's names.
public enum Font: Hashable, Sendable {
  case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption,
    caption2
  case system(size: Double)
}

/// A colour, with SwiftUI's common names.
public enum Color: Hashable, Sendable {
  case primary, secondary, accentColor, red, orange, yellow, green, blue, purple, pink, gray, black,
    white
  case rgb(red: Double, green: Double, blue: Double)
}
