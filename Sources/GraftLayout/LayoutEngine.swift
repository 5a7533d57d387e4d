import Foundation
import GraftCore

/// SwiftUI's layout over Graft's node tree: a parent proposes a size, the child chooses its
/// size, the parent places it. Runs at the end of every update pass in which the tree changed
/// (`NodeTreeLayoutEngine`), and only while the tree has a viewport; every shown node gets a
/// `Node/layoutFrame` in its layout root's coordinates, delivered in the pass's batch.
///
/// Incremental: measurements are cached per node and proposal until the node or its subtree
/// changes; a change dirties nodes up to the nearest barrier (`.host` node or the root) only.
/// A barrier whose content changed is measured again for the proposals its parent asked
/// before: if every answer is the same, only its content is placed again (its parent's
/// layout does not run); otherwise its parent is laid out again, in the same pass. A
/// subtree placed at the same rectangle with the same proposal, and not dirty, is skipped.
/// See docs/layout.md. Loop thread only.
@MainActor
public final class LayoutEngine: NodeTreeLayoutEngine {
  /// The metrics (text, spacing, padding) in use.
  public let metrics: LayoutMetrics
  /// Whether ``metrics``' measurer is a ``MonospaceTextMeasurer`` (answered once: a dynamic
  /// cast per text sized cost ~70 instructions).
  let measuresMonospace: Bool
  // Unchecked exclusivity (these two): loop thread only, and each access is an increment,
  // read or assignment that calls nothing while it lasts (as `NodeLayoutRecord`'s fields).
  /// Counters since creation (or ``resetStatistics()``).
  @exclusivity(unchecked) public internal(set) var statistics = LayoutStatistics()
  @exclusivity(unchecked) var pass = 0
  /// The tree's ``NodeTree/createdNodeCount`` at the last pass.
  @exclusivity(unchecked) private var createdNodesSeen = 0
  /// The tree laid out (it owns the engine), through its handle: not `weak`, which gave the
  /// tree a refcount side table (see ``NodeTreeHandle``).
  private let treeHandle: NodeTreeHandle
  var tree: NodeTree? { treeHandle.object }
  /// The tree being laid out, during ``layOut(_:viewport:dirtyBarriers:)`` (whose caller keeps
  /// it alive for the pass), held unretained; `nil` outside a pass. Read through
  /// ``withTree(_:)``: every node placed sets its frame and marks itself laid out in the tree,
  /// and each load through the handle retained and released it (issue 15, round 32). Unchecked
  /// exclusivity: loop thread only, every access instantaneous.
  @exclusivity(unchecked) private var passTree: Unmanaged<NodeTree>?

  /// Installs a new engine on `graph`'s tree and lays the root out in `viewport` from the next
  /// pass on (one is requested).
  public convenience init(graph: UpdateGraph, viewport: CGSize, metrics: LayoutMetrics = .monospace) {
    self.init(tree: graph.tree, metrics: metrics)
    graph.layoutViewport = viewport
  }

  /// Installs a new engine on `tree` (layout runs once a viewport is set).
  public init(tree: NodeTree, metrics: LayoutMetrics = .monospace) {
    self.treeHandle = tree.handle
    self.metrics = metrics
    self.measuresMonospace = metrics.textMeasurer is MonospaceTextMeasurer
    tree.installLayoutEngine(self)
  }

  public func resetStatistics() { statistics = LayoutStatistics() }

  /// How many times `node`'s own layout ran (its children were placed) since it was created.
  public func layoutCount(of node: Node) -> Int { storage(node).layoutRuns }

  /// How many times `node`'s size was computed rather than answered from the cache.
  public func measureCount(of node: Node) -> Int { storage(node).measureRuns }

  // MARK: - The pass

