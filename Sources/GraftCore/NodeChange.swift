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
/// children as entries of the batch's `NodeSnapshotArena`), so its size is paid per node in
/// every batch that inserts it. The kind is kept as its node keeps it, a two-byte
/// `NodeKindCode` after the properties (in their padding), not as a `NodeKind` (17 bytes and
/// padding), and the children count in the four bytes after it: 56 bytes (issue 15, round 11).
/// The children are not an array of their own but a run of the batch's storage (its reference,
/// a block and a start): a list's mount no longer leaves a freed array per row between its live
/// nodes (issue 15, round 12). Made only by ``Node/snapshot()``; any thread once made.
public struct NodeSnapshot: Equatable, Sendable {
  public let id: NodeID
  public let properties: NodeProperties
  /// ``kind``'s code: read back by a switch (a lock only for a custom kind's interned name).
  let kindCode: NodeKindCode
  /// How many children ``storage`` holds for this node, from ``childStart`` in ``childBlock``.
  let childCount: UInt32
  /// The batch's storage holding the children (and, for a kind whose code is
  /// ``NodeKindCode/outOfLine``, the kind's name); `nil` for a childless snapshot of any
  /// other kind.
  let storage: NodeSnapshotArena.Storage?
  let childBlock: UInt32
  let childStart: UInt32

  init(
    id: NodeID, kindCode: NodeKindCode, properties: NodeProperties, storage: NodeSnapshotArena.Storage?,
    childBlock: UInt32, childStart: UInt32, childCount: Int
  ) {
    self.id = id
    self.properties = properties
    self.kindCode = kindCode
    self.childCount = UInt32(childCount)
    self.storage = storage
    self.childBlock = childBlock
    self.childStart = childStart
  }

  /// `stored`, read out of `storage` (referred to only when it has children or needs its
  /// kind's name).
  init(_ stored: NodeSnapshotArena.Stored, in storage: NodeSnapshotArena.Storage) {
    self.init(
      id: stored.id, kindCode: stored.kindCode, properties: stored.properties,
      storage: stored.childCount > 0 || stored.kindCode.isOutOfLine ? storage : nil,
      childBlock: stored.childBlock, childStart: stored.childStart, childCount: Int(stored.childCount))
  }

  /// The node's children as they were, in order (a new array per read: renderers read it once
  /// per inserted node).
  public var children: [NodeSnapshot] {
    guard let storage, childCount > 0 else { return [] }
    return storage.snapshots(block: childBlock, start: childStart, count: childCount)
  }

  /// What the node was, as ``Node/kind`` read it when the snapshot was taken.
  public var kind: NodeKind {
    kindCode.isOutOfLine ? .custom(storage?.outOfLineKindNames[id] ?? "") : kindCode.kind
  }

  /// Equal when id, kind, properties and children are. Kinds are compared by code (one code
  /// per kind and per interned name), an out-of-line custom kind by its name.
  public static func == (lhs: NodeSnapshot, rhs: NodeSnapshot) -> Bool {
    let sameKind =
      lhs.kindCode.isOutOfLine || rhs.kindCode.isOutOfLine
      ? lhs.kind == rhs.kind : lhs.kindCode.rawValue == rhs.kindCode.rawValue
    guard lhs.id == rhs.id, sameKind, lhs.properties == rhs.properties, lhs.childCount == rhs.childCount
    else { return false }
    guard let left = lhs.storage, let right = rhs.storage, lhs.childCount > 0 else { return true }
    for offset in 0..<Int(lhs.childCount) {
      let leftChild = NodeSnapshot(
        left.entry(block: lhs.childBlock, start: lhs.childStart, offset: offset), in: left)
      let rightChild = NodeSnapshot(
        right.entry(block: rhs.childBlock, start: rhs.childStart, offset: offset), in: right)
      if leftChild != rightChild { return false }
    }
    return true
  }
}
