@_spi(Testing) import GraftCore
import Testing

/// A node keeps its id in four bytes beside its kind's code (issue 15, round 13: a node of
/// 72 bytes, not 88), and an id that does not fit — a tree's four billionth node and later —
/// out of line, freed with the node. Either way the node, its snapshots and the tree's
/// lookup answer the id it was made with, on any thread.
@MainActor
@Suite struct NodeIDStorageTests {
  @Test func idsPastFourBytesReadBackAsMadeEverywhere() async throws {
    let tree = NodeTree()
    let small = tree.makeNode(.text)
    let first = UInt64(UInt32.max) - 2
    tree.continueNodeIDs(from: first)
    let row = tree.makeNode(.stack(.horizontal))
    let children = (0..<4).map { _ in tree.makeNode(.button) }
    for (index, child) in children.enumerated() { tree.insert(child, into: row, at: index) }
    tree.insert(row, into: tree.root, at: 0)
    tree.insert(small, into: tree.root, at: 1)

    #expect(small.id == NodeID(rawValue: 1))
    #expect(row.id == NodeID(rawValue: first))
    let expected = (1...4).map { NodeID(rawValue: first + $0) }
    #expect(children.map(\.id) == expected)
    #expect(Set(tree.root.children.map(\.id)).count == 2)
    for id in expected + [row.id, small.id] { #expect(tree.node(withID: id)?.id == id) }
    let snapshot = tree.root.snapshot()
    #expect(snapshot.children.map(\.id) == [row.id, small.id])
    #expect(snapshot.children[0].children.map(\.id) == expected)

    // Read on another thread (the id is a constant, readable anywhere).
    let last = children[3]
    let read = await Task.detached { last.id }.value
    #expect(read == NodeID(rawValue: first + 4))

    // Nodes freed and made again: ids go on counting, never reused.
    tree.remove(from: row, at: 0, count: 4)
    let next = tree.makeNode(.text)
    #expect(next.id == NodeID(rawValue: first + 5))
  }
}