  public func layOut(_ tree: NodeTree, viewport: CGSize, dirtyBarriers: [Node]) {
    pass += 1
    Self.passSerial &+= 1
    let outerTree = passTree
    // (Only the engine's own tree: frames go to it, as outside a pass.)
    passTree = tree === self.tree ? .passUnretained(tree) : nil
    defer { passTree = outerTree }
    let outerPass = Self.activePass
    Self.activePass = Self.passSerial
    defer { Self.activePass = outerPass }
    statistics.passes += 1
    // Room for the frames of the nodes made since the last pass (each one shown gets a frame):
    // one allocation, where the batch's array grew by doubling (its copies cost ~0.4 k
    // instructions per list row created). At most the attached nodes: nodes made and never
    // attached get none.
    let created = tree.createdNodeCount - createdNodesSeen
    createdNodesSeen = tree.createdNodeCount
    if created > 0 { tree.reserveLayoutFrames(min(created, tree.attachedNodeCount)) }
    // Most passes dirty only the root (no `.host` node in the tree): it is placed in the
    // viewport as the loop below would place it, without the queue (an allocation), the depth
    // walk or the sort.
    if dirtyBarriers.count == 1, dirtyBarriers[0].isAttached {
      let only = dirtyBarriers[0]
      if case .root = only.kind {
        place(only, in: CGRect(origin: .zero, size: viewport), proposal: ProposedViewSize(viewport))
        return
      }
      // A list whose rows alone changed, the walks stopped at it: placed where it is, likewise.
      if !NodeTree.isLayoutBarrier(only), only.needsLayout, only.parent != nil, placeWhereItWas(only) {
        return
      }
    }
    var queue: [(Int, Node)] = []
    queue.reserveCapacity(dirtyBarriers.count)
    for barrier in dirtyBarriers where barrier.isAttached { queue.append((depth(barrier), barrier)) }
    // The queued barriers, to queue each once: made when a barrier first queues an outer one
    // (`dirtyBarriers` are distinct). A pass whose barriers keep their sizes — most passes,
    // one barrier — hashes nothing and allocates no set.
    var seen: Set<ObjectIdentifier>?
    while !queue.isEmpty {
      if queue.count > 1 { queue.sort { $0.0 < $1.0 } }
      let (_, barrier) = queue.removeLast()
      seen?.remove(ObjectIdentifier(barrier))
      if case .root = barrier.kind {
        place(barrier, in: CGRect(origin: .zero, size: viewport), proposal: ProposedViewSize(viewport))
        continue
      }
      guard barrier.needsLayout, let parent = barrier.parent else { continue }
      if placeWhereItWas(barrier) { continue }
      tree.invalidateLayout(from: parent)
      var queued = seen ?? Set(queue.lazy.map { ObjectIdentifier($0.1) })
      seen = nil  // `queued` is then the set's one reference: inserting copies nothing.
      for outer in tree.takeDirtyLayoutBarriers() where queued.insert(ObjectIdentifier(outer)).inserted {
        queue.append((depth(outer), outer))
      }
      seen = queued
    }
  }

  /// Places a dirty barrier other than the root — a `.host` node, or a node the invalidation
  /// walks stopped at (``layoutAbsorbsChangesBelow(_:)``) — in the rectangle, and with the
  /// proposal, it was placed with last, when its answers to its parent cannot have changed;
  /// `false` (nothing placed) otherwise, for the caller to lay its parent out again. Asked
  /// again here, not trusted from the walk: the node may have changed itself since.
  private func placeWhereItWas(_ barrier: Node) -> Bool {
    let keepsItsAnswers =
      NodeTree.isLayoutBarrier(barrier) ? barrierKeepsItsSize(barrier) : layoutAbsorbsChangesBelow(barrier)
    guard keepsItsAnswers else { return false }
    let record = storage(barrier)
    guard let rect = record.placedRect, let proposal = record.placedProposal else { return false }
    placeNow(barrier, record, in: rect, proposal: proposal)
    return true
  }

  /// Whether `barrier` answers every proposal its parent asked before as it did then.
  private func barrierKeepsItsSize(_ barrier: Node) -> Bool {
    let record = storage(barrier)
    guard record.placedRect != nil, record.cachePass != pass else { return false }
    guard !record.sizes.isEmpty else { return false }
    for (proposal, size) in record.sizes.entries where self.size(of: barrier, proposal) != size {
      return false
    }
    return true
  }

  private func depth(_ node: Node) -> Int {
    var depth = 0
    var current = node.parent
    while let node = current {
      depth += 1
      current = node.parent
    }
    return depth
  }

  /// Whether placing `node` reads what changed below it since it was last placed — which
  /// children changed (``NodeLayoutRecord/changedChildren``) and where its sequence of
  /// children changed (``NodeLayoutRecord/childSeams``): only a scrolling container does,
  /// placing those rows alone (`placeRows(of:_:onlyChildrenChanged:)`). Any other node places
  /// all its children whatever changed, so neither is kept for it: a list row's stack
  /// allocated a list of changed children on its first changed child (~0.5 k instructions
  /// with its free, a changed row of "update every 10th"). A node whose kind changes changed
  /// itself, and is placed whole.
  private func placesChangesBelowAlone(_ node: Node) -> Bool { node.kindIsScrolling }

