/// A stable identifier of a ``Node`` within its ``NodeTree``. Never reused.
public struct NodeID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { "#\(rawValue)" }
}

/// The axis of a stack node.
public enum StackAxis: String, Sendable, Hashable {
  case vertical, horizontal, depth
}

/// What a platform node is. Renderers switch over this; runtimes create nodes of these kinds.
public enum NodeKind: Hashable, Sendable, CustomStringConvertible {
  /// The tree's root.
  case root
  /// A run of text (``NodeProperties/text``).
  case text
  /// A button. Its title is ``NodeProperties/text`` or, for a custom label, its children.
  case button
  /// An editable single-line text field (value in ``NodeProperties/text``).
  case textField
  /// A symbol image (``NodeProperties/systemImageName``).
  case image
  /// A stack laying its children out along an axis.
  case stack(StackAxis)
  /// A scrolling list of rows.
  case list
  /// Flexible space.
  case spacer
  /// A navigation container (title in ``NodeProperties/title``).
  case navigationStack
  /// A host node: its children belong to another root (``NodeProperties/hostedRoot`` names it).
  case host
  /// A node shown in place of a component that failed (message in ``NodeProperties/text``).
  case error
  /// A node kind a runtime or component defines itself.
  case custom(String)

  public var description: String {
    switch self {
    case .root: "Root"
    case .text: "Text"
    case .button: "Button"
    case .textField: "TextField"
    case .image: "Image"
    case .stack(.vertical): "VStack"
    case .stack(.horizontal): "HStack"
    case .stack(.depth): "ZStack"
    case .list: "List"
    case .spacer: "Spacer"
    case .navigationStack: "NavigationStack"
    case .host: "Host"
    case .error: "Error"
    case .custom(let name): name
    }
  }
}
