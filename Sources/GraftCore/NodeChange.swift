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
///
/// Every inserted node is recorded as one (a row of a list: one in the batch's change, its
/// children as a run of snapshots), so its size is paid per node in every batch that inserts
/// it. The kind is kept as its node keeps it, a two-byte `NodeKindCode` after the properties
/// (in their padding), not as a `NodeKind` (17 bytes and padding), and the children count in
/// the four bytes after it: 56 bytes (issue 15, round 11). The children are not an array of
/// their own but a run in the batch's ``NodeSnapshotArena`` (one chunk reference and a start):
/// a list's mount no longer leaves a freed array per row between its live nodes (issue 15,
/// round 12). Made only by ``Node/snapshot()``; any thread once made.
public struct NodeSnapshot: Equatable, Sendable {
  public let id: NodeID
  public let properties: NodeProperties
  /// ``kind``'s code: read back by a switch (a lock only for a custom kind's interned name).
  let kindCode: NodeKindCode
  /// How many children ``childChunk`` holds for this node, from ``childStart`` on.
  let childCount: UInt32
  /// The chunk holding the children (and, for a kind whose code is
  /// ``NodeKindCode/outOfLine``, the kind's name); `nil` for a childless snapshot of any
  /// other kind.
  let childChunk: NodeSnapshotArena.Chunk?
  /// The slot of the first child in ``childChunk``.
  let childStart: Int

  init(
    id: NodeID, kindCode: NodeKindCode, properties: NodeProperties, childChunk: NodeSnapshotArena.Chunk?,
    childStart: Int, childCount: Int
  ) {
    self.id = id
    self.properties = properties
    self.kindCode = kindCode
    self.childCount = UInt32(childCount)
    self.childChunk = childChunk
    self.childStart = childStart
  }

  /// The node's children as they were, in order (a new array per read: renderers read it once
  /// per inserted node).
  public var children: [NodeSnapshot] {
    guard let childChunk, childCount > 0 else { return [] }
    return childChunk.snapshots(from: childStart, count: Int(childCount))
  }

  /// What the node was, as ``Node/kind`` read it when the snapshot was taken.
  public var kind: NodeKind {
    kindCode.isOutOfLine ? .custom(childChunk?.outOfLineKindNames[id] ?? "") : kindCode.kind
  }

  /// Equal when id, kind, properties and children are. Kinds are compared by code (one code
  /// per kind and per interned name), an out-of-line custom kind by its name.
  public static func == (lhs: NodeSnapshot, rhs: NodeSnapshot) -> Bool {
    let sameKind =
      lhs.kindCode.isOutOfLine || rhs.kindCode.isOutOfLine
      ? lhs.kind == rhs.kind : lhs.kindCode.rawValue == rhs.kindCode.rawValue
    guard lhs.id == rhs.id, sameKind, lhs.properties == rhs.properties, lhs.childCount == rhs.childCount
    else { return false }
    guard let left = lhs.childChunk, let right = rhs.childChunk, lhs.childCount > 0 else { return true }
    return withExtendedLifetime((left, right)) {
      for offset in 0..<Int(lhs.childCount)
      where left.base[lhs.childStart + offset] != right.base[rhs.childStart + offset] {
        return false
      }
      return true
    }
  }
}
