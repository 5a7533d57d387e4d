/// The remote-hosting protocol's vocabulary (docs/remote.md documents the bytes).
///
/// Every message travels in a frame: a 4-byte big-endian length, then that many bytes — a
/// message type byte and its payload. Host → child types are below 0x80, child → host types
/// 0x80 and up. Every length is capped (``RemoteLimits``); a frame that breaks a cap or the
/// grammar is a protocol violation, never a crash. Pure Swift without Foundation or Graft
/// types, so the fuzz target compiles it alone.
public enum RemoteProtocol {
  /// The version both sides send in `hello`; a peer speaking another version is refused.
  public static let version: UInt32 = 1
}

/// The caps every decoder enforces. Outside bytes are hostile: nothing unbounded is accepted.
public struct RemoteLimits: Sendable, Equatable {
  /// The largest frame (type byte and payload), in bytes.
  public var maxFrameBytes = 1 << 20
  /// The longest string, in bytes of UTF-8.
  public var maxStringBytes = 64 * 1024
  /// The most nodes in one frame (every inserted node and its descendants).
  public var maxNodes = 10_000
  /// The most ops in one batch.
  public var maxOps = 10_000
  /// The deepest node nesting in one insert.
  public var maxDepth = 64
  /// The most properties one node may carry (each tag once).
  public var maxProperties = 16
  /// The longest custom node kind name, in bytes of UTF-8 (a type name, not a text: a
  /// generic Swift type's name fits).
  public var maxKindNameBytes = 1024

  public init() {}

  /// The caps both sides use unless told otherwise.
  public static let standard = RemoteLimits()
}

/// A value crossing the boundary: a binding's value, or a write to one.
public enum RemoteValue: Equatable, Sendable, CustomStringConvertible {
  case int(Int64)
  case double(Double)
  case bool(Bool)
  case string(String)

  public var description: String {
    switch self {
    case .int(let value): "\(value)"
    case .double(let value): "\(value)"
    case .bool(let value): "\(value)"
    case .string(let value): "\"\(value)\""
    }
  }
}

/// The node kinds a child may create (a child cannot make host, error or root nodes).
public enum RemoteKind: Equatable, Sendable {
  case text, button, textField, image, vstack, hstack, zstack, list, spacer, navigationStack
  case custom(String)
}

/// The properties a child may set on its nodes; `nil` is "not set".
public struct RemoteProperties: Equatable, Sendable {
  public var text: String?
  public var placeholder: String?
  public var systemImage: String?
  public var title: String?
  public var identifier: String?
  public var isDisabled = false
  public var isHighlighted = false
  /// Mounted but not shown: a navigation level under the top one (the host's renderers, layout
  /// and user lookups skip it, as they skip the host's own inactive nodes).
  public var isInactive = false
  public var spacing: Double?

  public init(text: String? = nil) { self.text = text }
}

/// A node and its subtree as the child describes it; ids are the child's own.
public struct RemoteNode: Equatable, Sendable {
  public var id: UInt64
  public var kind: RemoteKind
  public var properties: RemoteProperties
  public var children: [RemoteNode]

  public init(
    id: UInt64, kind: RemoteKind, properties: RemoteProperties = RemoteProperties(),
    children: [RemoteNode] = []
  ) {
    self.id = id
    self.kind = kind
    self.properties = properties
    self.children = children
  }
}

/// One change to the child's rendered tree. Parent id 0 is the child's root: the host's anchor.
/// Indices and `to` mean what they mean in GraftCore's `NodeChange`.
public enum RemoteOp: Equatable, Sendable {
  case insert(parent: UInt64, index: Int, node: RemoteNode)
  case remove(parent: UInt64, index: Int, count: Int)
  case move(parent: UInt64, from: Int, to: Int, count: Int)
  case update(node: UInt64, properties: RemoteProperties)
}

/// What a user did to a node the child rendered.
public enum RemoteEventKind: UInt8, Equatable, Sendable {
  case tap = 0
  case text = 1
  case submit = 2
}

/// Messages the host sends.
public enum RemoteHostMessage: Equatable, Sendable {
  /// First message: the protocol version.
  case hello(version: UInt32)
  /// A binding's current value (at start, and each time it changes).
  case value(name: String, value: RemoteValue)
  /// An environment value the host declared, as a string.
  case environment(key: String, value: String)
  /// Build the root now (every value and environment entry was sent before).
  case mount
  /// A user's interaction with the child's node `node`.
  case event(node: UInt64, kind: RemoteEventKind, text: String)
  /// The size offered to the content (negative: unconstrained on that axis).
  case size(width: Double, height: Double)
  /// A heartbeat; answered with `pong` carrying the same sequence number.
  case ping(sequence: UInt32)
}

/// Messages the child sends.
public enum RemoteChildMessage: Equatable, Sendable {
  /// First message: the protocol version.
  case hello(version: UInt32)
  /// The changes one update pass of the child made, in order.
  case batch([RemoteOp])
  /// The child wrote a binding.
  case write(name: String, value: RemoteValue)
  /// The answer to `ping`.
  case pong(sequence: UInt32)
}

/// Why bytes are not a valid message, naming where.
public struct RemoteProtocolError: Error, Equatable, Sendable, CustomStringConvertible {
  public let message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
