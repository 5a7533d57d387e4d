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
  let content: Content
  let decoration: NodeDecoration

  public static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    DecoratingElement(view: view, context: context)
  }

  static func apply(_ decoration: NodeDecoration, to properties: inout NodeProperties) {
    decoration.apply(to: &properties)
  }
}

extension View {
  /// Fixed or flexible size constraints, as SwiftUI's `.frame`; `.infinity` fills the offer.
  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) -> DecoratedView<Self> {
    DecoratedView(
      content: self,
      decoration: .frame(
        NodeFrame(
          minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
          idealHeight: idealHeight, maxHeight: maxHeight,
          alignment: alignment == .center ? nil : alignment.nodeAlignment)))
  }

  /// A fixed size, as SwiftUI's `.frame(width:height:alignment:)`.
  public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
    -> DecoratedView<Self>
  {
    DecoratedView(
      content: self,
      decoration: .frame(
        NodeFrame(
          width: width, height: height, alignment: alignment == .center ? nil : alignment.nodeAlignment)))
  }

  /// `length` on every edge.
  public func padding(_ length: Double) -> DecoratedView<Self> {
    DecoratedView(
      content: self,
      decoration: .padding(EdgeInsets(top: length, leading: length, bottom: length, trailing: length)))
  }

  /// Explicit insets.
  public func padding(_ insets: EdgeInsets) -> DecoratedView<Self> {
    DecoratedView(content: self, decoration: .padding(insets))
  }

  /// An identifier tests and renderers can find the content's nodes by.
  public func accessibilityIdentifier(_ identifier: String) -> DecoratedView<Self> {
    DecoratedView(content: self, decoration: .identifier(identifier))
  }
}
