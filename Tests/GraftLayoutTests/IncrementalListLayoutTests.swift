import Foundation
import Graft
import Testing

/// Re-layout proportional to the change: in a long `List`, a change to one row reaches that
/// row's path (and the rows whose frames really move); a change that cannot move anything
/// (a highlight) lays nothing out; and the frames are always those a fresh layout computes.
@MainActor
@Suite struct IncrementalListLayoutTests {
  /// A tree with a list of `rows` rows, each `HStack { Text(label); Spacer(); Text("x") }`,
  /// laid out in 40×10; returns the tree, its engine and each row's label.
  private func makeList(rows: Int) -> (NodeTree, LayoutEngine, [Node]) {
    let tree = NodeTree()
    let engine = LayoutEngine(tree: tree)
    let list = tree.makeNode(.list)
    var labels: [Node] = []
    for index in 0..<rows {
      let row = tree.makeNode(.stack(.horizontal))
      let label = tree.makeNode(.text, properties: text("row \(index)"))
      tree.insert(label, into: row, at: 0)
      tree.insert(tree.makeNode(.spacer), into: row, at: 1)
      tree.insert(tree.makeNode(.text, properties: text("x")), into: row, at: 2)
      tree.insert(row, into: list, at: index)
      labels.append(label)
    }
    tree.insert(list, into: tree.root, at: 0)
    tree.layoutViewport = CGSize(width: 40, height: 10)
    tree.layOutIfNeeded()
    tree.endBatch()
    return (tree, engine, labels)
  }

  private func text(_ string: String) -> NodeProperties {
    var properties = NodeProperties()
    properties.text = string
    return properties
  }

  /// Every node's frame, in tree order.
  private func frames(_ tree: NodeTree) -> [CGRect?] {
    var frames: [CGRect?] = []
    tree.root.forEachInTree { frames.append($0.layoutFrame) }
    return frames
  }

  /// The frames a new engine computes for the same tree from scratch.
  private func freshFrames(_ tree: NodeTree) -> [CGRect?] {
    _ = LayoutEngine(tree: tree)
    tree.layOutIfNeeded()
    return frames(tree)
  }

  @Test func oneRowsTextReachesOnlyThatRowsPath() {
    for rows in [100, 2_000] {
      let (tree, engine, labels) = makeList(rows: rows)
      engine.resetStatistics()
      tree.update(labels[rows / 2]) { $0.text = "row changed" }
      tree.layOutIfNeeded()
      // The root, the list, the row and its three children: not the other rows.
      #expect(engine.statistics.visited <= 6, "\(rows) rows: visited \(engine.statistics.visited)")
      #expect(labels[rows / 2].layoutFrame?.width == 11)
      #expect(frames(tree) == freshFrames(tree))
    }
  }

  @Test func aRowThatGrowsMovesTheRowsAfterIt() throws {
    let (tree, engine, labels) = makeList(rows: 50)
    let next = try #require(labels[21].parent)
    #expect(next.layoutFrame?.minY == 21)
    engine.resetStatistics()
    // Wider than the list: the label wraps, so its row is more than one line tall.
    tree.update(labels[20]) { $0.text = String(repeating: "w", count: 60) }
    tree.layOutIfNeeded()
    let height = try #require(labels[20].parent?.layoutFrame?.height)
    #expect(height > 1)
    #expect(next.layoutFrame?.minY == 20 + height)
    #expect(labels[49].parent?.layoutFrame?.minY == 49 + height - 1)
    #expect(frames(tree) == freshFrames(tree))
  }

  @Test func rowsBelowARemovedRowMoveWithoutBeingArrangedAgain() {
    let (tree, engine, labels) = makeList(rows: 200)
    let list = tree.root.children[0]
    let below = labels[150].parent
    #expect(below?.layoutFrame?.minY == 150)
    engine.resetStatistics()
    tree.remove(from: list, at: 10)
    tree.layOutIfNeeded()
    // The root and the list are arranged again; the rows below the removed one only move.
    #expect(engine.statistics.placed == 2)
    #expect(engine.statistics.measured < 10)
    #expect(below?.layoutFrame?.minY == 149)
    #expect(labels[150].layoutFrame?.minY == 149)
    #expect(frames(tree) == freshFrames(tree))
  }

  @Test func aHighlightLaysNothingOutAndMovesNoFrame() {
    let (tree, engine, labels) = makeList(rows: 100)
    var batches: [ChangeBatch] = []
    let subscription = tree.addBatchObserver { batches.append($0) }
    engine.resetStatistics()
    let row = labels[7].parent!
    tree.update(row) { $0.isHighlighted = true }
    tree.layOutIfNeeded()
    tree.endBatch()
    #expect(engine.statistics == LayoutStatistics())
    #expect(batches.count == 1)
    #expect(batches.first?.changes.count == 1)
    #expect(batches.first?.frames.isEmpty == true)
    // A change that does move things still lays out afterwards.
    tree.update(labels[7]) { $0.text = "seven" }
    tree.layOutIfNeeded()
    #expect(engine.statistics.passes == 1)
    #expect(labels[7].layoutFrame?.width == 5)
    subscription.cancel()
  }

  @Test func structuralChangesAndRowChangesInOnePassAgreeWithAFreshLayout() {
    let (tree, _, labels) = makeList(rows: 30)
    let list = tree.root.children[0]
    tree.update(labels[3]) { $0.text = String(repeating: "v", count: 50) }
    tree.update(labels[10]) { $0.text = "ten" }
    tree.move(in: list, from: 2, to: 12)
    tree.remove(from: list, at: 0)
    tree.layOutIfNeeded()
    #expect(frames(tree) == freshFrames(tree))
    // Then only a row change, after the structural pass.
    tree.update(labels[20]) { $0.text = String(repeating: "u", count: 45) }
    tree.layOutIfNeeded()
    #expect(frames(tree) == freshFrames(tree))
  }
}
