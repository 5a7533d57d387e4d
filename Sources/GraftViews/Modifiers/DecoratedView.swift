import GraftCore

/// A change a layout modifier makes to the nodes its content contributes. Applying one sets a
/// field (where two nest, the outer one wins) and, for layout modifiers, appends to
/// `NodeProperties/layoutModifiers`, which ``Element/decorated(_:)`` rebuilds from scratch
/// each time, so re-applying decorations to a node's current properties is idempotent.
public enum NodeDecoration: Equatable, Sendable {
  case frame(NodeFrame)
  case padding(EdgeInsets)
  case title(String)
  case identifier(String)
  case defaultPadding(NodeEdges)
  case layoutPriority(Double)
  case fixedSize(NodeAxes)

  func apply(to properties: inout NodeProperties) {
    switch self {
    case .defaultPadding(let edges):
      properties.defaultPadding = edges
      properties.layoutModifiers.append(.defaultPadding(edges))
    case .layoutPriority(let priority): properties.layoutPriority = priority
    case .fixedSize(let axes):
      properties.fixedSize = axes
      properties.layoutModifiers.append(.fixedSize(axes))
    case .frame(let frame):
      properties.frame = frame
      properties.layoutModifiers.append(.frame(frame))
    case .padding(let insets):
      properties.padding = insets
      properties.layoutModifiers.append(.padding(insets))
    case .title(let title): properties.title = title
    case .identifier(let identifier): properties.identifier = identifier
    }
  }
}

/// Content whose top-level nodes carry a decoration (`.frame`, `.padding`, `.navigationTitle`).
@MainActor
public struct DecoratedView<Content: View>: PrimitiveView, DecoratingView {
  /// Stored first, at a fixed offset (see ``StoredPropertyAddress``).
  let decoration: NodeDecoration
  let content: Content

  /// `content` carrying `decoration`. Usable from inlinable code: the modifiers below are
  /// inlinable, so a body's modifier chain is built where its types are known (see there).
  @usableFromInline init(content: Content, decoration: NodeDecoration) {
    self.decoration = decoration
    self.content = content
  }

  /// The content where it lies: after ``decoration`` (see ``StoredPropertyAddress``).
  static func withContent(of view: UnsafePointer<Self>, _ body: (UnsafePointer<Content>) -> Void) {
    body(
      StoredPropertyAddress.second(
        of: view, after: NodeDecoration.self, as: Content.self,
        declaredAt: MemoryLayout<Self>.offset(of: \Self.content)))
  }

  /// The decoration where it lies: stored first.
  static func decoration(of view: UnsafePointer<Self>) -> NodeDecoration {
    StoredPropertyAddress.first(
      of: view, as: NodeDecoration.self, declaredAt: MemoryLayout<Self>.offset(of: \Self.decoration)
    ).pointee
  }

  public static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    DecoratingElement(view: view, context: context)
  }

  static func apply(_ decoration: NodeDecoration, to properties: inout NodeProperties) {
    decoration.apply(to: &properties)
  }
}

extension View {
  // The modifiers are inlinable and take the view `consuming`: compiled once in this module,
  // each call from a body looked `DecoratedView<Self>`'s metadata up at run time (~460
  // instructions a modifier, on every evaluation of the body), and a borrowed `self` was
  // copied into the decorated view and the caller's value destroyed after. The decoration is
  // worked out by a non-generic helper, which needs no specialization (issue 15 round 24).

  /// Fixed or flexible size constraints, as SwiftUI's `.frame`; `.infinity` fills the offer.
  @inlinable public consuming func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) -> DecoratedView<Self> {
    DecoratedView(
      content: self,
      decoration: .flexibleFrame(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
        idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
  }

  /// A fixed size, as SwiftUI's `.frame(width:height:alignment:)`.
  @inlinable public consuming func frame(
    width: Double? = nil, height: Double? = nil, alignment: Alignment = .center
  )
    -> DecoratedView<Self>
  {
    DecoratedView(content: self, decoration: .fixedFrame(width: width, height: height, alignment: alignment))
  }

  /// `length` on every edge.
  @inlinable public consuming func padding(_ length: Double) -> DecoratedView<Self> {
    DecoratedView(
      content: self,
      decoration: .padding(EdgeInsets(top: length, leading: length, bottom: length, trailing: length)))
  }

  /// Explicit insets.
  @inlinable public consuming func padding(_ insets: EdgeInsets) -> DecoratedView<Self> {
    DecoratedView(content: self, decoration: .padding(insets))
  }

  /// An identifier tests and renderers can find the content's nodes by.
  @inlinable public consuming func accessibilityIdentifier(_ identifier: String) -> DecoratedView<Self> {
    DecoratedView(content: self, decoration: .identifier(identifier))
  }
}

extension NodeDecoration {
  /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`'s decoration.
  @usableFromInline static func flexibleFrame(
    minWidth: Double?, idealWidth: Double?, maxWidth: Double?, minHeight: Double?, idealHeight: Double?,
    maxHeight: Double?, alignment: Alignment
  ) -> NodeDecoration {
    .frame(
      NodeFrame(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
        idealHeight: idealHeight, maxHeight: maxHeight,
        alignment: alignment == .center ? nil : alignment.nodeAlignment))
  }

  /// `.frame(width:height:alignment:)`'s decoration.
  @usableFromInline static func fixedFrame(width: Double?, height: Double?, alignment: Alignment)
    -> NodeDecoration
  {
    .frame(
      NodeFrame(width: width, height: height, alignment: alignment == .center ? nil : alignment.nodeAlignment)
    )
  }
}
