import Foundation

/// A layout engine the tree runs at the end of each update pass (GraftLayout's `LayoutEngine`
/// is the one Graft ships). The core knows nothing of how nodes are measured: it keeps dirty
/// flags, calls the engine, and delivers the frames the engine assigns in the pass's batch.
@MainActor
public protocol NodeTreeLayoutEngine: AnyObject {
  /// Lays out what changed. Called by ``NodeTree/layOutIfNeeded()`` — at the end of every
  /// update pass, before the batch is delivered — only when a viewport is set and at least one
  /// layout barrier has dirty content. `dirtyBarriers` are where the pass's invalidation walks
  /// stopped: the tree's root and/or `.host` nodes whose content changed, and nodes this
  /// engine said absorb the changes below them (``layoutAbsorbsChangesBelow(_:)``), each once,
  /// in no particular order; some may have been detached since. The engine must assign frames
  /// with ``NodeTree/setLayoutFrame(_:for:)`` and clear flags with ``NodeTree/markLaidOut(_:)``;
  /// it must not change the tree's structure or properties.
  func layOut(_ tree: NodeTree, viewport: CGSize, dirtyBarriers: [Node])

  /// Told by ``NodeTree/invalidateLayout(from:)`` of each node it marks, in order: first the
  /// node where the change happened (its properties, its children or its layout behavior
  /// changed) with `child` `nil`, then each ancestor up to the nearest layout barrier (or the
  /// nearest node that absorbs the change, ``layoutAbsorbsChangesBelow(_:)``) with the child
  /// the change came through — so an engine can lay out again only the children
  /// that changed rather than walk them all. Called synchronously on the loop thread, once per
  /// node per invalidation (so possibly many times per pass); it must only take note: not
  /// change the tree, not lay out. The default does nothing.
  func layoutInvalidated(_ node: Node, through child: Node?)

  /// Whether changing `node`'s properties from `old` to `new` can change its size or its
  /// children's places; when it cannot, the change is delivered but nothing is laid out again.
  /// Asked by ``NodeTree/update(_:properties:)`` for an attached node, before the change is
  /// applied (`node.properties` is still `old`), only when the two differ. Must not change the
  /// tree. The default answers `true`.
  func propertiesAffectLayout(of node: Node, from old: NodeProperties, to new: NodeProperties) -> Bool

  /// Told by ``NodeTree/insert(_:into:at:)``, ``NodeTree/remove(from:at:count:)`` and
  /// ``NodeTree/move(in:from:to:count:)`` of an attached `node` whose children changed, in
  /// place of `layoutInvalidated(node, through: nil)` (its ancestors are then told as for any
  /// change): `change` says which indices, counted in the children as they were just before
  /// it — so an engine can place again only the children whose neighbours changed. Called
  /// synchronously on the loop thread, once per structural change (so possibly many times per
  /// pass, each in the order the changes were made), after the children changed; it must only
  /// take note. ``NodeTree/swapChildren(of:_:_:)`` tells its two moves one after the other and
  /// invalidates the ancestors once, after the first. The default calls
  /// `layoutInvalidated(node, through: nil)`.
  func layoutChildrenChanged(_ node: Node, _ change: NodeChildrenChange)

  /// Whether a change below `node` leaves everything outside it as it is: `node`'s answer to
  /// every offer its parent asked it, and so its place and its ancestors' layout, cannot
  /// change when only its children (or nodes below them) changed. When `true`,
  /// ``NodeTree/invalidateLayout(from:)``'s walk stops at `node` as at a layout barrier: its
  /// ancestors are not marked, and `node` is among the next pass's `dirtyBarriers`, to be laid
  /// out where it is. Asked by the walk for each node a change came up through — or whose
  /// children changed structurally — right after the engine is told of it, never for a node
  /// that changed itself; synchronously on the loop thread, possibly many times per pass. It
  /// must only read. The default answers `false`: every change walks up to the barrier.
  func layoutAbsorbsChangesBelow(_ node: Node) -> Bool
}

/// Which of a node's children a structural change touched (see
/// ``NodeTreeLayoutEngine/layoutChildrenChanged(_:_:)``); indices are those of the children
/// just before the change, as in ``NodeChange``.
public enum NodeChildrenChange: Equatable, Sendable {
  /// One child was inserted at `index`.
  case inserted(at: Int)
  /// `count` children starting at `index` were removed.
  case removed(at: Int, count: Int)
  /// `count` children moved from `from` to before the child that was at `to`.
  case moved(from: Int, to: Int, count: Int)
}

extension NodeTreeLayoutEngine {
  public func layoutInvalidated(_ node: Node, through child: Node?) {}

  public func layoutChildrenChanged(_ node: Node, _ change: NodeChildrenChange) {
    layoutInvalidated(node, through: nil)
  }

  public func propertiesAffectLayout(of node: Node, from old: NodeProperties, to new: NodeProperties) -> Bool
  {
    true
  }

  public func layoutAbsorbsChangesBelow(_ node: Node) -> Bool { false }
}