  /// Takes note of what changed (`NodeTreeLayoutEngine.layoutInvalidated(_:through:)`): the
  /// node itself, or which of its children, each listed once until the node is placed again
  /// (for a node whose placement reads them, `placesChangesBelowAlone(_:)`).
  /// The records are read unretained (``withRecord(of:_:)``): asked for every node a change
  /// walks past, where each was retained and released (~0.2 k instructions a changed row).
  public func layoutInvalidated(_ node: Node, through child: Node?) {
    guard let child else {
      withRecord(of: node) { $0.changedItself = true }
      return
    }
    guard placesChangesBelowAlone(node) else { return }
    let isNew = withRecord(of: child) { childRecord in
      guard !childRecord.isReportedToParent else { return false }
      childRecord.isReportedToParent = true
      return true
    }
    if isNew { withRecord(of: node) { $0.changedChildren.append(child) } }
  }

  /// Takes note of a structural change to `node`'s children
  /// (`NodeTreeLayoutEngine.layoutChildrenChanged(_:_:)`) as seams (`ChildSeams`): a list
  /// that stays where it was then places only the rows around them, not all its rows.
  public func layoutChildrenChanged(_ node: Node, _ change: NodeChildrenChange) {
    // Only a node whose placement reads them keeps seams (``placesChangesBelowAlone(_:)``).
    guard placesChangesBelowAlone(node) else { return }
    withRecord(of: node) { record in
      // A node that changed itself is laid out whole: nothing to keep.
      guard !record.changedItself else { return }
      if record.childSeams == nil { record.childSeams = ChildSeams() }
      record.childSeams?.record(change)
    }
  }

  /// Whether a change below `node` can change nothing outside it
  /// (`NodeTreeLayoutEngine.layoutAbsorbsChangesBelow(_:)`): `node` is a scrolling container
  /// whose answers cannot depend on its rows (`takesOffersOfBothAxesWhateverItsRows(_:)`),
  /// placed (shown) with an offer of both axes, that has not changed itself since, and whose
  /// parent asked it only offers of both axes (every answer in its cache is for one) — so it
  /// answers every offer it was asked with that offer, whatever its rows. A swap of two rows,
  /// a removal or a row's new text is then laid out from the list down: the walk up to the
  /// root, the root's stack distribution and the list's placement in it (~1.4 k instructions a
  /// swap of two rows) are skipped.
  public func layoutAbsorbsChangesBelow(_ node: Node) -> Bool {
    guard node.kindIsScrolling, let record = Self.record(of: node) else { return false }
    guard !record.changedItself, !record.isHidden, record.placedRect != nil,
      let proposal = record.placedProposal, proposal.width != nil, proposal.height != nil,
      record.sizes.answersOnlyOffersOfBothAxes()
    else { return false }
    return takesOffersOfBothAxesWhateverItsRows(node)
  }

  /// Whether a property change can move or resize anything: every property but
  /// `NodeProperties.isHighlighted` and `NodeProperties.isDisabled` (which only change how
  /// a node is drawn; ``LayoutMetrics/controlInsets`` must not depend on them) can.
  ///
  /// As the protocol promises, asked only when `old` and `new` differ: with the same drawing
  /// flags the difference is elsewhere, and the answer is `true` without comparing the rest —
  /// which copied the old properties (a retain and a release of each string and box) and
  /// compared their text a second time (the tree had just compared it), ~270 instructions for
  /// a list row whose label changed (issue 15).
  public func propertiesAffectLayout(of node: Node, from old: NodeProperties, to new: NodeProperties) -> Bool
  {
    if old.isHighlighted == new.isHighlighted, old.isDisabled == new.isDisabled { return true }
    var old = old
    old.isHighlighted = new.isHighlighted
    old.isDisabled = new.isDisabled
    return old != new
  }

  // MARK: - Measuring

  /// `node`'s record, made and stored first if it has none (``unretainedStorage(_:)``),
  /// retained for a caller that keeps it; ``withRecord(of:_:)`` lends it without.
  func storage(_ node: Node) -> NodeLayoutRecord { unretainedStorage(node).takeUnretainedValue() }

