/// The typed properties of a platform ``Node``. Every field is optional or has a neutral
/// default, so each node kind uses the fields that mean something for it.
///
/// Storage (issue 15): a node stores only what most nodes have — ``text``, ``isDisabled``,
/// ``isHighlighted`` — inline; every other field lives in one copy-on-write box that is
/// allocated when the first of them is set to a non-default value, so a text, a button or a
/// plain stack costs 32 bytes here (and in every ``NodeChange`` and ``NodeSnapshot`` that
/// carries its properties) instead of several hundred. Reading a boxed field of a node that
/// has none returns its default; the fields' accessors are in `NodeProperties+Layout.swift`
/// and `NodeProperties+Controls.swift`.
public struct NodeProperties: Equatable, Sendable {
  /// Every other field, `nil` while all are at their defaults. Read and written only through
  /// the public accessors (writes go through ``modifyRare(_:)``, which copies a shared box).
  /// First: the flags' byte then ends the value (25 bytes, not 32), and a ``Node`` keeps its
  /// own flags, its kind's code and its id in the seven bytes after them.
  @usableFromInline var rare: RareNodePropertiesBox?
  /// Text content: a `Text`'s string, a button's title, a text field's current value,
  /// an error node's message.
  public var text: String?
  /// ``isDisabled`` (bit 0) and ``isHighlighted`` (bit 1) in one byte: two `Bool`s made the
  /// value 26 bytes, and the byte saved lets a ``Node`` keep its id beside its kind's code
  /// (issue 15, round 13: a node of 72 bytes, not 88).
  @usableFromInline var flagBits: UInt8 = 0
  /// Whether a control ignores interaction.
  public var isDisabled: Bool {
    @inlinable get { flagBits & 1 != 0 }
    @inlinable set { flagBits = newValue ? flagBits | 1 : flagBits & ~1 }
  }
  /// Whether a row or control is highlighted (selected).
  public var isHighlighted: Bool {
    @inlinable get { flagBits & 2 != 0 }
    @inlinable set { flagBits = newValue ? flagBits | 2 : flagBits & ~2 }
  }

  public init() {}

  public static func == (lhs: NodeProperties, rhs: NodeProperties) -> Bool {
    guard lhs.flagBits == rhs.flagBits, lhs.text == rhs.text else { return false }
    // The boxes' values compared where they lie: `(lhs.rare?.value ?? .defaults) == …` copied
    // each out (a retain and a release of every string and array in it) and through an
    // optional first — ~370 instructions a side for a decorated node's refresh (issue 15
    // round 24).
    switch (lhs.rare, rhs.rare) {
    case (nil, nil): return true
    case (let left?, let right?): return left === right || left.value == right.value
    case (let left?, nil): return left.value == RareNodeProperties.defaults
    case (nil, let right?): return right.value == RareNodeProperties.defaults
    }
  }

  /// Changes the boxed fields in place: boxes them on the first write, copies the box first
  /// when another value shares it (copy on write).
  @inline(__always)
  mutating func modifyRare(_ change: (inout RareNodeProperties) -> Void) {
    if rare == nil {
      rare = RareNodePropertiesBox(RareNodeProperties.defaults)
    } else if !isKnownUniquelyReferenced(&rare) {
      rare = RareNodePropertiesBox(rare.unsafelyUnwrapped.value)
    }
    change(&rare.unsafelyUnwrapped.value)
  }
}

/// The fields of ``NodeProperties`` that most nodes leave at their defaults, stored out of
/// line (read and write them through ``NodeProperties``' properties of the same names).
struct RareNodeProperties: Equatable, Sendable {
  // Content and layout.
  var placeholder: String?
  var systemImageName: String?
  var title: String?
  var alignment: NodeAlignment?
  var spacing: Double?
  var frame: NodeFrame?
  var padding: EdgeInsets?
  var font: Font?
  var foreground: Color?
  var hostedRoot: String?
  var identifier: String?
  var defaultPadding: NodeEdges?
  var layoutPriority: Double = 0
  var fixedSize: NodeAxes?
  var lineLimit: Int?
  var layoutModifiers: [NodeLayoutModifier] = []
  // Controls and style.
  var isOn: Bool?
  var value: Double?
  var minimum: Double?
  var maximum: Double?
  var step: Double?
  var url: String?
  var isSecure: Bool = false
  var isHidden: Bool = false
  var emphasis: TextEmphasis = []
  var weight: FontWeight?
  var opacity: Double?
  var background: Color?
  var border: Color?
  var borderWidth: Double?
  var tint: Color?
  var role: String?
  var style: String?
  var labelsHidden: Bool = false
  var accessibilityLabel: String?
  var keyboardShortcut: String?
  var isFocused: Bool = false
  var isInactive: Bool = false
}

extension RareNodeProperties {
  /// Every field at its default.
  static let defaults = RareNodeProperties()
}

/// The box of ``NodeProperties/rare``. Copy on write: ``NodeProperties/modifyRare(_:)``
/// mutates ``value`` only while the box is uniquely referenced, so a box reachable from more
/// than one value (or thread) is never written; hence `@unchecked Sendable`.
@usableFromInline
final class RareNodePropertiesBox: @unchecked Sendable {
  /// Unchecked exclusivity: written only through ``NodeProperties/modifyRare(_:)`` while the
  /// box is uniquely referenced (no other access can be open), read in place by `==`.
  @exclusivity(unchecked) var value: RareNodeProperties
  init(_ value: RareNodeProperties) { self.value = value }
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

/// Text decorations, combined (`.bold().italic()`).
public struct TextEmphasis: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let bold = TextEmphasis(rawValue: 1)
  public static let italic = TextEmphasis(rawValue: 2)
  public static let underline = TextEmphasis(rawValue: 4)
  public static let strikethrough = TextEmphasis(rawValue: 8)

  /// The set names, in a fixed order (`bold italic underline strikethrough`).
  public var names: [String] {
    [
      (TextEmphasis.bold, "bold"), (.italic, "italic"), (.underline, "underline"),
      (.strikethrough, "strikethrough"),
    ]
    .filter { contains($0.0) }.map(\.1)
  }
}

/// A font weight, with SwiftUI's names.
public enum FontWeight: String, Hashable, Sendable {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
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
  /// A font with an explicit weight (`.system(size:weight:)`, `.weight(_:)`).
  indirect case weighted(Font, FontWeight)

  /// A system font of `size` points and `weight`, as SwiftUI's `.system(size:weight:)`.
  public static func system(size: Double, weight: FontWeight) -> Font {
    .weighted(.system(size: size), weight)
  }

  /// This font with `weight`.
  public func weight(_ weight: FontWeight) -> Font {
    if case .weighted(let base, _) = self { return .weighted(base, weight) }
    return .weighted(self, weight)
  }

  /// This font, bold.
  public func bold() -> Font { weight(.bold) }
}

/// A colour, with SwiftUI's common names.
public enum Color: Hashable, Sendable {
  case primary, secondary, accentColor, red, orange, yellow, green, blue, purple, pink, gray, black,
    white
  case rgb(red: Double, green: Double, blue: Double)
}
