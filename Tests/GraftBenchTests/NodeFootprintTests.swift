import Graft
import GraftBench
import Testing

/// A node stores its kind as a two-byte code after its properties, and an anchor's owner out
/// of line (issue 15, round 10): 88 bytes, out of the allocator's 120-byte blocks (a stored
/// `NodeKind`) and 104-byte ones (the owner's reference) whatever its kind.
@MainActor
struct NodeFootprintTests {
  @Test func aNodeOfAnyKindTakesLessThanAHundredAndFourBytes() {
    let kinds: [NodeKind] = [
      .root, .text, .button, .textField, .image, .stack(.vertical), .stack(.horizontal), .list,
      .spacer, .host, .custom("Refreshable"), .toggle, .option, .label, .row, .custom("ViewThatFits"),
    ]
    let tree = NodeTree()
    let nodes = kinds.map { tree.makeNode($0) }
    // Summed: a block can come out larger than requested (when the rest of a free chunk would
    // be too small to keep), so the total, not each node. With a stored `NodeKind` (17 bytes)
    // each took at least 120 bytes; with the code and the owner's reference, 104.
    let total = NodeFootprint.objectBytes(of: nodes)
    #expect(total < nodes.count * 104)
    // Header (16), id (8), properties with the code and flags (32), four references (32).
    #expect(total >= nodes.count * 88)
  }

  /// A snapshot (every inserted node is one, in its batch) keeps its kind as a two-byte code
  /// after the properties, as the node does (issue 15, round 11): 56 bytes, where a stored
  /// `NodeKind` made it 72.
  @Test func aNodeSnapshotTakesFiftySixBytes() {
    #expect(MemoryLayout<NodeSnapshot>.size <= 56)
    let tree = NodeTree()
    let row = tree.makeNode(.stack(.horizontal))
    tree.beginBatch()
    for index in 0..<4 { tree.insert(tree.makeNode(index < 2 ? .text : .button), into: row, at: index) }
    tree.endBatch()
    #expect(row.snapshot().children.map(\.kind) == [.text, .text, .button, .button])
  }

  /// Recording a batch's inserts allocates no array per inserted node with children: a
  /// snapshot's children are a run in the batch's storage (issue 15, round 12). Each row's
  /// array, freed after delivery, stayed resident between the rows' live nodes (about 264
  /// bytes a row of a mounted list). Inserting a row of five nodes now allocates no more than
  /// inserting five nodes one by one does (whatever a build allocates per node recorded); an
  /// array per row made it a thousand more here.
  @Test(.enabled(if: AllocationCounter.isAvailable, "not counted under a sanitizer"))
  func recordingInsertedRowsAllocatesNoArrayPerRow() {
    let tree = NodeTree()
    let list = tree.makeNode(.list)
    tree.beginBatch()
    tree.insert(list, into: tree.root, at: 0)
    tree.endBatch()
    let nodes = (0..<5_000).map { tree.makeNode($0 % 5 == 0 ? .stack(.horizontal) : .text) }
    let rows = (0..<1_000).map { _ in
      let row = tree.makeNode(.stack(.horizontal))
      for index in 0..<4 { tree.insert(tree.makeNode(index < 2 ? .text : .button), into: row, at: index) }
      return row
    }
    // Room for every child first: the list's own array does not grow inside the counts.
    tree.beginBatch()
    for node in nodes { tree.insert(node, into: list, at: list.children.count) }
    tree.remove(from: list, at: 0, count: nodes.count)
    tree.endBatch()

    tree.beginBatch()
    let separately = AllocationCounter.count {
      for node in nodes { tree.insert(node, into: list, at: list.children.count) }
    }
    tree.remove(from: list, at: 0, count: nodes.count)
    tree.endBatch()
    tree.beginBatch()
    let asRows = AllocationCounter.count {
      for row in rows { tree.insert(row, into: list, at: list.children.count) }
    }
    tree.endBatch()
    #expect(asRows <= separately + 50)
    #expect(list.children.count == 1_000)
  }
}
