import GraftCore
import Testing

/// ``Node/parent`` is neither weak nor retained (issue 15: a weak reference gave every node a
/// side table). These tests free a parent while its child lives on: if a parent's pointer
/// outlived it, reading it would return a freed node (a use after free under ASan, and a
/// non-`nil` parent without it).
@MainActor
@Suite struct NodeLifetimeTests {
  @Test func aRemovedNodeHasNoParent() {
    let tree = NodeTree()
    let list = tree.makeNode(.list)
    let row = tree.makeNode(.stack(.horizontal))
    tree.insert(list, into: tree.root, at: 0)
    tree.insert(row, into: list, at: 0)
    #expect(row.parent === list)
    tree.remove(from: list, at: 0)
    #expect(row.parent == nil)
    #expect(list.children.isEmpty)
  }

  @Test func aChildKeptAfterItsRemovedParentIsFreedHasNoParent() {
    let tree = NodeTree()
    let list = tree.makeNode(.list)
    tree.insert(list, into: tree.root, at: 0)
    weak var freedRow: Node?
    let label: Node
    do {
      let row = tree.makeNode(.stack(.horizontal))
      label = tree.makeNode(.text)
      tree.insert(row, into: list, at: 0)
      tree.insert(label, into: row, at: 0)
      freedRow = row
      #expect(label.parent === row)
      tree.remove(from: list, at: 0)
    }
    tree.endBatch()
    #expect(freedRow == nil)
    #expect(label.parent == nil)
    // The kept node is still usable: it can be inserted elsewhere.
    tree.insert(label, into: list, at: 0)
    #expect(label.parent === list)
    #expect(list.children.map(\.id) == [label.id])
  }

  @Test func aChildOfAFreedDetachedParentHasNoParent() {
    let tree = NodeTree()
    weak var freedParent: Node?
    let children: [Node]
    do {
      let parent = tree.makeNode(.stack(.vertical))
      children = [tree.makeNode(.text), tree.makeNode(.button)]
      for (index, child) in children.enumerated() { tree.insert(child, into: parent, at: index) }
      freedParent = parent
      #expect(children.allSatisfy { $0.parent === parent })
    }
    #expect(freedParent == nil)
    #expect(children.allSatisfy { $0.parent == nil })
  }
}