extension NodeTree {
  /// Installs `engine` (replacing any other) and marks the whole tree for layout, dropping
  /// what a previous engine stored in the nodes (``Node/layoutStorage``). Layout then runs at
  /// the end of each pass while ``layoutViewport`` is set.
  public func installLayoutEngine(_ engine: any NodeTreeLayoutEngine) {
    setLayoutEngine(engine)
    root.forEachInTree {
      $0.needsLayout = true
      $0.layoutStorage = nil
    }
    invalidateLayout(from: root)
    if layoutViewport != nil { onChangeOutsideBatch?() }
  }

  /// Whether `node` is a relayout barrier: the tree's root or a `.host` node. Changes below a
  /// barrier dirty nodes up to it and no further; the engine decides whether the barrier's
  /// size changed before anything outside it is laid out again.
  ///
  /// Runs per node placed, moved and invalidated: inlined, it compares the node's stored kind
  /// code (`NodeKindCode.rootCode`, `.hostCode`) — where a call matching `node.kind`
  /// made the kind from the code first (and released a custom kind's name), ~30 instructions
  /// per node moved by a removal. Debug builds check the answer against the kind.
  @inlinable public static func isLayoutBarrier(_ node: Node) -> Bool {
    let code = node.kindCode.rawValue
    let isBarrier = code == NodeKindCode.rootCode || code == NodeKindCode.hostCode
    assert(isBarrier == isLayoutBarrierKind(node.kind), "NodeKindCode's codes of .root and .host moved")
    return isBarrier
  }

  /// Whether `kind` is a barrier's (``isLayoutBarrier(_:)``'s check in debug builds).
  @usableFromInline static func isLayoutBarrierKind(_ kind: NodeKind) -> Bool {
    switch kind {
    case .host, .root: true
    default: false
    }
  }

  /// Marks `node` and its ancestors up to the nearest layout barrier as needing layout
  /// (telling the engine each one, ``NodeTreeLayoutEngine/layoutInvalidated(_:through:)``),
  /// and queues that barrier — or stops earlier, at the first node the change came up through
  /// that the engine says absorbs it (``NodeTreeLayoutEngine/layoutAbsorbsChangesBelow(_:)``),
  /// and queues that node instead. O(depth). Does nothing while no layout engine is installed.
  public func invalidateLayout(from node: Node) {
    invalidateLayout(from: node, childrenChanged: nil)
  }

  /// ``invalidateLayout(from:)`` for a structural change to `node`'s children: the engine is
  /// told `change` (``NodeTreeLayoutEngine/layoutChildrenChanged(_:_:)``) for `node` itself.
  ///
  /// The walk holds no reference of its own (a retain and a release per node passed, ~0.5 k
  /// instructions of a changed row's text): `node` is the caller's, and each ancestor is kept
  /// by its own parent up to whoever holds the topmost (the tree, its root) — the engine only
  /// takes note, so nothing releases one during the walk. A barrier queued by the walk before
  /// (most walks of a pass end at the same one) is not hashed into the queue again.
  func invalidateLayout(from node: Node, childrenChanged change: NodeChildrenChange?) {
    guard let engine = layoutEngine else { return }
    var child: Unmanaged<Node>?
    var current: Unmanaged<Node>? = .passUnretained(node)
    while let unretained = current {
      let reachedBarrier = IsolationCheckFreeCalls.withGuaranteedReference(to: unretained) { candidate in
        candidate.needsLayout = true
        // Whether the change came from below `candidate` (not from `candidate` itself).
        let changedBelow: Bool
        if child == nil, let change {
          engine.layoutChildrenChanged(candidate, change)
          changedBelow = true
        } else if let child {
          IsolationCheckFreeCalls.withGuaranteedReference(to: child) {
            engine.layoutInvalidated(candidate, through: $0)
          }
          changedBelow = true
        } else {
          engine.layoutInvalidated(candidate, through: nil)
          changedBelow = false
        }
        // The node the last walk stopped at, reached from below again (a list's next changed
        // row), stops this walk too without asking: the answer cannot have changed since — a
        // change of the node itself would have walked past it and queued another.
        if changedBelow, lastQueuedDirtyBarrier === candidate { return true }
        guard
          Self.isLayoutBarrier(candidate) || (changedBelow && engine.layoutAbsorbsChangesBelow(candidate))
        else { return false }
        queueDirtyLayoutBarrier(candidate)
        return true
      }
      if reachedBarrier { return }
      child = unretained
      current = IsolationCheckFreeCalls.withGuaranteedReference(to: unretained) { $0.unretainedParent }
    }
  }

  /// Queues `barrier` for the next layout, once (``dirtyLayoutBarriers``; the last one queued
  /// is remembered, so a pass's many walks to the root hash it in once).
  private func queueDirtyLayoutBarrier(_ barrier: Node) {
    if lastQueuedDirtyBarrier === barrier { return }
    dirtyLayoutBarriers[ObjectIdentifier(barrier)] = barrier
    lastQueuedDirtyBarrier = barrier
  }

