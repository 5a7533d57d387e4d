import Foundation
import GraftCore

extension Node {
  /// The node's frame in the tree root's coordinates (its ``Node/layoutFrame`` moved by the
  /// content origins of the hosts above it); `nil` if it is not laid out or not shown.
  @MainActor
  public var absoluteFrame: CGRect? {
    guard var frame = layoutFrame else { return nil }
    var ancestor = parent
    while let current = ancestor {
      if NodeTree.isLayoutBarrier(current), current.kind != .root {
        guard let origin = current.layoutFrame?.origin else { return nil }
        frame = frame.offsetBy(dx: origin.x, dy: origin.y)
      }
      ancestor = current.parent
    }
    return frame
  }
}

extension NodeTree {
  /// The frontmost, deepest shown node whose frame contains `point` (in the root's
  /// coordinates) — what a click at `point` lands on; `nil` outside every node. Later
  /// siblings are in front of earlier ones. O(nodes on the path and their siblings).
  public func node(at point: CGPoint) -> Node? {
    hit(root, point, origin: .zero)
  }

  private func hit(_ node: Node, _ point: CGPoint, origin: CGPoint) -> Node? {
    guard let frame = node.layoutFrame?.offsetBy(dx: origin.x, dy: origin.y) else { return nil }
    let childOrigin = NodeTree.isLayoutBarrier(node) ? frame.origin : origin
    for child in node.children.reversed() {
      if let found = hit(child, point, origin: childOrigin) { return found }
    }
    return frame.contains(point) && node.kind != .root ? node : nil
  }
}
