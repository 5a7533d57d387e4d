import Graft
import GraftBench
import Testing

/// What a batch leaves allocated for the next pass's changes once delivered (issue 15,
/// round 12): room for as many changes as it recorded when that is what a steady pass needs
/// (up to 8,192), none after a larger one (a list's mount): 8,192 changes' room, 590 KB, stayed
/// allocated for good after every mount of over 8,192 nodes.
@MainActor
struct NodeTreePendingRoomTests {
  @Test(.enabled(if: AllocationCounter.isAvailable, "not measured under a sanitizer"))
  func aBatchOfTwentyThousandChangesLeavesNoRoomForThemAllocated() {
    // The fewest of five trees: the count is the whole process's, and tests on other threads
    // allocate meanwhile.
    let grown = (0..<5).map { _ in bytesLeftAllocatedByABatch(of: 20_000) }.min() ?? 0
    // The list's children array, 20,000 references in room for 32,768 (262 KB), and little
    // else; with 8,192 changes' room kept, 852 KB.
    #expect(grown < 400_000)
  }

  private func bytesLeftAllocatedByABatch(of count: Int) -> Int {
    let tree = NodeTree()
    let list = tree.makeNode(.list)
    tree.insert(list, into: tree.root, at: 0)
    tree.endBatch()
    let rows = (0..<count).map { _ in tree.makeNode(.text) }
    let before = AllocationCounter.bytesInUse
    tree.beginBatch()
    for (index, row) in rows.enumerated() { tree.insert(row, into: list, at: index) }
    tree.endBatch()
    let grown = AllocationCounter.bytesInUse - before
    #expect(list.children.count == count)
    #expect(!tree.hasPendingChanges)
    return grown
  }

  /// The pass after a large batch records its changes in an array of its own, and the pass
  /// after that in room kept for them: both are delivered whole and in order.
  @Test func passesAfterALargeBatchDeliverEveryChange() {
    let tree = NodeTree()
    let list = tree.makeNode(.list)
    tree.insert(list, into: tree.root, at: 0)
    tree.endBatch()
    var delivered: [[Int]] = []
    let subscription = tree.addBatchObserver { batch in
      delivered.append(
        batch.changes.map { change in
          guard case .insert(_, let index, _) = change else { return -1 }
          return index
        })
    }
    var expected: [[Int]] = []
    for count in [10_000, 3, 1_500, 1_500] {
      let start = list.children.count
      tree.beginBatch()
      for index in start..<start + count { tree.insert(tree.makeNode(.text), into: list, at: index) }
      tree.endBatch()
      expected.append(Array(start..<start + count))
    }
    #expect(delivered == expected)
    #expect(list.children.count == 13_003)
    subscription.cancel()
  }
}
