import GraftCore

/// The runtime-neutral seam between a host and a subtree reconciled by someone else — a Graft
/// `HostingController`, a foreign runtime's composition, a C component. The hosting side talks
/// to hosted content only through this protocol.
///
/// Contract (all on the loop thread):
/// - ``mountHostedContent(_:)`` once, inside the pass that mounts the host node; the content
///   builds under `context.hostNode`, scheduling its own root (which reconciles later in the
///   same pass, after the host's root, since its nesting depth is deeper).
/// - ``hostEnvironmentDidChange(_:)`` whenever the host position's environment changes.
/// - ``updateGeneration`` increases each time new inputs are pushed in or the content is
///   invalidated; together with ``hostedRoot``'s dirty state it lets the host tell whether an
///   update hook touched the content (the stale-embed check).
/// - ``measure(_:)`` answers a size for a proposal; `nil` means "no opinion" (the hosted
///   content's own layout decides). The layout engine calls it at the end of a pass, when the
///   representable's `sizeThatFits` answered `nil`, once per new proposal (answers are cached
///   until the content changes); it must not write state or change the tree.
/// - ``unmountHostedContent()`` once, when the host leaves the tree or is torn down; after it
///   the content must not touch the tree.
@MainActor
public protocol HostedRoot: AnyObject {
  func mountHostedContent(_ context: HostingContext)
  func hostEnvironmentDidChange(_ environment: EnvironmentValues)
  var updateGeneration: Int { get }
  /// The update root reconciling the content, once mounted.
  var hostedRoot: UpdateRoot? { get }
  func measure(_ proposal: ProposedSize) -> MeasuredSize?
  func unmountHostedContent()
}

extension HostedRoot {
  public func measure(_ proposal: ProposedSize) -> MeasuredSize? { nil }
}

/// Where hosted content is mounted.
@MainActor
public struct HostingContext {
  /// The graph shared with the host (one dependency graph per loop).
  public let graph: UpdateGraph
  /// The node the content's nodes go under; it belongs to the host.
  public let hostNode: Node
  /// The nesting depth for the hosted root: host root's depth + 1.
  public let nestingDepth: Int
  /// The environment of the host position.
  public let environment: EnvironmentValues

  public init(graph: UpdateGraph, hostNode: Node, nestingDepth: Int, environment: EnvironmentValues) {
    self.graph = graph
    self.hostNode = hostNode
    self.nestingDepth = nestingDepth
    self.environment = environment
  }
}

/// A size offered to content (`nil` on an axis: unconstrained).
public struct ProposedSize: Equatable, Sendable {
  public var width: Double?
  public var height: Double?
  public init(width: Double? = nil, height: Double? = nil) {
    self.width = width
    self.height = height
  }
}

/// A size content asks for.
public struct MeasuredSize: Equatable, Sendable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}
