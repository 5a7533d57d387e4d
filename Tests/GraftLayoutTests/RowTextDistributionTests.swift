import Foundation
import Graft
import Testing

/// A row offered no height (a `List`'s row) knows a text alone's minimum and its answer to a
/// share at least its ideal width from its ideal answer, without asking them; a row offered a
/// height asks every size of the measurer. Both must distribute alike: for rows of texts,
/// titled buttons (whose minimum is their label's insets) and texts that are not alone (a
/// padding, a line limit: always asked), at every width from 1 to 40 cells, each child gets
/// the same width and the same place in its row either way.
@MainActor
@Suite struct RowTextDistributionTests {
  /// A child of a test row: its kind and text, and what makes it other than a text alone.
  private struct Child {
    var kind: NodeKind
    var text: String
    var padding: Double? = nil
    var lineLimit: Int? = nil

    var properties: NodeProperties {
      var properties = NodeProperties()
      properties.text = text
      if let padding {
        properties.padding = EdgeInsets(top: 0, leading: padding, bottom: 0, trailing: padding)
      }
      properties.lineLimit = lineLimit
      return properties
    }
  }

  private static let rows: [[Child]] = [
    [Child(kind: .text, text: "abc"), Child(kind: .button, text: "ab")],
    [
      Child(kind: .button, text: "go"), Child(kind: .text, text: "one two three"),
      Child(kind: .button, text: "remove"),
    ],
    [
      Child(kind: .text, text: "12"), Child(kind: .text, text: "a label of words"),
      Child(kind: .button, text: "select"),
    ],
    [
      Child(kind: .text, text: "pad", padding: 2), Child(kind: .text, text: "wrap me please"),
      Child(kind: .button, text: "x"),
    ],
    [
      Child(kind: .text, text: "abcde"), Child(kind: .text, text: "ab", padding: 2),
      Child(kind: .button, text: "go"),
    ],
    [
      Child(kind: .text, text: "one line only", lineLimit: 1), Child(kind: .button, text: "ok"),
      Child(kind: .text, text: "b"),
    ],
    [
      Child(kind: .text, text: "first\nsecond"), Child(kind: .button, text: "two words"),
      Child(kind: .text, text: "z z z"),
    ],
  ]

  @Test func aRowOfferedNoHeightDistributesAsOneOfferedAHeight() {
    for (number, children) in Self.rows.enumerated() {
      for width in 1...40 {
        let inList = layOut(children, width: width, inList: true)
        let alone = layOut(children, width: width, inList: false)
        #expect(inList == alone, "row \(number) at width \(width)")
      }
    }
  }

  /// Each child's width and its offset from the row's leading edge, the row laid out in
  /// `width` × 20 cells: in a `List` (offered no height), or as the root's only child (offered
  /// the viewport's height).
  private func layOut(_ children: [Child], width: Int, inList: Bool) -> [[Double]] {
    let tree = NodeTree()
    _ = LayoutEngine(tree: tree)
    let row = tree.makeNode(.stack(.horizontal))
    for (index, child) in children.enumerated() {
      tree.insert(tree.makeNode(child.kind, properties: child.properties), into: row, at: index)
    }
    if inList {
      let list = tree.makeNode(.list)
      tree.insert(row, into: list, at: 0)
      tree.insert(list, into: tree.root, at: 0)
    } else {
      tree.insert(row, into: tree.root, at: 0)
    }
    tree.layoutViewport = CGSize(width: width, height: 20)
    tree.layOutIfNeeded()
    tree.endBatch()
    let origin = row.layoutFrame?.minX ?? .nan
    return row.children.map { child in
      guard let frame = child.layoutFrame else { return [] }
      return [Double(frame.width), Double(frame.minX - origin)]
    }
  }
}
