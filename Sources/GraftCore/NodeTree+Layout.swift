import Foundation

/// A layout engine the tree runs at the end of each update pass (GraftLayout's `LayoutEngine`
/// is the one Graft ships). The core knows nothing of how nodes are measured: it keeps dirty
/// flags, calls the engine, and delivers the frames the engine assigns in the pass's batch.
@MainActor
public protocol NodeTreeLayoutEngine: AnyObject {
  /// Lays out what changed. Called by ``NodeTree/layOutIfNeeded()`` — at the end of every
  /// update pass, before the batch is delivered — only when a viewport is set and at least one
  /// layout barrier has dirty content. `dirtyBarriers` are those barriers (the tree's root
  /// and/or `.host` nodes whose content changed), in no particular order; some may have been
  /// detached since. The engine must assign frames with ``NodeTree/setLayoutFrame(_:for:)``
  /// and clear flags with ``NodeTree/markLaidOut(_:)``; it must not change the tree's
  /// structure or properties.
  func layOut(_ tree: NodeTree, viewport: CGSize, dirtyBarriers: [Node])
}

extension NodeTree {
  /// Installs `engine` (replacing any other) and marks the whole tree for layout. Layout
  /// then runs at the end of each pass while ``layoutViewport`` is set.
  public func installLayoutEngine(_ engine: any NodeTreeLayoutEngine) {
    setLayoutEngine(engine)
    root.forEachInTree { $0.needsLayout = true }
    invalidateLayout(from: root)
    if layoutViewport != nil { onChangeOutsideBatch?() }
  }

  /// Whether `node` is a relayout barrier: the tree's root or a `.host` node. Changes below a
  /// barrier dirty nodes up to it and no further; the engine decides whether the barrier's
  /// size changed before anything outside it is laid out again.
  public static func isLayoutBarrier(_ node: Node) -> Bool {
    node.kind == .host || node.kind == .root
  }

  /// Marks `node` and its ancestors up to the nearest layout barrier as needing layout, and
  /// queues that barrier. O(depth). Does nothing while no layout engine is installed.
  public func invalidateLayout(from node: Node) {
    guard layoutEngine != nil else { return }
    var current: Node? = node
    while let candidate = current {
      candidate.needsLayout = true
      if Self.isLayoutBarrier(candidate) {
        dirtyLayoutBarriers[ObjectIdentifier(candidate)] = candidate
        return
      }
      current = candidate.parent
    }
  }

  /// Sets what decides `node`'s layout beyond its kind (see ``Node/layoutBehavior``) and
  /// marks it for layout. Not a recorded change.
  public func setLayoutBehavior(_ behavior: AnyObject?, for node: Node) {
    guard node.layoutBehavior !== behavior else { return }
    node.layoutBehavior = behavior
    if node.isAttached { invalidateLayout(from: node) }
  }

  /// Assigns `node`'s frame (layout engines only); a change is delivered in the next batch's
  /// ``ChangeBatch/frames``.
  public func setLayoutFrame(_ frame: CGRect?, for node: Node) {
    guard node.layoutFrame != frame else { return }
    node.layoutFrame = frame
    if node.isAttached { pendingFrames.append((node.id, frame)) }
  }

  /// Clears `node`'s dirty flag (layout engines only, once it is placed).
  public func markLaidOut(_ node: Node) { node.needsLayout = false }

  /// Takes the queued dirty barriers (for an engine that dirtied more while laying out).
  public func takeDirtyLayoutBarriers() -> [Node] {
    let barriers = Array(dirtyLayoutBarriers.values)
    dirtyLayoutBarriers.removeAll(keepingCapacity: true)
    return barriers
  }

  /// Runs the installed engine if a viewport is set and something is dirty. ``UpdateGraph``
  /// calls this at the end of each pass; a tree used without a graph may call it by hand.
  public func layOutIfNeeded() {
    guard let engine = layoutEngine, let viewport = layoutViewport, !dirtyLayoutBarriers.isEmpty else {
      return
    }
    engine.layOut(self, viewport: viewport, dirtyBarriers: takeDirtyLayoutBarriers())
  }
}
