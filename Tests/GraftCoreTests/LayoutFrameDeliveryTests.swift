import Foundation
import GraftCore
import Testing

/// ``NodeTree/setLayoutFrame(_:for:)`` stores a frame and delivers it in the next batch only
/// when it differs from the stored one (compared as `CGRect ==` does: component by component,
/// so `-0.0` equals `0.0` and a NaN component never equals anything), and only for an
/// attached node.
@MainActor
@Suite struct LayoutFrameDeliveryTests {
  /// The frames of the batches `body` delivers, flattened.
  private func deliveredFrames(_ tree: NodeTree, _ body: () -> Void) -> [(NodeID, CGRect?)] {
    var frames: [(NodeID, CGRect?)] = []
    let subscription = tree.addBatchObserver { batch in
      frames += batch.frames.map { ($0.node, $0.frame) }
    }
    body()
    tree.endBatch()
    subscription.cancel()
    return frames
  }

  @Test func aChangedFrameIsDeliveredOnceAndAnEqualOneIsNot() {
    let tree = NodeTree()
    let row = tree.makeNode(.text)
    tree.insert(row, into: tree.root, at: 0)
    tree.endBatch()
    let frame = CGRect(x: 0, y: 3, width: 10, height: 1)

    let first = deliveredFrames(tree) { tree.setLayoutFrame(frame, for: row) }
    #expect(first.count == 1)
    #expect(first.first?.0 == row.id && first.first?.1 == frame)
    #expect(row.layoutFrame == frame)

    let same = deliveredFrames(tree) {
      tree.setLayoutFrame(frame, for: row)
      tree.setLayoutFrame(CGRect(x: -0.0, y: 3, width: 10, height: 1), for: row)
    }
    #expect(same.isEmpty)

    for changed in [
      CGRect(x: 1, y: 3, width: 10, height: 1), CGRect(x: 1, y: 4, width: 10, height: 1),
      CGRect(x: 1, y: 4, width: 11, height: 1), CGRect(x: 1, y: 4, width: 11, height: 2),
    ] {
      let moved = deliveredFrames(tree) { tree.setLayoutFrame(changed, for: row) }
      #expect(moved.count == 1 && moved.first?.1 == changed, "\(changed)")
      #expect(row.layoutFrame == changed)
    }

    let hidden = deliveredFrames(tree) {
      tree.setLayoutFrame(nil, for: row)
      tree.setLayoutFrame(nil, for: row)
    }
    #expect(hidden.count == 1 && hidden.first?.1 == nil)
    #expect(row.layoutFrame == nil)
  }

  @Test func aNaNComponentIsAlwaysAChange() {
    let tree = NodeTree()
    let row = tree.makeNode(.text)
    tree.insert(row, into: tree.root, at: 0)
    let odd = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)
    let delivered = deliveredFrames(tree) {
      tree.setLayoutFrame(odd, for: row)
      tree.setLayoutFrame(odd, for: row)
    }
    #expect(delivered.count == 2)
  }

  @Test func aDetachedNodeStoresItsFrameWithoutDeliveringIt() {
    let tree = NodeTree()
    let row = tree.makeNode(.text)
    let frame = CGRect(x: 2, y: 2, width: 4, height: 1)
    let nothing = deliveredFrames(tree) {
      tree.setLayoutFrame(nil, for: row)
      tree.setLayoutFrame(frame, for: row)
    }
    #expect(nothing.isEmpty)
    #expect(row.layoutFrame == frame)
  }
}
