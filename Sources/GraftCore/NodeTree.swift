import Foundation

/// The platform node tree shared by every root of an ``UpdateGraph``, and its applier.
///
/// All mutation is index-based and goes through this type: ``insert(_:into:at:)``,
/// ``remove(from:at:count:)``, ``move(in:from:to:count:)`` and ``update(_:properties:)``.
/// Every change to a node reachable from ``root`` is recorded, whenever it happens — inside an
/// update pass or outside one (a teardown, a root stopped by hand) — and delivered to the
/// batch observers, in order, by the next ``endBatch()``; building a detached subtree records
/// only the final insert. ``beginBatch()`` only marks the bracket of a pass: nothing recorded
/// is ever dropped. A change recorded while no batch is open calls
/// ``onChangeOutsideBatch`` once, so the owner (the ``UpdateGraph``) can schedule the flush.
/// Loop thread only.
@MainActor
public final class NodeTree {
  public let root: Node
  /// What holds this tree without keeping it alive (see ``ObjectHandle``); cleared by
  /// `deinit`.
  public let handle = NodeTreeHandle()
  /// Called once when a change is recorded while no batch is open (and none was pending), so
  /// the tree's owner can arrange for ``endBatch()`` to deliver it. ``UpdateGraph`` sets it to
  /// request a pass. Runs on the loop thread, synchronously inside the mutating call: it must
  /// not mutate the tree.
  public var onChangeOutsideBatch: (@MainActor () -> Void)?
  /// Whether changes are recorded that no observer has received yet.
  public var hasPendingChanges: Bool { !pending.isEmpty }
  /// Number of batches ended so far. Unchecked exclusivity, as `observers`: loop thread only,
  /// every access instantaneous (checked, it was a dynamic check per batch delivered).
  @exclusivity(unchecked) public private(set) var batchCount = 0
  /// Number of nodes ever created (ids are never reused).
  // Unchecked exclusivity (these two): loop thread only, touched only inside `makeNode`.
  @exclusivity(unchecked) public private(set) var createdNodeCount = 0

  @exclusivity(unchecked) private var nextID: UInt64 = 1
  // Unchecked exclusivity (`pending`, `nodesByID`): loop thread only, never accessed across a
  // call that reaches them again; the dynamic checks were several per recorded change.
  @exclusivity(unchecked) private var pending: [NodeChange] = []
  /// Where the snapshots recorded since the last delivery keep their children; a new one per
  /// delivered batch. Unchecked exclusivity, as `pending`: lent only to `Node.snapshot(into:)`,
  /// which reaches nothing of the tree.
  @exclusivity(unchecked) private var snapshotArena = NodeSnapshotArena()
  // Unchecked exclusivity (`isBatchOpen`, `dirtyLayoutBarriers`, `layoutEngine`): loop thread
  // only; each access is a read, an assignment or a dictionary store that calls nothing
  // reaching the tree again (the engine is read out, then called). The dynamic checks were
  // two per attached insert and one per recorded change.
  @exclusivity(unchecked) private var isBatchOpen = false
  /// Subscribed observers in subscription order (delivery order). Unchecked exclusivity: loop
  /// thread only; ``endBatch()`` iterates a copy (an observer that subscribes or unsubscribes
  /// while a batch is delivered changes the stored array, not the one being iterated), and every
  /// other access is instantaneous. Checked, it cost a dynamic check per batch delivered.
  @exclusivity(unchecked) private var observers: [(key: Int, deliver: @MainActor (ChangeBatch) -> Void)] = []
  private var nextObserverKey = 0
  /// The attached nodes by id, made on the first ``node(withID:)`` and kept up to date from
  /// then on: a tree nobody looks nodes up in (most of them: only renderers routing events do)
  /// pays no table entry per node, in time or memory.
  @exclusivity(unchecked) private var nodesByID: [NodeID: Node]?
  /// Number of nodes reachable from the root, root included. Unchecked exclusivity: loop
  /// thread only, changed only by the attach and detach walks.
  @exclusivity(unchecked) public private(set) var attachedNodeCount = 1
  /// Frames assigned since the last delivery (see ``ChangeBatch/frames``). Unchecked
  /// exclusivity, as `pending`: loop thread only, appended to and taken out by instantaneous
  /// accesses (``setLayoutFrame(_:for:)``, ``endBatch()``) that call nothing reaching it again.
  @exclusivity(unchecked) @usableFromInline var pendingFrames: [(node: NodeID, frame: CGRect?)] = []
  /// Layout barriers (`.host` nodes, the root) with dirty content, by identity.
  @exclusivity(unchecked) var dirtyLayoutBarriers: [ObjectIdentifier: Node] = [:]
  /// The barrier last put in ``dirtyLayoutBarriers`` while it is still there (`nil` once the
  /// queue is emptied): held, so an identity test against it is sound.
  @exclusivity(unchecked) var lastQueuedDirtyBarrier: Node?
  /// The installed layout engine; `nil` (the default) means no layout runs and changes cost
  /// nothing extra. See ``installLayoutEngine(_:)``.
  @exclusivity(unchecked) public private(set) var layoutEngine: (any NodeTreeLayoutEngine)?
  /// The size the root is laid out in; layout runs only while this and ``layoutEngine`` are set.
  /// Unchecked exclusivity: loop thread only, read and assigned instantaneously (its observer
  /// reads it after the assignment ended); checked, every pass's ``layOutIfNeeded()`` paid a
  /// dynamic check.
  @exclusivity(unchecked) public var layoutViewport: CGSize? {
    didSet {
      guard layoutViewport != oldValue else { return }
      invalidateLayout(from: root)
      if layoutEngine != nil, layoutViewport != nil { onChangeOutsideBatch?() }
    }
  }

