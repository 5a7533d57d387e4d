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
/// children in an array), so its size is paid per node in every batch that inserts it. The
/// kind is kept as its node keeps it, a two-byte `NodeKindCode` after the properties (in
/// their padding), not as a `NodeKind` (17 bytes and padding): 56 bytes, not 72 (issue 15,
/// round 11). Made only by ``Node/snapshot()``; any thread once made.
public struct NodeSnapshot: Equatable, Sendable {
  public let id: NodeID
  public let properties: NodeProperties
  /// ``kind``'s code: read back by a switch (a lock only for a custom kind's interned name).
  let kindCode: NodeKindCode
  /// The name of a custom kind whose code is ``NodeKindCode/outOfLine`` (the node kept the
  /// name itself); `nil` for every other kind.
  let outOfLineKindName: OutOfLineKindName?
  public let children: [NodeSnapshot]

  init(
    id: NodeID, kindCode: NodeKindCode, outOfLineKindName: String?, properties: NodeProperties,
    children: [NodeSnapshot]
  ) {
    self.id = id
    self.properties = properties
    self.kindCode = kindCode
    self.outOfLineKindName = outOfLineKindName.map(OutOfLineKindName.init)
    self.children = children
  }

  /// What the node was, as ``Node/kind`` read it when the snapshot was taken.
  public var kind: NodeKind {
    kindCode.isOutOfLine ? .custom(outOfLineKindName?.name ?? "") : kindCode.kind
  }

  /// Equal when id, kind, properties and children are. Kinds are compared by code (one code
  /// per kind and per interned name), an out-of-line custom kind by its name.
  public static func == (lhs: NodeSnapshot, rhs: NodeSnapshot) -> Bool {
    let sameKind =
      lhs.kindCode.isOutOfLine || rhs.kindCode.isOutOfLine
      ? lhs.kind == rhs.kind : lhs.kindCode.rawValue == rhs.kindCode.rawValue
    return lhs.id == rhs.id && sameKind && lhs.properties == rhs.properties && lhs.children == rhs.children
  }

  /// The name of an out-of-line custom kind (see ``outOfLineKindName``), boxed: one word in
  /// the snapshot for a case nearly no snapshot has, where a `String?` took sixteen.
  final class OutOfLineKindName: Sendable {
    let name: String
    init(_ name: String) { self.name = name }
  }
}
