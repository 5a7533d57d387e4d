import Graft
import GraftBench
import Testing

/// A node stores its kind as a two-byte code after its properties, and an anchor's owner out
/// of line (issue 15, round 10): 88 bytes, out of the allocator's 120-byte blocks (a stored
/// `NodeKind`) and 104-byte ones (the owner's reference) whatever its kind. Its id in four
/// bytes beside the code, and its handlers and layout record in one word (round 13): 72.
@MainActor
struct NodeFootprintTests {
  @Test func aNodeOfAnyKindTakesLessThanEightyBytes() {
    let kinds: [NodeKind] = [
      .root, .text, .button, .textField, .image, .stack(.vertical), .stack(.horizontal), .list,
      .spacer, .host, .custom("Refreshable"), .toggle, .option, .label, .row, .custom("ViewThatFits"),
    ]
    let tree = NodeTree()
    let nodes = kinds.map { tree.makeNode($0) }
    // The smallest block: a block can come out larger than requested (when the rest of a free
    // chunk would be too small to keep — and other tests allocate on other threads meanwhile,
    // so how many do is the heap's state, not the node's size: half of them once, in a full
    // run). With a stored `NodeKind` (17 bytes) each took at least 120 bytes; with the code and
    // the owner's reference, 104; with the id in 8 bytes of its own and the handlers and layout
    // record apart, 88.
    let blocks = nodes.map { NodeFootprint.objectBytes(of: [$0]) }
    #expect(blocks.min()! < 80)
    // Header (16), properties with the flags, code and id (32), three references (24).
    #expect(blocks.min()! >= 72)
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

  /// A snapshot allocates no array per node with children: its descendants are entries of
  /// one storage, in a few blocks (issue 15, round 12). Every insert a batch records is such a
  /// snapshot (``Node/snapshot()``'s code, into the batch's storage); a row's array, freed
  /// after delivery, stayed resident between the rows' live nodes (about 264 bytes a row of a
  /// mounted list). An array per node with children made it over a thousand here.
  @Test(.enabled(if: AllocationCounter.isAvailable, "not counted under a sanitizer"))
  func aSnapshotAllocatesNoArrayPerNodeWithChildren() {
    let tree = NodeTree()
    let list = tree.makeNode(.list)
    for index in 0..<1_000 {
      let row = tree.makeNode(.stack(.horizontal))
      for slot in 0..<4 { tree.insert(tree.makeNode(slot < 2 ? .text : .button), into: row, at: slot) }
      tree.insert(row, into: list, at: index)
    }
    var snapshot: NodeSnapshot?
    let counted = AllocationCounter.count { snapshot = list.snapshot() }
    #expect(counted < 50)
    #expect(snapshot?.children.count == 1_000)
    #expect(snapshot?.children.last?.children.map(\.kind) == [.text, .text, .button, .button])
  }
}
