import Foundation
import Graft
import Testing

/// A scrolling container offered both axes takes the offer whatever its rows: when only its
/// rows change, it is not measured again for that offer — and it is whenever its answer could
/// change (offered one axis only, or changed itself). Frames always match a fresh layout.
@MainActor
@Suite struct ScrollContainerSizeTests {
  /// A tree whose root holds `container` (a new `.list` unless given), holding `rows` rows of
  /// one text each, laid out in 40×10.
  private func makeTree(rows: Int, in wrapper: NodeKind? = nil) -> (NodeTree, LayoutEngine, Node) {
    let tree = NodeTree()
    let engine = LayoutEngine(tree: tree)
    let list = tree.makeNode(.list)
    for index in 0..<rows { tree.insert(row(tree, "row \(index)"), into: list, at: index) }
    if let wrapper {
      let outer = tree.makeNode(wrapper)
      tree.insert(list, into: outer, at: 0)
      tree.insert(outer, into: tree.root, at: 0)
    } else {
      tree.insert(list, into: tree.root, at: 0)
    }
    tree.layoutViewport = CGSize(width: 40, height: 10)
    tree.layOutIfNeeded()
    tree.endBatch()
    return (tree, engine, list)
  }

  private func row(_ tree: NodeTree, _ label: String) -> Node {
    var properties = NodeProperties()
    properties.text = label
    return tree.makeNode(.text, properties: properties)
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

  @Test func aListOfferedBothAxesIsNotMeasuredAgainWhenOnlyItsRowsChange() {
    let (tree, engine, list) = makeTree(rows: 20)
    let measured = engine.measureCount(of: list)
    #expect(list.layoutFrame == CGRect(x: 0, y: 0, width: 40, height: 10))
    tree.insert(row(tree, "new"), into: list, at: 3)
    tree.layOutIfNeeded()
    tree.move(in: list, from: 1, to: 15)
    tree.layOutIfNeeded()
    tree.remove(from: list, at: 0, count: 5)
    tree.layOutIfNeeded()
    tree.update(list.children[2]) { $0.text = "a longer label than before" }
    tree.layOutIfNeeded()
    #expect(engine.measureCount(of: list) == measured)
    #expect(list.layoutFrame == CGRect(x: 0, y: 0, width: 40, height: 10))
    #expect(frames(tree) == freshFrames(tree))
  }

  @Test func aListOfferedOneAxisIsMeasuredAgainWhenItsRowsChange() throws {
    // A vertical scroll view offers its content the width and no height: the list's answer
    // is its rows' total height.
    let (tree, engine, list) = makeTree(rows: 4, in: .scrollView)
    let measured = engine.measureCount(of: list)
    #expect(list.layoutFrame?.height == 4)
    tree.insert(row(tree, "new"), into: list, at: 0)
    tree.insert(row(tree, "newer"), into: list, at: 0)
    tree.layOutIfNeeded()
    #expect(engine.measureCount(of: list) > measured)
    #expect(list.layoutFrame?.height == 6)
    #expect(frames(tree) == freshFrames(tree))
  }

  @Test func aListThatChangedItselfIsMeasuredAgain() {
    let (tree, engine, list) = makeTree(rows: 20)
    let measured = engine.measureCount(of: list)
    tree.update(list) { $0.padding = EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2) }
    tree.layOutIfNeeded()
    #expect(engine.measureCount(of: list) > measured)
    #expect(list.children[0].layoutFrame?.minX == 2)
    #expect(frames(tree) == freshFrames(tree))
  }
}