  /// `node`'s record, made and stored first if it has none, not retained: the node keeps it.
  /// A record made here is moved into the node, where ``storage(_:)`` retained it for the
  /// node and released the caller's reference after its use (five records a list row made).
  @inline(__always)
  func unretainedStorage(_ node: Node) -> Unmanaged<NodeLayoutRecord> {
    if let record = Self.unretainedRecord(of: node) { return record }
    let record = NodeLayoutRecord()
    let unretained = Unmanaged.passUnretained(record)
    node.layoutStorage = consume record
    return unretained
  }

  /// `node`'s record, if this engine (or another `LayoutEngine`) stored one. The storage's
  /// type is compared, then the reference reinterpreted (``Node/layoutStorage(ofType:)``,
  /// inlined): the same answer as `as? NodeLayoutRecord` for the final class, without the
  /// runtime's cast call or a call into GraftCore (several per node placed, measured or moved).
  static func record(of node: Node) -> NodeLayoutRecord? {
    node.layoutStorage(ofType: NodeLayoutRecord.self)
  }

  /// ``record(of:)`` not retained: for a caller that uses it only while `node` certainly keeps
  /// it (nothing in between can replace a node's record).
  @inline(__always)
  static func unretainedRecord(of node: Node) -> Unmanaged<NodeLayoutRecord>? {
    guard let record = node.layoutStorage(ofType: NodeLayoutRecord.self) else { return nil }
    return .passUnretained(record)
  }

  /// Runs `body` with `node`'s record (``storage(_:)``: made if it has none), not retained for
  /// the call — `let record = storage(node)` retained and released it once per size asked and
  /// per node placed (about seventeen times per list row made, issue 15 round 31). Sound:
  /// `node`, which the caller holds, keeps its record, and a record once stored is never
  /// replaced (only `storage(_:)` stores one, for a node that has none); `body` runs once,
  /// synchronously.
  @inline(__always)
  func withRecord<R>(of node: Node, _ body: (NodeLayoutRecord) -> R) -> R {
    IsolationCheckFreeCalls.withGuaranteedReference(to: unretainedStorage(node), body)
  }

  /// `body` run with the engine's tree (`nil` once the tree is gone): during a pass the pass's
  /// tree, not retained for the call; otherwise loaded through the handle. `body` runs once,
  /// synchronously.
  @inline(__always)
  func withTree<R>(_ body: (NodeTree?) -> R) -> R {
    guard let passTree else { return body(tree) }
    return IsolationCheckFreeCalls.withGuaranteedReference(to: passTree) { body($0) }
  }

  /// `body` run on `children[index]`, not retained for the call (a retain and a release per
  /// child measured, placed or moved, several per stack laid out): `children`, the caller's copy of
  /// the array, keeps the child alive, and nothing `body` runs (measuring, placing, moving) can change
  /// the copy. `body` runs once, synchronously.
  @inline(__always)
  func withChild<R>(at index: Int, of children: [Node], _ body: (Node) -> R) -> R {
    IsolationCheckFreeCalls.withGuaranteedReference(to: .passUnretained(children[index]), body)
  }

  /// `node`'s size for `proposal`, from the cache when the node is unchanged — or, for a
  /// scrolling container whose rows alone changed, when `proposal` offers both axes (see
  /// `takesOffersOfBothAxesWhateverItsRows(_:)`).
  ///
  /// An answer in the cache of a node whose cache holds (most sizes asked: a clean sibling of a
  /// changed row's text is asked three each pass) is read with nothing called in between, so
  /// the record is not retained for it; everything else is `answerSize(of:_:)`.
  public func size(of node: Node, _ proposal: ProposedViewSize) -> CGSize {
    inlinedSize(of: node, proposal)
  }

  /// ``size(of:_:)``, inlined where a stack distributes its children (three sizes asked per
  /// child, most from the cache): the child, read from the children array, is then not retained
  /// for a cache hit either. Not inlined elsewhere: in the row and move loops it cost more than
  /// it saved (remove one row +4 %).
  @inline(__always) func inlinedSize(of node: Node, _ proposal: ProposedViewSize) -> CGSize {
    if let record = Self.record(of: node), !node.needsLayout || record.cachePass == pass,
      let size = record.sizes.size(for: proposal)
    {
      return size
    }
    return answerSize(of: node, proposal)
  }

