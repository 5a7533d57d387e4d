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
  /// The control and style properties (issue 18), boxed: most nodes set none of them, and a
  /// node's properties stay as small as before they existed. `nil` when all are default.
  private var controls: ControlPropertiesBox?

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

/// The properties controls and style modifiers set, stored out of line in ``NodeProperties``
/// (read and write them through ``NodeProperties``' properties of the same names).
struct ControlProperties: Equatable, Sendable {
  /// A toggle's state, a picker option's or tab's selection, a disclosure group's expansion.
  var isOn: Bool?
  /// A stepper's, slider's or progress view's number.
  var value: Double?
  /// The bounds of ``value`` (a stepper's or slider's range; a progress view's total).
  var minimum: Double?
  var maximum: Double?
  /// The increment of a stepper or slider.
  var step: Double?
  /// A link's destination.
  var url: String?
  /// Whether a text field hides what is typed (`SecureField`).
  var isSecure = false
  /// Whether the node is hidden (`.hidden()`): it keeps its place but is not drawn.
  var isHidden = false
  /// Text emphasis (`.bold()`, `.italic()`, `.underline()`, `.strikethrough()`).
  var emphasis = TextEmphasis()
  /// A font weight (`.font(.system(size:weight:))`, `.fontWeight(_:)`).
  var weight: FontWeight?
  /// Opacity from 0 to 1 (`.opacity(_:)`); `nil` is opaque.
  var opacity: Double?
  /// A background colour (`.background(_:)`).
  var background: Color?
  /// A border colour and width (`.border(_:width:)`).
  var border: Color?
  var borderWidth: Double?
  /// The accent colour of controls (`.tint(_:)`).
  var tint: Color?
  /// A button's role (`destructive`, `cancel`).
  var role: String?
  /// A control's style name (`.buttonStyle(.bordered)` → `bordered`, `.pickerStyle(.segmented)`…)
  /// or a presentation's kind (`alert`, `confirmationDialog`, `sheet`).
  var style: String?
  /// Whether a control's label is hidden (`.labelsHidden()`).
  var labelsHidden = false
  /// What assistive technology reads (`.accessibilityLabel(_:)`).
  var accessibilityLabel: String?
  /// A control's keyboard shortcut (`.keyboardShortcut(_:)`), e.g. `return`, `cmd+n`.
  var keyboardShortcut: String?
  /// Whether a text field has the keyboard focus (`.focused(_:)`).
  var isFocused = false
  /// Whether the node and its subtree are mounted but not shown (a navigation level under the
  /// one on top).
  var isInactive = false
}

extension ControlProperties {
  /// Every property at its default.
  static let defaults = ControlProperties()
}

/// An immutable box around non-default ``ControlProperties`` (a write makes a new box).
final class ControlPropertiesBox: Equatable, Sendable {
  let value: ControlProperties
  init(_ value: ControlProperties) { self.value = value }
  static func == (lhs: ControlPropertiesBox, rhs: ControlPropertiesBox) -> Bool {
    lhs === rhs || lhs.value == rhs.value
  }
}

extension NodeProperties {
  /// The boxed control properties, default when none are set.
  private var control: ControlProperties {
    get { controls?.value ?? ControlProperties.defaults }
    set { controls = newValue == ControlProperties.defaults ? nil : ControlPropertiesBox(newValue) }
  }

