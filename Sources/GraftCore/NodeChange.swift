import Foundation

/// One change to the attached node tree, as recorded by the ``NodeTree`` applier.
/// Indices refer to the parent's children at the moment the change was applied.
@MainActor
public enum NodeChange {
  /// A node (with its whole subtree, as it was at that moment) was inserted into `parent`
  /// at `index`. Later changes in the same batch to nodes inside it are recorded after it.
  case insert(parent: NodeID, index: Int, node: NodeSnapshot)
  /// `count` children of `parent` starting at `index` were removed.
  case remove(parent: NodeID, index: Int, count: Int)
  /// `count` children of `parent` moved from `from` to `to` (`to` counts positions before
  /// the move, as in Compose's `Applier.move`).
  case move(parent: NodeID, from: Int, to: Int, count: Int)
  /// `node`'s properties changed to `properties`.
  case update(node: NodeID, properties: NodeProperties)
}

/// All changes one update pass made to the attached tree, in order. Renderers apply one
/// batch per pass.
@MainActor
public struct ChangeBatch {
  public let pass: Int
  public let changes: [NodeChange]
  /// The layout frames that changed in this pass (only when a layout engine and viewport are
  /// set on the tree), in the order they were assigned: each node's new
  /// ``Node/layoutFrame`` — in its layout root's coordinates — or `nil` when it is no longer
  /// shown. Nodes whose frame did not change are not listed.
  public let frames: [(node: NodeID, frame: CGRect?)]
}

/// A node and its subtree as values, frozen at one moment.
public struct NodeSnapshot: Equatable, Sendable {
  public let id: NodeID
  public let kind: NodeKind
  public let properties: NodeProperties
  public let children: [NodeSnapshot]
}
