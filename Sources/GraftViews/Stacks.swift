import GraftCore

/// Arranges its children in a vertical line, as SwiftUI's `VStack`.
@MainActor
public struct VStack<Content: View>: NodeView {
  let alignment: HorizontalAlignment
  let spacing: Double?
  /// The stack's children: its typed content, read as its own type on every update (no box).
  public let typedNodeContent: Content

  public init(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    typedNodeContent = content()
  }

  public var nodeKind: NodeKind { .stack(.vertical) }

  public func nodeProperties(in environment: EnvironmentValues) -> NodeProperties { parameters.properties }

  /// Whether `node` holds this stack's alignment and spacing (its properties are made of
  /// nothing else).
  public func _nodeIsUpToDate(_ node: Node) -> Bool { parameters.areHeld(by: node) }

  private var parameters: StackParameters {
    StackParameters(alignment: alignment == .center ? nil : alignment.nodeAlignment, spacing: spacing)
  }
}

/// Arranges its children in a horizontal line, as SwiftUI's `HStack`.
@MainActor
public struct HStack<Content: View>: NodeView {
  let alignment: VerticalAlignment
  let spacing: Double?
  /// The stack's children: its typed content, read as its own type on every update (no box).
  public let typedNodeContent: Content

  public init(
    alignment: VerticalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    typedNodeContent = content()
  }

  public var nodeKind: NodeKind { .stack(.horizontal) }

  public func nodeProperties(in environment: EnvironmentValues) -> NodeProperties { parameters.properties }

  /// Whether `node` holds this stack's alignment and spacing (its properties are made of
  /// nothing else).
  public func _nodeIsUpToDate(_ node: Node) -> Bool { parameters.areHeld(by: node) }

  private var parameters: StackParameters {
    StackParameters(alignment: alignment == .center ? nil : alignment.nodeAlignment, spacing: spacing)
  }
}

/// Overlays its children, as SwiftUI's `ZStack`.
@MainActor
public struct ZStack<Content: View>: NodeView {
  let alignment: Alignment
  /// The stack's children: its typed content, read as its own type on every update (no box).
  public let typedNodeContent: Content

  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    typedNodeContent = content()
  }

  public var nodeKind: NodeKind { .stack(.depth) }

  public func nodeProperties(in environment: EnvironmentValues) -> NodeProperties { parameters.properties }

  /// Whether `node` holds this stack's alignment (its properties are made of nothing else).
  public func _nodeIsUpToDate(_ node: Node) -> Bool { parameters.areHeld(by: node) }

  private var parameters: StackParameters {
    StackParameters(alignment: alignment == .center ? nil : alignment.nodeAlignment, spacing: nil)
  }
}

/// What a stack's node properties are made of: its alignment (`nil` for the center) and its
/// spacing. One value makes the properties and answers whether a node holds them, so the two
/// cannot drift apart.
private struct StackParameters {
  let alignment: NodeAlignment?
  let spacing: Double?

  /// The node properties of a stack with these parameters.
  var properties: NodeProperties {
    var properties = NodeProperties()
    properties.alignment = alignment
    properties.spacing = spacing
    return properties
  }

  /// Whether `node`, last refreshed from a stack of the same type (its properties then are
  /// that stack's ``properties``), holds these parameters: two fields read in place
  /// (`Node.alignment`, `Node.spacing`), no properties made.
  @MainActor
  func areHeld(by node: Node) -> Bool {
    guard node.alignment == alignment else { return false }
    return node.spacing == spacing
  }
}

/// A scrolling list of rows, as SwiftUI's `List`.
@MainActor
public struct List<Content: View>: NodeView {
  /// The stack's children: its typed content, read as its own type on every update (no box).
  public let typedNodeContent: Content

  public init(@ViewBuilder content: () -> Content) {
    typedNodeContent = content()
  }

  public var nodeKind: NodeKind { .list }

  public func nodeProperties(in environment: EnvironmentValues) -> NodeProperties { NodeProperties() }

  /// Always: a list's properties are empty, whatever its value.
  public func _nodeIsUpToDate(_ node: Node) -> Bool { true }
}

extension List {
  /// A list with one row per element of `data`, keyed by `id`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
    typedNodeContent = ForEach(data, content: rowContent)
  }
}
