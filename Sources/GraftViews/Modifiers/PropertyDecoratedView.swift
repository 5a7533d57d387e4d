import GraftCore

/// A change a modifier makes to the properties of the nodes its content contributes
/// (`.opacity`, `.hidden`, `.background(_:)`, `.border`, `.accessibilityLabel`,
/// `.keyboardShortcut`, `.focused`). Applying one sets, never accumulates; where two of a kind
/// nest, the outer one wins.
public enum PropertyDecoration: Equatable, Sendable {
  case opacity(Double)
  case hidden
  case background(Color)
  case border(Color, width: Double)
  case accessibilityLabel(String)
  case keyboardShortcut(String)
  case focused(Bool)

  func apply(to properties: inout NodeProperties) {
    switch self {
    case .opacity(let value): properties.opacity = min(max(value, 0), 1)
    case .hidden: properties.isHidden = true
    case .background(let color): properties.background = color
    case .border(let color, let width):
      properties.border = color
      properties.borderWidth = width
    case .accessibilityLabel(let label): properties.accessibilityLabel = label
    case .keyboardShortcut(let shortcut): properties.keyboardShortcut = shortcut
    case .focused(let isFocused): properties.isFocused = isFocused
    }
  }
}

/// Content whose top-level nodes carry a ``PropertyDecoration``.
@MainActor
public struct PropertyDecoratedView<Content: View>: PrimitiveView, DecoratingView {
  /// Stored first, at a fixed offset (see ``StoredPropertyAddress``).
  let decoration: PropertyDecoration
  let content: Content

  init(content: Content, decoration: PropertyDecoration) {
    self.decoration = decoration
    self.content = content
  }

  /// The content where it lies: after ``decoration``.
  static func withContent(of view: UnsafePointer<Self>, _ body: (UnsafePointer<Content>) -> Void) {
    body(
      StoredPropertyAddress.second(
        of: view, after: PropertyDecoration.self, as: Content.self,
        declaredAt: MemoryLayout<Self>.offset(of: \Self.content)))
  }

  /// The decoration where it lies: stored first.
  static func decoration(of view: UnsafePointer<Self>) -> PropertyDecoration {
    StoredPropertyAddress.first(
      of: view, as: PropertyDecoration.self, declaredAt: MemoryLayout<Self>.offset(of: \Self.decoration)
    ).pointee
  }

  public static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    DecoratingElement(view: view, context: context)
  }

  static func apply(_ decoration: PropertyDecoration, to properties: inout NodeProperties) {
    decoration.apply(to: &properties)
  }
}

extension View {
  /// Draws this view's nodes with `opacity` (clamped to 0…1).
  public func opacity(_ opacity: Double) -> PropertyDecoratedView<Self> {
    PropertyDecoratedView(content: self, decoration: .opacity(opacity))
  }

  /// Hides this view's nodes; they keep their place (and stay in the tree, marked hidden).
  public func hidden() -> PropertyDecoratedView<Self> {
    PropertyDecoratedView(content: self, decoration: .hidden)
  }

  /// Fills this view's nodes' background with `color`.
  public func background(_ color: Color) -> PropertyDecoratedView<Self> {
    PropertyDecoratedView(content: self, decoration: .background(color))
  }

  /// Draws a border of `color`, `width` points wide, around this view's nodes.
  public func border(_ color: Color, width: Double = 1) -> PropertyDecoratedView<Self> {
    PropertyDecoratedView(content: self, decoration: .border(color, width: width))
  }

  /// What assistive technology reads for this view's nodes.
  public func accessibilityLabel(_ label: String) -> PropertyDecoratedView<Self> {
    PropertyDecoratedView(content: self, decoration: .accessibilityLabel(label))
  }

  /// A keyboard shortcut for this view's control (`.keyboardShortcut(.defaultAction)`,
  /// `.keyboardShortcut("n", modifiers: .command)`). Renderers show it; the live page presses
  /// the control when the keys are typed.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> PropertyDecoratedView<Self> {
    PropertyDecoratedView(content: self, decoration: .keyboardShortcut(shortcut.description))
  }

  /// A keyboard shortcut from a key and modifiers (⌘ by default, as in SwiftUI).
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
    -> PropertyDecoratedView<Self>
  {
    keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
  }

  /// A view above this one, aligned within it (a `ZStack` of this view, then `overlay`).
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> ZStack<TupleView<Self, V>>
  {
    let overlay = content()
    return ZStack(alignment: alignment) { TupleView(self, overlay) }
  }

  /// A view behind this one (a `ZStack` of `background`, then this view).
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> ZStack<TupleView<V, Self>>
  {
    let background = content()
    return ZStack(alignment: alignment) { TupleView(background, self) }
  }
}
