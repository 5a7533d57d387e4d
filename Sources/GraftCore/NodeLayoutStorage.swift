import Foundation

/// The out-of-line layout fields of one ``Node`` — its ``Node/layoutFrame`` and
/// ``Node/layoutBehavior`` — and the base class of a layout engine's per-node storage
/// (``Node/layoutStorage``): an engine subclasses it, so a laid-out node has one layout object
/// (this one, made by the engine) rather than a frame box plus an engine record, one allocation
/// fewer per node. A node without a frame, behavior or engine storage has none.
///
/// Owned by its node alone; loop thread only. The two fields are the core's (internal, read and
/// written through the node); a subclass adds its own.
@MainActor
open class NodeLayoutStorage {
  // Unchecked exclusivity: main actor only (its node's), and each access is an instantaneous
  // load or store of a value or reference (nothing is held across a call that could reach the
  // same field); the layout engine reads `frame` once per placed or moved node.
  // `@usableFromInline` for ``Node``'s inlined getters (``Node/layoutFrame``,
  // ``Node/layoutBehavior``): read from the engine, each getter was a call into this module.
  @exclusivity(unchecked) @usableFromInline final var frame: CGRect?
  @exclusivity(unchecked) @usableFromInline final var behavior: AnyObject?
  /// The node's handler box (see ``Node/handlers``): a node keeps its layout record and its
  /// handlers in one word (``Node/side``), and the record holds the box when there are both.
  @exclusivity(unchecked) final var handlers = NodeHandlerStorage()

  public init() {}
}