  public init() {
    root = Node(id: NodeID(rawValue: 0), kind: .root, properties: NodeProperties())
    root.isAttached = true
    handle.object = self
  }

  // Readers that outlive the tree (controllers) read `nil` from now on; see
  // ``ObjectHandle/object`` for why nothing reads the handle later in the teardown.
  deinit {
    handle.object = nil
  }

  /// Creates a detached node. `properties` is taken, not copied (`__owned`: the default value a
  /// caller makes moves into the node); `kind` is borrowed down to the node's initializer. A
  /// copy of each cost a retain and a release per node made (~0.3 k instructions a list row of
  /// five nodes, Graft's and the hand-written baseline's alike).
  public func makeNode(_ kind: NodeKind, properties: __owned NodeProperties = NodeProperties()) -> Node {
    let node = Node(id: NodeID(rawValue: nextID), kind: kind, properties: properties)
    nextID += 1
    createdNodeCount += 1
    return node
  }

  /// Test support: the next node made gets the id `rawValue`, and the ones after it count on
  /// from there — to reach the ids a node keeps out of line (past `UInt32.max - 1`, see
  /// ``Node/id``) without making four billion nodes. Ids are never reused: `rawValue` must not
  /// be below an id made already.
  @_spi(Testing) public func continueNodeIDs(from rawValue: UInt64) {
    precondition(rawValue >= nextID, "node ids are never reused")
    nextID = rawValue
  }

  /// The attached node with `id`, if any (renderers route events through this).
  public func node(withID id: NodeID) -> Node? {
    if let nodesByID { return nodesByID[id] }
    var table: [NodeID: Node] = [:]
    table.reserveCapacity(attachedNodeCount)
    root.forEachInTree { table[$0.id] = $0 }
    nodesByID = table
    return table[id]
  }

  /// Opens the batch of a pass. Changes recorded before it (outside any batch) stay pending
  /// and are delivered first by the next ``endBatch()``.
  public func beginBatch() { isBatchOpen = true }

  /// Closes the batch (if one is open) and hands everything recorded since the last delivery
  /// to the observers as one ``ChangeBatch``, if anything was recorded. Also the way to flush
  /// changes made outside a pass.
  public func endBatch() {
    isBatchOpen = false
    guard !pending.isEmpty || !pendingFrames.isEmpty else { return }
    batchCount += 1
    let batch = ChangeBatch(pass: batchCount, changes: pending, frames: pendingFrames)
    // The batch owns the recorded arrays while it is delivered (an observer recording a change
    // meanwhile starts a new pending array).
    pending = []
    pendingFrames = []
    // The delivered snapshots' chunks are never written again (see ``NodeSnapshotArena``).
    snapshotArena = NodeSnapshotArena()
    for observer in observers { observer.deliver(batch) }
    // Then the next pass records into the same buffers when no observer kept the batch (one
    // allocation and one free fewer per array a pass, ~300 instructions of a one-row update),
    // else into new ones of the same size.
    let changes = batch.changes
    let frames = batch.frames
    _ = consume batch
    if pending.isEmpty { pending = Self.emptied(changes) }
    if pendingFrames.isEmpty { pendingFrames = Self.emptied(frames) }
  }