  /// ``size(of:_:)`` past its inlined cache lookup: clears a changed node's cache, then answers
  /// from the cache, the known answers of a text (``wrappedTextSize(_:_:_:)``) or a measure.
  @inline(never)
  private func answerSize(of node: Node, _ proposal: ProposedViewSize) -> CGSize {
    withRecord(of: node) { answerSize(of: node, $0, proposal) }
  }

  /// ``answerSize(of:_:)`` with `node`'s record, `record`.
  @inline(__always)
  private func answerSize(of node: Node, _ record: NodeLayoutRecord, _ proposal: ProposedViewSize) -> CGSize {
    if node.needsLayout, record.cachePass != pass {
      if !record.changedItself, takesOffersOfBothAxesWhateverItsRows(node) {
        record.sizes.removeAllButOffersOfBothAxes()
      } else {
        record.sizes.removeAll()
      }
      record.cachePass = pass
      record.isFresh = true
      record.textKind = nil
    }
    if let size = record.sizes.size(for: proposal) { return size }
    if let size = wrappedTextSize(node, record, proposal) {
      // Stored when the node was placed since its cache was cleared (a clean sibling of a
      // changed text, asked its minimum and its share again each pass): the next pass finds it
      // in the cache, where it was worked out again (~0.1 k instructions, about eight per
      // changed list row). Not stored for a node not placed yet (created, or changed, in this
      // pass): most are asked once, and storing cost more than it saved.
      if !record.isFresh { record.sizes.insert(size, for: proposal) }
      return size
    }
    statistics.measured += 1
    record.measureRuns += 1
    let size = measureModifiers(node, proposal)
    record.sizes.insert(size, for: proposal)
    return size
  }

  /// Whether `node`'s size for an offer of both axes is that offer whatever its rows: a `List`
  /// or `ScrollView` (a scrolling container offered both axes takes the offer,
  /// `arrangedSize`) with no layout behavior, layout modifier, text or control chrome — its
  /// answer then depends on its own properties and kind alone, and a change to those marks it
  /// changed itself (``NodeLayoutRecord/changedItself``). Asked once per pass for a dirty node
  /// whose cache is cleared: each pass that changed a list's rows re-measured the list for the
  /// root's implicit stack (~1 k instructions) though the answer could not change.
  private func takesOffersOfBothAxesWhateverItsRows(_ node: Node) -> Bool {
    guard node.kindIsScrolling else { return false }
    return !node.hasLayoutBehavior && !hasModifiers(node) && node.text == nil
      && metrics.chromeInsets(of: node) == nil
  }

  // MARK: - Placing

  /// Places `node` in `rect` (in its layout root's coordinates) with the proposal its size
  /// was chosen for; skips an unchanged subtree placed the same way before.
  func place(_ node: Node, in rect: CGRect, proposal: ProposedViewSize) {
    withRecord(of: node) { place(node, $0, in: rect, proposal: proposal) }
  }

  /// ``place(_:in:proposal:)`` with `node`'s record, `record`.
  @inline(__always)
  private func place(_ node: Node, _ record: NodeLayoutRecord, in rect: CGRect, proposal: ProposedViewSize) {
    statistics.visited += 1
    if !node.needsLayout, record.placedProposal == proposal, !record.isHidden {
      if Node.sameFrame(record.placedRect, rect) { return }
      // A barrier's content lives in its own coordinates: moving it moves nothing inside.
      if NodeTree.isLayoutBarrier(node), let old = record.placedRect, old.size == rect.size {
        let content = contentRect(node, in: rect, proposal: proposal).rect
        record.placedRect = rect
        withTree { $0?.setLayoutFrame(content, for: node) }
        return
      }
      // A clean subtree moved whole (a list row below a removed one) keeps its arrangement:
      // its frames move with it and nothing is measured or arranged again.
      if !node.hasLayoutBehavior, let old = record.placedRect, old.size == rect.size {
        let offset = CGSize(width: rect.minX - old.minX, height: rect.minY - old.minY)
        withTree { move(node, record, by: offset, in: $0) }
        return
      }
    }
    placeNow(node, record, in: rect, proposal: proposal)
  }

