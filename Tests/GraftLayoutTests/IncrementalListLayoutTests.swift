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
  /// `label` gives each row's label (by default `row N`: one line).
  private func makeList(
    rows: Int, label: (Int) -> String = { "row \($0)" }
  ) -> (NodeTree, LayoutEngine, [Node]) {
    let tree = NodeTree()
    let engine = LayoutEngine(tree: tree)
    let list = tree.makeNode(.list)
    var labels: [Node] = []
    for index in 0..<rows {
      let (row, labelNode) = makeRow(tree, label(index))
      tree.insert(row, into: list, at: index)
      labels.append(labelNode)
    }
    tree.insert(list, into: tree.root, at: 0)
    tree.layoutViewport = CGSize(width: 40, height: 10)
    tree.layOutIfNeeded()
    tree.endBatch()
    return (tree, engine, labels)
  }

  /// A detached row `HStack { Text(label); Spacer(); Text("x") }` and its label node.
  private func makeRow(_ tree: NodeTree, _ label: String) -> (row: Node, label: Node) {
    let row = tree.makeNode(.stack(.horizontal))
    let labelNode = tree.makeNode(.text, properties: text(label))
    tree.insert(labelNode, into: row, at: 0)
    tree.insert(tree.makeNode(.spacer), into: row, at: 1)
    tree.insert(tree.makeNode(.text, properties: text("x")), into: row, at: 2)
    return (row, labelNode)
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

  /// Changed rows are measured and placed one by one, in the order they reported; a row that
  /// grows after others were placed where they were makes every row be walked: the rows below
  /// it — changed ones placed already among them — move, as a fresh layout places them.
  @Test func aRowThatGrowsAfterOtherChangedRowsWerePlacedMovesThemToo() throws {
    let (tree, engine, labels) = makeList(rows: 60)
    let below = try #require(labels[40].parent)
    engine.resetStatistics()
    // Reported first: rows 40 and 50 keep their length; then row 10 wraps to two lines.
    tree.update(labels[40]) { $0.text = "row forty" }
    tree.update(labels[50]) { $0.text = "row fifty" }
    tree.update(labels[10]) { $0.text = String(repeating: "wide ", count: 12) }
    tree.layOutIfNeeded()
    let height = try #require(labels[10].parent?.layoutFrame?.height)
    #expect(height > 1)
    #expect(below.layoutFrame?.minY == 40 + height - 1)
    #expect(labels[50].layoutFrame?.width == 9)
    #expect(frames(tree) == freshFrames(tree))
    // And shrinking back puts every row where it was.
    tree.update(labels[10]) { $0.text = "row 10" }
    tree.update(labels[50]) { $0.text = "row 50" }
    tree.layOutIfNeeded()
    #expect(below.layoutFrame?.minY == 40)
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
    // The list alone is arranged again (it absorbs the change: offered both axes, it takes
    // the offer whatever its rows, so the root is not laid out); the rows below the removed
    // one only move.
    #expect(engine.statistics.placed == 1)
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
    // A highlight and a new text in one change: the text still lays out.
    engine.resetStatistics()
    tree.update(labels[8]) {
      $0.isHighlighted = true
      $0.text = "eight!"
    }
    tree.layOutIfNeeded()
    #expect(engine.statistics.passes == 1)
    #expect(labels[8].layoutFrame?.width == 6)
    // A highlight cleared alone again lays nothing out.
    engine.resetStatistics()
    tree.update(labels[8]) { $0.isHighlighted = false }
    tree.layOutIfNeeded()
    #expect(engine.statistics == LayoutStatistics())
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

  /// Swaps rows `first` < `second` of `list` as `ForEach` over an `ObservableArray` does: two
  /// moves.
  private func swap(_ tree: NodeTree, _ list: Node, _ first: Int, _ second: Int) {
    tree.move(in: list, from: first, to: second + 1)
    tree.move(in: list, from: second - 1, to: first)
  }

  @Test func aSwapOfTwoEqualRowsPlacesThoseTwoWhateverTheListsLength() throws {
    for rows in [100, 2_000] {
      let (tree, engine, labels) = makeList(rows: rows)
      let list = tree.root.children[0]
      engine.resetStatistics()
      swap(tree, list, 1, rows - 2)
      tree.layOutIfNeeded()
      // The list alone is arranged again (not the root: see above), the two rows only move;
      // each row after a moved one is checked and found in place.
      #expect(engine.statistics.placed == 1, "\(rows) rows: placed \(engine.statistics.placed)")
      #expect(engine.statistics.visited <= 20, "\(rows) rows: visited \(engine.statistics.visited)")
      #expect(try #require(labels[1].parent).layoutFrame?.minY == CGFloat(rows - 2))
      #expect(try #require(labels[rows - 2].parent).layoutFrame?.minY == 1)
      #expect(frames(tree) == freshFrames(tree))
    }
  }

  @Test func appendingRowsVisitsOnlyTheNewRows() {
    let (tree, engine, _) = makeList(rows: 500)
    let list = tree.root.children[0]
    engine.resetStatistics()
    for index in 500..<520 { tree.insert(makeRow(tree, "new \(index)").row, into: list, at: index) }
    tree.layOutIfNeeded()
    // Each new row with its three children: the list, placed where it was as the walks'
    // stop (not the root: see above), is placed, not visited.
    #expect(engine.statistics.visited == 20 * 4, "visited \(engine.statistics.visited)")
    #expect(engine.statistics.placed == 1 + 20 * 4, "placed \(engine.statistics.placed)")
    #expect(list.children[519].layoutFrame?.minY == 519)
    #expect(frames(tree) == freshFrames(tree))
  }

  /// Rows of unequal heights: every third label is wider than the list and wraps.
  private func unequalLabel(_ index: Int) -> String {
    index % 3 == 0 ? "row \(index) " + String(repeating: "w", count: 30 + index % 50) : "row \(index)"
  }

  @Test func structuralChangesToUnequalRowsAgreeWithAFreshLayout() {
    let (tree, _, labels) = makeList(rows: 60, label: unequalLabel)
    let list = tree.root.children[0]
    let steps: [(String, () -> Void)] = [
      ("swap a tall and a short row", { self.swap(tree, list, 3, 40) }),
      ("swap two short rows", { self.swap(tree, list, 4, 41) }),
      ("remove in the middle", { tree.remove(from: list, at: 20) }),
      ("remove two", { tree.remove(from: list, at: 10, count: 2) }),
      (
        "insert a tall row", { tree.insert(self.makeRow(tree, self.unequalLabel(0)).row, into: list, at: 15) }
      ),
      ("insert a short row first", { tree.insert(self.makeRow(tree, "first").row, into: list, at: 0) }),
      ("move down", { tree.move(in: list, from: 6, to: 30) }),
      ("move up", { tree.move(in: list, from: 33, to: 2) }),
      ("move a block", { tree.move(in: list, from: 5, to: 50, count: 3) }),
      ("move the last row first", { tree.move(in: list, from: list.children.count - 1, to: 0) }),
      (
        "insert, then grow a row above it",
        {
          tree.insert(self.makeRow(tree, "late").row, into: list, at: 25)
          tree.update(labels[1]) { $0.text = String(repeating: "g", count: 70) }
        }
      ),
      (
        "a move, and a row that keeps its height",
        {
          tree.move(in: list, from: 8, to: 20)
          tree.update(labels[2]) { $0.text = "two" }
        }
      ),
      ("remove the first row", { tree.remove(from: list, at: 0) }),
      ("remove the last row", { tree.remove(from: list, at: list.children.count - 1) }),
    ]
    for (name, step) in steps {
      step()
      tree.layOutIfNeeded()
      #expect(frames(tree) == freshFrames(tree), "after \(name)")
    }
  }

  /// Later changes in a pass shift the places earlier ones touched: a removal and an
  /// insertion of equal rows before a swap leave the rows between them in place, so only the
  /// swap's rows — now at other indices — must be placed.
  @Test func changesAfterASwapMoveWhereItsRowsAre() throws {
    let tall = String(repeating: "t", count: 45)
    let steps: [(String, (NodeTree, Node) -> Void)] = [
      (
        "a removal and an insertion",
        { tree, list in
          tree.remove(from: list, at: 1)
          tree.insert(self.makeRow(tree, "new").row, into: list, at: 3)
        }
      ),
      (
        "a move up and a removal",
        { tree, list in
          tree.move(in: list, from: 20, to: 1)
          tree.remove(from: list, at: 3)
        }
      ),
      (
        "a move down and an insertion",
        { tree, list in
          tree.move(in: list, from: 1, to: 25)
          tree.insert(self.makeRow(tree, "new").row, into: list, at: 3)
        }
      ),
    ]
    for (name, step) in steps {
      let (tree, _, labels) = makeList(rows: 30) { $0 == 5 ? tall : "row \($0)" }
      let list = tree.root.children[0]
      // Row 5 is taller than the others.
      #expect(try #require(labels[6].parent?.layoutFrame).minY > 6)
      swap(tree, list, 5, 15)
      step(tree, list)
      tree.layOutIfNeeded()
      #expect(frames(tree) == freshFrames(tree), "a swap, then \(name)")
    }
  }

  @Test func randomStructuralChangesAgreeWithAFreshLayout() {
    let (tree, _, _) = makeList(rows: 40, label: unequalLabel)
    let list = tree.root.children[0]
    // A fixed linear congruential sequence: the same changes on every run.
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    for pass in 0..<60 {
      // One to nine changes per pass (more seams than the engine tracks one by one in some).
      for _ in 0...next(9) {
        let count = list.children.count
        switch next(5) {
        case 0 where count > 5:
          tree.remove(from: list, at: next(count - 2), count: 1 + next(2))
        case 1:
          tree.insert(makeRow(tree, unequalLabel(next(90))).row, into: list, at: next(count + 1))
        case 2 where count > 1:
          let from = next(count)
          tree.move(in: list, from: from, to: next(count + 1))
        case 3 where count > 4:
          let from = next(count - 3)
          let to = next(count + 1)
          if to < from || to > from + 3 { tree.move(in: list, from: from, to: to, count: 3) }
        case 4 where count > 0:
          let label = list.children[next(count)].children[0]
          tree.update(label) { $0.text = self.unequalLabel(next(90)) }
        default:
          tree.insert(makeRow(tree, "short").row, into: list, at: count)
        }
      }
      tree.layOutIfNeeded()
      #expect(frames(tree) == freshFrames(tree), "pass \(pass)")
    }
  }

  // A scrolling container offered both axes takes the offer whatever its rows: when only its
  // rows change it is not measured again for that offer — and it is whenever its answer could
  // change (offered one axis only, or changed itself).

  @Test func aListOfferedBothAxesIsNotMeasuredAgainWhenOnlyItsRowsChange() {
    let (tree, engine, labels) = makeList(rows: 20)
    let list = tree.root.children[0]
    let measured = engine.measureCount(of: list)
    #expect(list.layoutFrame == CGRect(x: 0, y: 0, width: 40, height: 10))
    tree.insert(makeRow(tree, "new").row, into: list, at: 3)
    tree.layOutIfNeeded()
    tree.move(in: list, from: 1, to: 15)
    tree.layOutIfNeeded()
    tree.remove(from: list, at: 0, count: 5)
    tree.layOutIfNeeded()
    tree.update(labels[19]) { $0.text = "a longer label than before" }
    tree.layOutIfNeeded()
    #expect(engine.measureCount(of: list) == measured)
    #expect(list.layoutFrame == CGRect(x: 0, y: 0, width: 40, height: 10))
    #expect(frames(tree) == freshFrames(tree))
  }

  @Test func aListOfferedOneAxisIsMeasuredAgainWhenItsRowsChange() {
    // A vertical scroll view offers its content the width and no height: the list's answer
    // is its rows' total height.
    let tree = NodeTree()
    let engine = LayoutEngine(tree: tree)
    let scroll = tree.makeNode(.scrollView)
    let list = tree.makeNode(.list)
    for index in 0..<4 { tree.insert(makeRow(tree, "row \(index)").row, into: list, at: index) }
    tree.insert(list, into: scroll, at: 0)
    tree.insert(scroll, into: tree.root, at: 0)
    tree.layoutViewport = CGSize(width: 40, height: 10)
    tree.layOutIfNeeded()
    let measured = engine.measureCount(of: list)
    #expect(list.layoutFrame?.height == 4)
    tree.insert(makeRow(tree, "new").row, into: list, at: 0)
    tree.insert(makeRow(tree, "newer").row, into: list, at: 0)
    tree.layOutIfNeeded()
    #expect(engine.measureCount(of: list) > measured)
    #expect(list.layoutFrame?.height == 6)
    #expect(frames(tree) == freshFrames(tree))
  }

  // A change below such a list stays in it: the walk stops at the list, which is laid out
  // where it is; nothing outside it is laid out again. When its answer could change (offered
  // one axis, or changed itself in the same pass), the change walks on as before.

  /// A tree whose root stacks a header, a list of `rows` rows and a footer, laid out in 40×10.
  private func makeListBetweenTexts(rows: Int) -> (NodeTree, LayoutEngine, list: Node, footer: Node) {
    let tree = NodeTree()
    let engine = LayoutEngine(tree: tree)
    let list = tree.makeNode(.list)
    for index in 0..<rows { tree.insert(makeRow(tree, "row \(index)").row, into: list, at: index) }
    let footer = tree.makeNode(.text, properties: text("footer"))
    tree.insert(tree.makeNode(.text, properties: text("header")), into: tree.root, at: 0)
    tree.insert(list, into: tree.root, at: 1)
    tree.insert(footer, into: tree.root, at: 2)
    tree.layoutViewport = CGSize(width: 40, height: 10)
    tree.layOutIfNeeded()
    tree.endBatch()
    return (tree, engine, list, footer)
  }

  @Test func changesBelowAListOfferedBothAxesLayOutTheListAlone() throws {
    let (tree, engine, list, footer) = makeListBetweenTexts(rows: 30)
    let header = tree.root.children[0]
    #expect(list.layoutFrame == CGRect(x: 0, y: 1, width: 40, height: 8))
    let steps: [(String, () -> Void)] = [
      ("a swap", { self.swap(tree, list, 2, 20) }),
      ("a removal", { tree.remove(from: list, at: 5) }),
      ("an insertion", { tree.insert(self.makeRow(tree, "new").row, into: list, at: 7) }),
      ("a row's new text", { tree.update(list.children[3].children[0]) { $0.text = "three" } }),
      (
        "a row that wraps",
        { tree.update(list.children[4].children[0]) { $0.text = String(repeating: "w", count: 60) } }
      ),
    ]
    for (name, step) in steps {
      let rootRuns = engine.layoutCount(of: tree.root)
      let listRuns = engine.layoutCount(of: list)
      step()
      // Nothing outside the list is marked, and the list is handed to the engine on its own.
      #expect(!tree.root.needsLayout && !header.needsLayout && !footer.needsLayout, "\(name)")
      tree.layOutIfNeeded()
      #expect(engine.layoutCount(of: tree.root) == rootRuns, "\(name): the root was laid out")
      #expect(engine.layoutCount(of: list) == listRuns + 1, "\(name): the list was not laid out")
      #expect(list.layoutFrame == CGRect(x: 0, y: 1, width: 40, height: 8), "\(name)")
      #expect(footer.layoutFrame?.minY == 9, "\(name)")
      #expect(frames(tree) == freshFrames(tree), "after \(name)")
    }
  }

  @Test func aListThatChangesItselfAfterItsRowsInOnePassMovesItsSiblings() {
    let (tree, engine, list, footer) = makeListBetweenTexts(rows: 30)
    let rootRuns = engine.layoutCount(of: tree.root)
    // Its rows first (the walk stops at the list), then the list itself: a fixed height.
    swap(tree, list, 1, 12)
    tree.update(list) { $0.frame = NodeFrame(height: 4) }
    tree.layOutIfNeeded()
    #expect(engine.layoutCount(of: tree.root) == rootRuns + 1)
    #expect(list.layoutFrame?.height == 4)
    #expect(footer.layoutFrame?.minY == 7)
    #expect(frames(tree) == freshFrames(tree))
    // And the other way round: the list itself, then its rows.
    tree.update(list) { $0.frame = NodeFrame(height: 6) }
    tree.remove(from: list, at: 0)
    tree.layOutIfNeeded()
    #expect(footer.layoutFrame?.minY == 8)
    #expect(frames(tree) == freshFrames(tree))
  }

  @Test func aListWhoseRowsAndPlaceChangeInOnePassIsPlacedWhereItEndsUp() {
    let (tree, _, list, footer) = makeListBetweenTexts(rows: 30)
    let header = tree.root.children[0]
    // Its rows (the walk stops at the list), then the header grows to two lines: the list is
    // offered a line less, one line lower.
    swap(tree, list, 1, 12)
    tree.update(header) { $0.text = String(repeating: "h", count: 50) }
    tree.layOutIfNeeded()
    #expect(list.layoutFrame == CGRect(x: 0, y: 2, width: 40, height: 7))
    #expect(list.children[0].layoutFrame?.minY == 2)
    #expect(footer.layoutFrame?.minY == 9)
    #expect(frames(tree) == freshFrames(tree))
  }

  @Test func aListThatChangedItselfIsMeasuredAgain() {
    let (tree, engine, _) = makeList(rows: 20)
    let list = tree.root.children[0]
    let measured = engine.measureCount(of: list)
    tree.update(list) { $0.padding = EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2) }
    tree.layOutIfNeeded()
    #expect(engine.measureCount(of: list) > measured)
    #expect(list.children[0].layoutFrame?.minX == 2)
    #expect(frames(tree) == freshFrames(tree))
  }
}