  /// The most entries (changes, or frames) ``endBatch()`` keeps room for in the next pass's
  /// arrays: a thousand-row list's frames fit (five nodes a row: a removal near the top moves
  /// all of them).
  static let retainedPendingCapacity = 8192

  /// `delivered` emptied, its room kept — in place when nothing else holds it — if it has
  /// room for at most ``retainedPendingCapacity`` entries, and an empty array otherwise: a
  /// pass that recorded more (a list created) must not leave a buffer that large allocated for
  /// good — 590 KB, 59 bytes per row of a 10k-row list (issue 15, round 12), on the by-hand
  /// side too.
  private static func emptied<Entry>(_ delivered: consuming [Entry]) -> [Entry] {
    // (Nothing recorded: no call. Keeping the room of the shared empty storage still went
    // through the buffer's reallocation path, ~70 instructions a pass without layout.)
    guard delivered.count > 0, delivered.capacity <= retainedPendingCapacity else { return [] }
    var next = consume delivered
    // A pass's few changes popped; many removed at once (see `removeAllKeepingStorage()`).
    if next.count <= 16 { next.removeAllKeepingStorage() } else { next.removeAll(keepingCapacity: true) }
    return next
  }

  /// Entries a full pending array holds before its next growth is mapped
  /// (``makeMappedRoom(in:)``): 72 KiB of changes, more than a thousand-row list's mount
  /// records.
  static let mappedGrowthStart = 1024

  /// Called when `pending` is full, before an append: past ``mappedGrowthStart`` entries, makes
  /// room for ``NodeSnapshotArena/alwaysMappedBytes`` of them at once, where `append` doubles.
  /// The allocator maps a buffer that large and unmaps it when the delivered batch is
  /// released, and only its written pages are resident; doubling left every smaller buffer
  /// freed on the heap between the rows' live objects — a 10k-row mount's 16 to 8,192-change
  /// buffers, ~1.2 MB of holes the allocator keeps resident (issue 15, round 12). Steady passes
  /// do not get here: ``endBatch()`` gave them room for what their last pass recorded. Loop
  /// thread only.
  private static func makeMappedRoom<Entry>(in entries: inout [Entry]) {
    guard entries.count >= mappedGrowthStart else { return }
    let mapped = NodeSnapshotArena.alwaysMappedBytes / MemoryLayout<Entry>.stride
    entries.reserveCapacity(Swift.max(mapped, entries.count * 2))
  }

  /// Inserts `child` (detached) into `parent` at `index`.
  ///
  /// A parent's first child makes room for `firstChildrenCapacity` children at once (one
  /// allocation where growing one at a time took three on the way to a row's four); a `.host`
  /// node's first child gets an array of exactly itself (a host node holds one root's
  /// top-level nodes, mostly one). The child is appended, and shifted into place if it goes
  /// before the end: `Array.insert(_:at:)` is a generic `replaceSubrange` of a one-element
  /// collection, several times the work (every child of a node built bottom-up and every
  /// appended row go at the end).
  public func insert(_ child: Node, into parent: Node, at index: Int) {
    precondition(child.parent == nil, "node \(child.id) (\(child.kind)) already has a parent")
    let count = parent.childrenStorage.count
    precondition(
      index >= 0 && index <= count, "insert at \(index) into node \(parent.id) with \(count) children")
    if count == 0, parent.kindCode.rawValue == NodeKindCode.hostCode {
      // A `.host` node holds one root's top-level nodes: one, mostly (a hosted root's view). An
      // array of exactly that one (40 bytes asked of the allocator, not 64), made directly,
      // where making room for `firstChildrenCapacity` went through the buffer's growth path
      // (~140 instructions more per hosted root mounted; the kind test costs other inserts a
      // few).
      parent.childrenStorage = [child]
    } else {
      if count == 0 { parent.childrenStorage.reserveCapacity(Self.firstChildrenCapacity) }
      parent.childrenStorage.append(child)
    }
    // Before the end: appended, then shifted into place (one `memmove` of the children after it).
    if index < count { Self.shift(&parent.childrenStorage, from: count, to: index) }
    child.parentStorage = parent
    if parent.isAttached {
      attach(child)
      record(.insert(parent: parent.id, index: index, node: child.snapshot(into: &snapshotArena)))
      invalidateLayout(from: parent, childrenChanged: .inserted(at: index))
    }
  }

