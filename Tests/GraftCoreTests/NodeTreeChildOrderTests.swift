import GraftCore
import Testing

/// `NodeTree.insert`, `NodeTree.move` of one child and `NodeTree.swapChildren` rearrange a
/// parent's children in place (an append shifted into place, a shift between the old and the
/// new place, an exchange): every index, checked against the same edits made to a plain array.
@MainActor
@Suite struct NodeTreeChildOrderTests {
  /// A parent with `count` children inserted at the end, and the ids of those children.
  private func parent(with count: Int, in tree: NodeTree, attached: Bool) -> (Node, [NodeID]) {
    let parent = tree.makeNode(.stack(.vertical))
    if attached { tree.insert(parent, into: tree.root, at: 0) }
    var ids: [NodeID] = []
    for index in 0..<count {
      let child = tree.makeNode(.text)
      tree.insert(child, into: parent, at: index)
      ids.append(child.id)
    }
    return (parent, ids)
  }

  @Test(arguments: [false, true])
  func insertingAtEveryIndexPutsTheChildThere(attached: Bool) {
    for count in 0...6 {
      for index in 0...count {
        let tree = NodeTree()
        var (parent, expected) = parent(with: count, in: tree, attached: attached)
        let child = tree.makeNode(.button)
        tree.insert(child, into: parent, at: index)
        expected.insert(child.id, at: index)
        #expect(parent.children.map(\.id) == expected, "insert at \(index) of \(count)")
        #expect(parent.children.allSatisfy { $0.parent === parent })
        #expect(child.isAttached == attached)
      }
    }
  }

  @Test(arguments: [false, true])
  func movingOneChildBetweenEveryPairOfPlacesMatchesAnArray(attached: Bool) {
    let count = 6
    for from in 0..<count {
      for to in 0...count where to != from {
        let tree = NodeTree()
        var (parent, expected) = parent(with: count, in: tree, attached: attached)
        tree.move(in: parent, from: from, to: to, count: 1)
        // "Before the child that was at `to`": removed, then inserted where that child now is.
        let moving = expected.remove(at: from)
        expected.insert(moving, at: to > from ? to - 1 : to)
        #expect(parent.children.map(\.id) == expected, "move from \(from) to \(to)")
        #expect(parent.children.allSatisfy { $0.parent === parent })
      }
    }
  }

  /// The moves of `parent`'s children (`[from, to, count]`, `nil` for any other change) that
  /// `edit` records in one batch of `tree`.
  private func movesRecorded(in tree: NodeTree, of parent: Node, by edit: () -> Void) -> [[Int]?] {
    var batches: [ChangeBatch] = []
    let subscription = tree.addBatchObserver { batches.append($0) }
    tree.endBatch()
    batches.removeAll()
    edit()
    tree.endBatch()
    subscription.cancel()
    return batches.flatMap(\.changes).map { change -> [Int]? in
      guard case .move(let moved, let from, let to, let count) = change, moved == parent.id else {
        return nil
      }
      return [from, to, count]
    }
  }

  @Test func aMoveIsRecordedAsTheMoveItMade() {
    let tree = NodeTree()
    let (parent, ids) = parent(with: 4, in: tree, attached: true)
    let moves = movesRecorded(in: tree, of: parent) {
      tree.move(in: parent, from: 0, to: 4, count: 1)
      tree.move(in: parent, from: 3, to: 1, count: 1)
    }
    #expect(parent.children.map(\.id) == [ids[1], ids[0], ids[2], ids[3]])
    #expect(moves == [[0, 4, 1], [3, 1, 1]])
  }

  @Test(arguments: [false, true])
  func swappingEveryPairOfChildrenMatchesAnArray(attached: Bool) {
    let count = 6
    for first in 0..<count {
      for second in (first + 1)..<count {
        let tree = NodeTree()
        var (parent, expected) = parent(with: count, in: tree, attached: attached)
        tree.swapChildren(of: parent, first, second)
        expected.swapAt(first, second)
        #expect(parent.children.map(\.id) == expected, "swap \(first) and \(second)")
        #expect(parent.children.allSatisfy { $0.parent === parent })
      }
    }
  }

  @Test func aSwapIsRecordedAsTheTwoMovesThatMakeIt() {
    for (first, second, expectedMoves) in [(1, 4, [[1, 5, 1], [3, 1, 1]]), (2, 3, [[2, 4, 1]])] {
      let tree = NodeTree()
      let (parent, ids) = parent(with: 6, in: tree, attached: true)
      let moves = movesRecorded(in: tree, of: parent) { tree.swapChildren(of: parent, first, second) }
      var swapped = ids
      swapped.swapAt(first, second)
      #expect(parent.children.map(\.id) == swapped)
      #expect(moves == expectedMoves, "swap \(first) and \(second)")
    }
  }
}
