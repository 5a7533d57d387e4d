import GraftCore
import Testing

/// A batch's snapshots keep their children as runs in the batch's storage, not an array each
/// (issue 15, round 12): every inserted subtree still reads back as it was when it was
/// inserted — rows past a storage block's end, a node with more children than a block holds,
/// grandchildren, nodes changed after their insert — and outlives its batch and its tree.
@MainActor
@Suite struct NodeSnapshotChildrenTests {
  /// What a snapshot (or a node) holds, as one comparable string, children in order.
  private nonisolated static func describe(_ snapshot: NodeSnapshot) -> String {
    let children = snapshot.children.map(describe).joined(separator: ", ")
    return "\(snapshot.id.rawValue) \(snapshot.kind) \(snapshot.properties.text ?? "-") [\(children)]"
  }

  private static func describe(_ node: Node) -> String {
    let children = node.children.map(describe).joined(separator: ", ")
    return "\(node.id.rawValue) \(node.kind) \(node.properties.text ?? "-") [\(children)]"
  }

  /// A row: a stack of two texts and two buttons, each button with a text label.
  private static func makeRow(_ index: Int, in tree: NodeTree) -> Node {
    let row = tree.makeNode(.stack(.horizontal))
    for slot in 0..<4 {
      var properties = NodeProperties()
      properties.text = "row \(index) slot \(slot)"
      let child = tree.makeNode(slot < 2 ? .text : .button, properties: properties)
      if slot >= 2 { tree.insert(tree.makeNode(.text, properties: properties), into: child, at: 0) }
      tree.insert(child, into: row, at: slot)
    }
    return row
  }

  @Test func everyInsertedSubtreeReadsBackAsInserted() {
    let tree = NodeTree()
    var delivered: [ChangeBatch] = []
    let subscription = tree.addBatchObserver { delivered.append($0) }
    let list = tree.makeNode(.list)
    tree.beginBatch()
    tree.insert(list, into: tree.root, at: 0)
    // Enough rows to fill several blocks, each row recorded as one insert.
    let rows = (0..<3_000).map { Self.makeRow($0, in: tree) }
    for (index, row) in rows.enumerated() { tree.insert(row, into: list, at: index) }
    // A detached node with more children than a block holds, inserted whole.
    let wide = tree.makeNode(.stack(.vertical))
    for index in 0..<5_000 { tree.insert(Self.makeRow(index, in: tree), into: wide, at: index) }
    tree.insert(wide, into: tree.root, at: 1)
    let expected = rows.map(Self.describe) + [Self.describe(wide)]
    // Changed after their inserts, in the same batch: the snapshots keep what was inserted.
    tree.update(rows[0].children[0]) { $0.text = "changed" }
    tree.remove(from: rows[1], at: 3)
    tree.endBatch()
    subscription.cancel()

    #expect(delivered.count == 1)
    var inserted: [String] = []
    for change in delivered.first?.changes ?? [] {
      if case .insert(let parent, _, let node) = change, parent != tree.root.id || node.id == wide.id {
        inserted.append(Self.describe(node))
      }
    }
    #expect(inserted == expected)
    #expect(Self.describe(rows[0]) != expected[0])
  }

  @Test func snapshotsOutliveTheirBatchAndTree() async {
    var kept: [NodeSnapshot] = []
    var expected: [String] = []
    do {
      let tree = NodeTree()
      let subscription = tree.addBatchObserver { batch in
        for case .insert(_, _, let node) in batch.changes { kept.append(node) }
      }
      for batch in 0..<3 {
        tree.beginBatch()
        for index in 0..<2_000 {
          let row = Self.makeRow(batch * 10_000 + index, in: tree)
          tree.insert(row, into: tree.root, at: tree.root.children.count)
          expected.append(Self.describe(row))
        }
        tree.endBatch()
      }
      subscription.cancel()
    }
    #expect(kept.map(Self.describe) == expected)
    // Values: read on another thread as well.
    let snapshots = kept
    let readElsewhere = await Task.detached { snapshots.map(Self.describe) }.value
    #expect(readElsewhere == expected)
  }

  @Test func snapshotsCompareTheirWholeSubtrees() {
    let tree = NodeTree()
    let row = Self.makeRow(0, in: tree)
    let other = Self.makeRow(0, in: tree)
    let first = row.snapshot()
    #expect(first == row.snapshot())
    #expect(first.children == row.snapshot().children)
    #expect(first != other.snapshot())
    // A grandchild's text differs: the snapshots differ.
    tree.update(row.children[3].children[0]) { $0.text = "changed" }
    #expect(first != row.snapshot())
    #expect(first.children[0] == row.snapshot().children[0])
    #expect(row.children[0].snapshot().children.isEmpty)
  }

  /// A node whose custom kind name is out of line (past the interned table's room) keeps its
  /// name in its snapshot, with children and without.
  @Test func outOfLineKindsReadBackWithAndWithoutChildren() {
    let tree = NodeTree()
    let names = (0..<1_100).map { "Arena kind \($0)" }
    let parents = names.map { tree.makeNode(.custom($0)) }
    for parent in parents.suffix(3) { tree.insert(tree.makeNode(.text), into: parent, at: 0) }
    tree.beginBatch()
    for (index, parent) in parents.enumerated() { tree.insert(parent, into: tree.root, at: index) }
    tree.endBatch()
    let snapshot = tree.root.snapshot()
    #expect(snapshot.children.map(\.kind) == names.map { NodeKind.custom($0) })
    #expect(snapshot.children.suffix(3).map { $0.children.map(\.kind) } == [[.text], [.text], [.text]])
    #expect(parents.last?.snapshot().kind == .custom(names[names.count - 1]))
  }
}