  /// How many children a node's first ``insert(_:into:at:)`` makes room for: a row's four
  /// (a stack of two texts and two buttons) in one 72-byte block, where growing one child at a
  /// time allocated three (capacity 1, 3, then 7: 40, 56 and 88 bytes) and copied twice. A
  /// node that only ever gets one child pays 32 bytes more.
  static let firstChildrenCapacity = 4

  /// Removes `count` children of `parent` starting at `index`; they become detached.
  public func remove(from parent: Node, at index: Int, count: Int = 1) {
    guard count > 0 else { return }
    for child in parent.children[index..<index + count] {
      child.parentStorage = nil
      if child.isAttached { detach(child) }
    }
    parent.childrenStorage.removeSubrange(index..<index + count)
    if parent.isAttached {
      record(.remove(parent: parent.id, index: index, count: count))
      invalidateLayout(from: parent, childrenChanged: .removed(at: index, count: count))
    }
  }

  /// Moves `count` children of `parent` from `from` to before the child that was at `to`.
  public func move(in parent: Node, from: Int, to: Int, count: Int = 1) {
    guard count > 0, from != to else { return }
    let destination = to > from ? to - count : to
    if count == 1 {
      // One node (a swap, a row moved): shifted in place, without the slice copy and range
      // replacement, or a `remove(at:)` and an `insert(_:at:)` (each a pass over the tail).
      let children = parent.childrenStorage.count
      precondition(
        from >= 0 && from < children && to >= 0 && to <= children,
        "move from \(from) to \(to) in node \(parent.id) with \(children) children")
      Self.shift(&parent.childrenStorage, from: from, to: destination)
    } else {
      let moving = Array(parent.children[from..<from + count])
      parent.childrenStorage.removeSubrange(from..<from + count)
      parent.childrenStorage.insert(contentsOf: moving, at: destination)
    }
    if parent.isAttached {
      record(.move(parent: parent.id, from: from, to: to, count: count))
      invalidateLayout(from: parent, childrenChanged: .moved(from: from, to: to, count: count))
    }
  }

  /// Exchanges the children of `parent` at `first` and `second` (`first < second`, both valid
  /// indices). Recorded, and told to the layout engine, as the moves that make the exchange —
  /// the child at `first` to before the one that was at `second + 1`, then the child now at
  /// `second - 1` to `first` (that one left out when the two are adjacent) — exactly what
  /// those two ``move(in:from:to:count:)`` calls record; the children change in place (two
  /// writes), where two one-node moves each shifted every child between them (a `memmove` of
  /// ~8 KB for rows 2 and 999 of 1,000: ~0.8 k instructions each).
  public func swapChildren(of parent: Node, _ first: Int, _ second: Int) {
    let children = parent.childrenStorage.count
    precondition(
      first >= 0 && first < second && second < children,
      "swap children \(first) and \(second) of node \(parent.id) with \(children) children")
    parent.childrenStorage.swapAt(first, second)
    guard parent.isAttached else { return }
    record(.move(parent: parent.id, from: first, to: second + 1, count: 1))
    invalidateLayout(from: parent, childrenChanged: .moved(from: first, to: second + 1, count: 1))
    guard second - 1 != first else { return }
    record(.move(parent: parent.id, from: second - 1, to: first, count: 1))
    // `parent` and its ancestors up to the barrier were marked, told and queued by the first
    // move's invalidation just now (nothing ran in between): the engine is told only the second
    // move, where walking up again repeated that work (the barrier hashed into the queue again).
    layoutEngine?.layoutChildrenChanged(parent, .moved(from: second - 1, to: first, count: 1))
  }