  /// Whether the installed engine must lay `node` out again when its properties become
  /// `new` (``NodeTreeLayoutEngine/propertiesAffectLayout(of:from:to:)``); `false` without one.
  func propertiesAffectLayout(of node: Node, to new: NodeProperties) -> Bool {
    guard let engine = layoutEngine else { return false }
    return engine.propertiesAffectLayout(of: node, from: node.properties, to: new)
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
    guard node.replaceLayoutFrame(with: frame) else { return }
    if node.isAttached { pendingFrames.append((node.id, frame)) }
  }

  /// Moves the frame `node` has by `offset` (layout engines only, for a node whose subtree is
  /// moved whole): the same as assigning `node.layoutFrame` moved by `offset` with
  /// ``setLayoutFrame(_:for:)`` when it has one, and nothing when it has none. `storage` must
  /// be `node`'s ``Node/layoutStorage`` (the engine's record, which it holds already): the
  /// frame is read and written there, where ``setLayoutFrame(_:for:)`` loads the node's layout
  /// fields again (a retain and a release). Per node moved by a removal above it: inlined into
  /// the engine (a call with its own loads of the tree's fields was ~20 instructions of the ~75
  /// per node moved); `pendingFrames` is `@usableFromInline` for it.
  @inlinable @inline(__always)
  public func moveLayoutFrame(of node: Node, storage: NodeLayoutStorage, by offset: CGSize) {
    assert(storage === node.layout, "moveLayoutFrame(of:storage:by:) given another node's storage")
    guard let frame = storage.frame else { return }
    let moved = frame.offsetBy(dx: offset.width, dy: offset.height)
    if Node.sameFrame(frame, moved) { return }
    storage.frame = moved
    if node.isAttached { pendingFrames.append((node.id, moved)) }
  }

  /// Makes room for `count` more frames in the pass's batch (layout engines only, before
  /// assigning them with ``setLayoutFrame(_:for:)``): one allocation where the batch's array of
  /// frames would grow by doubling, copying what it held each time. Changes nothing else; the
  /// room is released with the batch (``endBatch()``).
  public func reserveLayoutFrames(_ count: Int) {
    pendingFrames.reserveCapacity(pendingFrames.count + count)
  }

  /// Clears `node`'s dirty flag (layout engines only, once it is placed). Inlined: a call per
  /// node placed.
  @inlinable public func markLaidOut(_ node: Node) { node.needsLayoutStorage = false }

  /// Takes the queued dirty barriers (for an engine that dirtied more while laying out).
  public func takeDirtyLayoutBarriers() -> [Node] {
    var barriers: [Node] = []
    moveDirtyLayoutBarriers(into: &barriers)
    return barriers
  }

  /// Appends the queued dirty barriers to `barriers` and forgets them (keeping the queue's
  /// storage).
  ///
  /// One barrier queued (most passes) is appended as ``lastQueuedDirtyBarrier``, which is
  /// then the queue's one entry: appending the dictionary's values was a generic sequence
  /// append through its iterator (~0.25 k instructions a pass).
  private func moveDirtyLayoutBarriers(into barriers: inout [Node]) {
    if dirtyLayoutBarriers.count == 1, let only = lastQueuedDirtyBarrier {
      barriers.append(only)
    } else {
      barriers.append(contentsOf: dirtyLayoutBarriers.values)
    }
    dirtyLayoutBarriers.removeAll(keepingCapacity: true)
    lastQueuedDirtyBarrier = nil
  }

  /// Runs the installed engine if a viewport is set and something is dirty. ``UpdateGraph``
  /// calls this at the end of each pass; a tree used without a graph may call it by hand.
  ///
  /// The barriers are handed over in an array kept between passes (`spareDirtyBarriers`),
  /// emptied after the engine returns: each pass allocated one (with its release, ~0.3 k
  /// instructions of a swap of two rows).
  public func layOutIfNeeded() {
    guard let engine = layoutEngine, let viewport = layoutViewport, !dirtyLayoutBarriers.isEmpty else {
      return
    }
    // Taken out of the static: unique unless the engine keeps it, so filling and emptying it
    // copies nothing (a nested pass, on another tree, finds it empty and uses its own).
    var barriers = Self.spareDirtyBarriers
    Self.spareDirtyBarriers = []
    moveDirtyLayoutBarriers(into: &barriers)
    engine.layOut(self, viewport: viewport, dirtyBarriers: barriers)
    // Emptied before it is kept: the spare holds no node alive. One by one, keeping its
    // storage: `removeAll(keepingCapacity:)` is a generic `replaceSubrange` call (~0.16 k).
    while barriers.popLast() != nil {}
    Self.spareDirtyBarriers = barriers
  }

  /// The array ``layOutIfNeeded()`` hands the dirty barriers over in, empty between passes.
  /// Unchecked exclusivity: loop thread only, and each access is a read or an assignment
  /// that calls nothing while it lasts.
  @exclusivity(unchecked) private static var spareDirtyBarriers: [Node] = []
}