  /// Moves a clean, placed node and its subtree by `offset` (up to the layout barriers below
  /// it, whose content has its own coordinates). A node with a custom layout inside is placed
  /// again at its moved rectangle instead: its placement need not be a translation. `record`
  /// is `node`'s (looked up by the caller); `tree` is the engine's tree, loaded once by the
  /// caller rather than once per moved node (each load of the weak reference costs a call and
  /// refcounting). A child with no record was never placed: nothing of it moves.
  ///
  /// Runs for every node of every row below a removed one (remove one row is nearly all this):
  /// the frame is moved in the record (``NodeTree/moveLayoutFrame(of:storage:by:)``), not read
  /// from the node and assigned back, and the children are walked by index from one copy of
  /// the array.
  func move(_ node: Node, _ record: NodeLayoutRecord, by offset: CGSize, in tree: NodeTree?) {
    guard let old = record.placedRect, !record.isHidden else { return }
    statistics.visited += 1
    record.placedRect = old.offsetBy(dx: offset.width, dy: offset.height)
    tree?.moveLayoutFrame(of: node, storage: record, by: offset)
    if NodeTree.isLayoutBarrier(node) { return }
    let children = node.children
    for index in children.indices {
      // Not retained for the recursion (two retains and two releases a node moved, a third of
      // remove one row's instructions): `children`, this copy of the array, keeps the child
      // alive, and the child its record; a move changes neither, nor runs code that could.
      let moved = withChild(at: index, of: children) { child -> Bool in
        guard let childRecord = Self.unretainedRecord(of: child) else { return true }
        if child.hasLayoutBehavior || child.needsLayout { return false }
        IsolationCheckFreeCalls.withGuaranteedReference(to: childRecord) {
          move(child, $0, by: offset, in: tree)
        }
        return true
      }
      if moved { continue }
      // A custom layout inside, or a child dirty: placed again (retained, as any placement).
      let placing = children[index]
      guard let childRecord = Self.record(of: placing) else { continue }
      if let placed = childRecord.placedRect, let proposal = childRecord.placedProposal, !childRecord.isHidden
      {
        placeNow(
          placing, childRecord, in: placed.offsetBy(dx: offset.width, dy: offset.height), proposal: proposal)
      } else {
        move(placing, childRecord, by: offset, in: tree)
      }
    }
  }

  /// Places `node` (whose record is `record`, looked up once by the caller) and its children.
  private func placeNow(_ node: Node, _ record: NodeLayoutRecord, in rect: CGRect, proposal: ProposedViewSize)
  {
    // Placed where it was, with the same proposal, and itself unchanged: only the children
    // that reported a change, or whose neighbours changed (its `childSeams`), can need a new
    // place (see `placeChangedRows` and `placeRowsFromSeams`).
    let onlyChildrenChanged =
      !record.changedItself && !record.isHidden && Node.sameFrame(record.placedRect, rect)
      && record.placedProposal == proposal
    record.placedRect = rect
    record.placedProposal = proposal
    record.isHidden = false
    record.layoutRuns += 1
    statistics.placed += 1
    let (content, contentProposal) = contentRect(node, in: rect, proposal: proposal)
    withTree { $0?.setLayoutFrame(content, for: node) }
    // A barrier's content lives in its own coordinates and is offered the barrier's size, as a
    // hosting view lays its content out in its bounds.
    if NodeTree.isLayoutBarrier(node) {
      placeChildren(
        of: node, in: CGRect(origin: .zero, size: content.size), proposal: ProposedViewSize(content.size),
        onlyChildrenChanged: onlyChildrenChanged)
    } else {
      placeChildren(
        of: node, in: content, proposal: contentProposal, onlyChildrenChanged: onlyChildrenChanged)
    }
    record.isFresh = false
    record.changedItself = false
    record.childSeams?.reset()
    // Emptied one by one, keeping its storage: `removeAll(keepingCapacity:)` made new empty
    // storage when it was empty (the shared storage is not unique), a call per node placed,
    // and was a generic `replaceSubrange` call (~170 instructions) when it was not.
    while let child = record.changedChildren.popLast() {
      withRecord(of: child) { $0.isReportedToParent = false }
    }
    withTree { $0?.markLaidOut(node) }
  }

  /// Hides `node` and its subtree (laid out, not shown).
  func hide(_ node: Node) {
    node.forEachInTree { hidden in
      let record = storage(hidden)
      record.isHidden = true
      record.placedRect = nil
      record.placedProposal = nil
      tree?.setLayoutFrame(nil, for: hidden)
      tree?.markLaidOut(hidden)
    }
  }
}