  /// Moves the element at `from` to `to` (both valid indices of `array`), the elements between
  /// them one place over: moved in memory (a `memmove`), with no reference counting, no
  /// reallocation and no generic `replaceSubrange`. Nonisolated (it touches only `array`, which
  /// its caller lends it): the buffer closure of an isolated function checked the executor on
  /// every call (~220 instructions).
  private nonisolated static func shift(_ array: inout [Node], from: Int, to: Int) {
    guard from != to else { return }
    array.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let moving = (base + from).move()
      if to > from {
        (base + from).moveInitialize(from: base + from + 1, count: to - from)
      } else {
        (base + to + 1).moveInitialize(from: base + to, count: from - to)
      }
      (base + to).initialize(to: moving)
    }
  }

  /// Replaces `node`'s properties; records a change only if they differ.
  public func update(_ node: Node, properties: NodeProperties) {
    var stored = properties
    update(node, taking: &stored)
  }

  /// ``update(_:properties:)`` for a caller done with `properties`: they are moved into the node
  /// (swapped with its old ones, which `properties` holds afterwards), not copied — a retain of
  /// each string and box they hold, and the caller's release of them, per node refreshed (issue
  /// 15, round 32). Where they equal the node's, `properties` is left as it was.
  public func update(_ node: Node, taking properties: inout NodeProperties) {
    // A node outside the tree (one being made: its element sets its first properties before
    // inserting it) records nothing, so its properties are stored without comparing them —
    // the comparison's copy of the old ones retained and released their strings and arrays,
    // ~190 instructions per node made.
    guard node.isAttached else {
      swap(&node.propertiesStorage, &properties)
      return
    }
    // Compared with the node's properties moved out of it (and straight back: two swaps of a
    // few words): compared where they lay in the node, they were copied first — a retain and a
    // release of their string and of their box — as the comparison's call could, for all the
    // compiler knew, change the node.
    var old = NodeProperties()
    swap(&old, &node.propertiesStorage)
    let unchanged = old == properties
    swap(&old, &node.propertiesStorage)
    guard !unchanged else { return }
    let relayout = propertiesAffectLayout(of: node, to: properties)
    swap(&node.propertiesStorage, &properties)
    record(.update(node: node.id, properties: node.propertiesStorage))
    if relayout { invalidateLayout(from: node) }
  }

  /// Changes one property of `node` in place; records a change only if it differs.
  public func update(_ node: Node, _ change: (inout NodeProperties) -> Void) {
    var properties = node.properties
    change(&properties)
    update(node, properties: properties)
  }

  /// Sets what `node` does when a user interacts with it (not a recorded change).
  public func setHandlers(_ handlers: NodeEventHandlers, for node: Node) {
    node.handlers = handlers
  }

  func setLayoutEngine(_ engine: any NodeTreeLayoutEngine) { layoutEngine = engine }

  func insertObserver(_ observer: @escaping @MainActor (ChangeBatch) -> Void) -> Int {
    nextObserverKey += 1
    observers.append((nextObserverKey, observer))
    return nextObserverKey
  }

  func removeObserver(_ key: Int) { observers.removeAll { $0.key == key } }

  var observerCount: Int { observers.count }

  /// Appends `change` to the pending batch. Takes it consuming: it moves into the batch, where a
  /// borrowed one was copied in (a retain of what it holds) and the caller's released.
  private func record(_ change: consuming NodeChange) {
    let wasIdle = pending.isEmpty && !isBatchOpen
    if pending.count == pending.capacity { Self.makeMappedRoom(in: &pending) }
    pending.append(change)
    if wasIdle { onChangeOutsideBatch?() }
  }

  /// Marks `node` and its subtree attached. A recursion over each node's `childrenStorage`, not
  /// `Node.forEachInTree(_:)` with a closure: that walk read each node's `children` (a copy of
  /// the array) and retained every child it passed (~200 instructions a node: a created row's
  /// five on every insert).
  private func attach(_ node: Node) {
    node.isAttached = true
    attachedNodeCount += 1
    if nodesByID != nil { nodesByID?[node.id] = node }
    // Re-attached nodes are laid out (and their frames delivered) afresh.
    node.needsLayout = true
    node.layoutFrame = nil
    let children = node.childrenStorage
    for index in children.indices { attach(children[index]) }
  }

  /// Marks `node` and its subtree detached (walked as ``attach(_:)`` is).
  private func detach(_ node: Node) {
    node.isAttached = false
    attachedNodeCount -= 1
    if nodesByID != nil { nodesByID?.removeValue(forKey: node.id) }
    let children = node.childrenStorage
    for index in children.indices { detach(children[index]) }
  }
}