  /// A toggle's state, a picker option's or tab's selection, a disclosure group's expansion.
  public var isOn: Bool? {
    get { controls?.value.isOn ?? ControlProperties.defaults.isOn }
    set {
      if controls == nil, newValue == nil { return }  // The common case: nothing boxed.
      control.isOn = newValue
    }
  }
  /// A stepper's, slider's or progress view's number.
  public var value: Double? {
    get { controls?.value.value ?? ControlProperties.defaults.value }
    set {
      if controls == nil, newValue == nil { return }  // The common case: nothing boxed.
      control.value = newValue
    }
  }
  /// The bounds of ``value`` (a stepper's or slider's range; a progress view's total).
  public var minimum: Double? {
    get { controls?.value.minimum ?? ControlProperties.defaults.minimum }
    set {
      if controls == nil, newValue == nil { return }  // The common case: nothing boxed.
      control.minimum = newValue
    }
  }
  /// The upper bound of ``value``.
  public var maximum: Double? {
    get { controls?.value.maximum ?? ControlProperties.defaults.maximum }
    set {
      if controls == nil, newValue == nil { return }  // The common case: nothing boxed.
      control.maximum = newValue
    }
  }
  /// The increment of a stepper or slider.
  public var step: Double? {
    get { controls?.value.step ?? ControlProperties.defaults.step }
    set {
      if controls == nil, newValue == nil { return }  // The common case: nothing boxed.
      control.step = newValue
    }
  }
  /// A link's destination.
  public var url: String? {
    get { controls?.value.url ?? ControlProperties.defaults.url }
    set {
      if controls == nil, newValue == nil { return }  // The common case: nothing boxed.
      control.url = newValue
    }
  }
  /// Whether a text field hides what is typed (`SecureField`).
  public var isSecure: Bool {
    get { controls?.value.isSecure ?? ControlProperties.defaults.isSecure }
    set {
      if controls == nil, newValue == false { return }  // The common case: nothing boxed.
      control.isSecure = newValue
    }
  }
  /// Whether the node is hidden (`.hidden()`): it keeps its place but is not drawn.
  public var isHidden: Bool {
    get { controls?.value.isHidden ?? ControlProperties.defaults.isHidden }
    set {
      if controls == nil, newValue == false { return }  // The common case: nothing boxed.
      control.isHidden = newValue
    }
  }
  /// Text emphasis (`.bold()`, `.italic()`, `.underline()`, `.strikethrough()`).
  public var emphasis: TextEmphasis {
    get { controls?.value.emphasis ?? ControlProperties.defaults.emphasis }
    set {
      if controls == nil, newValue == [] { return }  // The common case: nothing boxed.
      control.emphasis = newValue
    }
  }
  /// A font weight (`.font(.system(size:weight:))`, `.fontWeight(_:)`).
  public var weight: FontWeight? {
    get { controls?.value.weight ?? ControlProperties.defaults.weight }
    set {
      if controls == nil, newValue == nil { return }  // The common case: nothing boxed.
      control.weight = newValue
    }
  }
  /// Opacity from 0 to 1 (`.opacity(_:)`); `nil` is opaque.
  public var opacity: Double? {
    get { controls?.value.opacity ?? ControlProperties.defaults.opacity }
    set {
      if controls == nil, newValue == nil { return }  // The common case: nothing boxed.
      control.opacity = newValue
    }
  }
  /// A background colour (`.background(_:)`).
  public var background: Color? {
    get { controls?.value.background ?? ControlProperties.defaults.background }
    set {
      if controls == nil, newValue == nil { return }  // The common case: nothing boxed.
      control.background = newValue
    }
  }
  /// A border colour and width (`.border(_:width:)`).
  public var border: Color? {
    get { controls?.value.border ?? ControlProperties.defaults.border }
    set {
      if controls == nil, newValue == nil { return }  // The common case: nothing boxed.
      control.border = newValue
    }
  }
  /// The border's width in points.
  public var borderWidth: Double? {
    get { controls?.value.borderWidth ?? ControlProperties.defaults.borderWidth }
    set {
      if controls == nil, newValue == nil { return }  // The common case: nothing boxed.
      control.borderWidth = newValue
    }
  }
  /// The accent colour of controls (`.tint(_:)`).
  public var tint: Color? {
    get { controls?.value.tint ?? ControlProperties.defaults.tint }
    set {
      if controls == nil, newValue == nil { return }  // The common case: nothing boxed.
      control.tint = newValue
    }
  }
  /// A button's role (`destructive`, `cancel`).
  public var role: String? {
    get { controls?.value.role ?? ControlProperties.defaults.role }
    set {
      if controls == nil, newValue == nil { return }  // The common case: nothing boxed.
      control.role = newValue
    }
  }
  /// A control's style name (`.buttonStyle(.bordered)` → `bordered`, `.pickerStyle(.segmented)`…)
  /// or a presentation's kind (`alert`, `confirmationDialog`, `sheet`).
  public var style: String? {
    get { controls?.value.style ?? ControlProperties.defaults.style }
    set {
      if controls == nil, newValue == nil { return }  // The common case: nothing boxed.
      control.style = newValue
    }
  }
  /// Whether a control's label is hidden (`.labelsHidden()`).
  public var labelsHidden: Bool {
    get { controls?.value.labelsHidden ?? ControlProperties.defaults.labelsHidden }
    set {
      if controls == nil, newValue == false { return }  // The common case: nothing boxed.
      control.labelsHidden = newValue
    }
  }
  /// What assistive technology reads (`.accessibilityLabel(_:)`).
  public var accessibilityLabel: String? {
    get { controls?.value.accessibilityLabel ?? ControlProperties.defaults.accessibilityLabel }
    set {
      if controls == nil, newValue == nil { return }  // The common case: nothing boxed.
      control.accessibilityLabel = newValue
    }
  }
  /// A control's keyboard shortcut (`.keyboardShortcut(_:)`), e.g. `return`, `cmd+n`.
  public var keyboardShortcut: String? {
    get { controls?.value.keyboardShortcut ?? ControlProperties.defaults.keyboardShortcut }
    set {
      if controls == nil, newValue == nil { return }  // The common case: nothing boxed.
      control.keyboardShortcut = newValue
    }
  }
  /// Whether a text field has the keyboard focus (`.focused(_:)`).
  public var isFocused: Bool {
    get { controls?.value.isFocused ?? ControlProperties.defaults.isFocused }
    set {
      if controls == nil, newValue == false { return }  // The common case: nothing boxed.
      control.isFocused = newValue
    }
  }
}

extension NodeProperties {
  /// Whether the node and its subtree are mounted but not shown: a `NavigationStack` level
  /// under the one on top keeps its views (and their state) this way. Renderers draw nothing
  /// of it, layout gives it no place, and lookups that play the user's part
  /// (``Node/forEachShownInTree(_:)``) do not see it.
  public var isInactive: Bool {
    get { controls?.value.isInactive ?? ControlProperties.defaults.isInactive }
    set {
      if controls == nil, newValue == false { return }  // The common case: nothing boxed.
      control.isInactive = newValue
    }
  }
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