/// Counters of a ``LayoutEngine``'s work.
public struct LayoutStatistics: Equatable, Sendable {
  /// Layout passes run.
  public var passes = 0
  /// Sizes computed (cache misses): the measure of how much work layout did.
  public var measured = 0
  /// Nodes whose children were placed.
  public var placed = 0
  /// Nodes the placement looked at: offered a place, or checked and skipped in a walk of a
  /// container's rows — the measure of how far a re-layout reached.
  public var visited = 0
  public init() {}
}

/// What ``LayoutEngine/wrappedTextSize(_:_:_:)`` knows of a node (``NodeLayoutRecord/textKind``).
enum PlainTextKind {
  /// A `Text` alone.
  case text
  /// A button with a title and no children.
  case button
  /// Anything else, or a text with a line limit, modifiers, a behavior or chrome.
  case other
}

/// The engine's per-node storage (``Node/layoutStorage``).
@MainActor
final class NodeLayoutRecord: NodeLayoutStorage {
  // Unchecked exclusivity (every field): loop thread only, and each access is a plain read or
  // write that never reaches the same record again (measuring finishes before an answer is
  // stored; a list of children is copied before it is walked). The dynamic checks cost about
  // 2 % of creating 1,000 rows (one per cache lookup and per field set).
  //
  // Fields are laid out in declaration order, each right after the last one's size: the flags
  // sit in the bytes an optional's tag leaves before the next word, and the proposal placed and
  // the counts are stored compactly (see ``StoredProposal``). Every node laid out has a record,
  // so its size is most of a laid-out list row's memory (352-byte blocks before, five per row).
  /// Sizes answered for proposals since the node last changed.
  @exclusivity(unchecked) var sizes = SizeCache()
  /// Whether the cache was cleared in this pass (a custom layout refreshes its cache then).
  @exclusivity(unchecked) var isFresh = true
  /// Whether the node is text alone (``LayoutEngine/plainTextKind(_:_:)``), once worked out
  /// since its cache was last cleared: `nil` until then. `.other` answers "no", `.text` and
  /// `.button` "yes" (see ``LayoutEngine/wrappedTextSize(_:_:_:)``).
  @exclusivity(unchecked) var textKind: PlainTextKind?
  @exclusivity(unchecked) var isHidden = false
  /// Whether the node itself changed (properties, children, behavior) since it was last
  /// placed; a new record has.
  @exclusivity(unchecked) var changedItself = true
  /// Whether the node is listed in its parent's ``changedChildren``.
  @exclusivity(unchecked) var isReportedToParent = false
  @exclusivity(unchecked) var cachePass = -1
  /// ``placedRect``'s storage, without an optional's tag as the node's frame is stored
  /// (`NodeLayoutStorage.stored(_:)`): 32 bytes, where a `CGRect?` took 33 and pushed the next
  /// fields a word further.
  @exclusivity(unchecked) private var placedRectStorage = NodeLayoutStorage.stored(nil)
  /// ``placedProposal``'s storage.
  @exclusivity(unchecked) private var placedProposalStorage: StoredProposal?
  /// ``layoutRuns`` and ``measureRuns``' storage (32 bits each, wrapping).
  @exclusivity(unchecked) private var layoutRunsStorage: UInt32 = 0
  @exclusivity(unchecked) private var measureRunsStorage: UInt32 = 0
  /// The children that changed since the node was last placed, each once.
  @exclusivity(unchecked) var changedChildren: [Node] = []
  /// Where its sequence of children changed since it was last placed (made on the first
  /// structural change of a node that did not change itself).
  @exclusivity(unchecked) var childSeams: ChildSeams?

  /// Where the node was last placed, in its layout root's coordinates; `nil` before it was
  /// placed, or once hidden.
  var placedRect: CGRect? {
    get { NodeLayoutStorage.rect(stored: placedRectStorage) }
    set { placedRectStorage = NodeLayoutStorage.stored(newValue) }
  }

  /// The proposal the node was last placed with; `nil` before it was placed, or once hidden.
  var placedProposal: ProposedViewSize? {
    get { placedProposalStorage?.proposal }
    set { placedProposalStorage = newValue.map(StoredProposal.init) }
  }
  /// How many times the node was placed (laid out its children), and measured.
  var layoutRuns: Int {
    get { Int(layoutRunsStorage) }
    set { layoutRunsStorage = UInt32(truncatingIfNeeded: newValue) }
  }
  var measureRuns: Int {
    get { Int(measureRunsStorage) }
    set { measureRunsStorage = UInt32(truncatingIfNeeded: newValue) }
  }
}
