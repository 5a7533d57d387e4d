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
  /// The node's ``Node/layoutFrame``: ``frameStorage``, `nil` when it holds ``noFrame``.
  @usableFromInline final var frame: CGRect? {
    @inlinable @inline(__always) get { Self.rect(stored: frameStorage) }
    @inlinable @inline(__always) set { frameStorage = Self.stored(newValue) }
  }
  /// ``frame`` without an optional's tag: a `CGRect?` (33 bytes) and the padding after it
  /// took 40, and the `handlers` word then put every layout engine's record in the
  /// allocator's next size class (issue 15, round 13). `nil` is ``noFrame``.
  @exclusivity(unchecked) @usableFromInline final var frameStorage = NodeLayoutStorage.noFrame
  @exclusivity(unchecked) @usableFromInline final var behavior: AnyObject?
  /// The node's handler box (see ``Node/handlers``): a node keeps its layout record and its
  /// handlers in one word (``Node/side``), and the record holds the box when there are both.
  @exclusivity(unchecked) final var handlers = NodeHandlerStorage()

  /// The bits of ``noFrame``'s `x`: a signaling NaN with a payload of its own, which no
  /// arithmetic produces (an operation on a NaN answers a quiet one). A frame given with
  /// exactly this `x` (made bit by bit on purpose) reads back as `nil`.
  @usableFromInline nonisolated static var noFrameBits: UInt64 { 0x7FF0_0000_0047_4E46 }
  /// What ``frameStorage`` holds for no frame.
  @usableFromInline nonisolated static var noFrame: CGRect {
    CGRect(x: Double(bitPattern: noFrameBits), y: 0, width: 0, height: 0)
  }

  /// A rect stored without an optional's tag, read back: `nil` when it holds ``noFrame``. How
  /// ``frame`` reads ``frameStorage``, and how a subclass reads a rect it stores the same way
  /// (the layout engine's record, the rect a node was placed in).
  @inlinable @inline(__always) package nonisolated static func rect(stored: CGRect) -> CGRect? {
    stored.origin.x.native.bitPattern == noFrameBits ? nil : stored
  }

  /// `rect` stored without an optional's tag (``noFrame`` for `nil`; see ``rect(stored:)``).
  @inlinable @inline(__always) package nonisolated static func stored(_ rect: CGRect?) -> CGRect {
    rect ?? noFrame
  }

  public init() {}
}
