import Foundation
import Synchronization

/// One platform node — what a UIView is to SwiftUI or a DOM element is to React.
///
/// Runtimes never mutate nodes directly: every structural or property change goes through
/// the ``NodeTree`` applier, which records it in the pass's ``ChangeBatch``. Renderers read
/// nodes and batches; they never write. Loop thread only.
@MainActor
public final class Node {
  /// The node's id, unique in its tree (``NodeTree/makeNode(_:properties:)`` counts them up):
  /// read from `idBits`. Any thread, as the constant it is.
  public nonisolated var id: NodeID {
    @inlinable @inline(__always) get {
      idBits == Self.outOfLineID ? NodeID(rawValue: outOfLineIDValue) : NodeID(rawValue: UInt64(idBits))
    }
  }
  /// Unchecked exclusivity: loop thread only, and assigned whole by the applier, never while
  /// another access to it is open (the dynamic check was one per snapshot and per update).
  /// Declared before the flags, the kind's code and the id: they fill the seven bytes after
  /// its 25 (a node is 72 bytes: header 16, these 32, children, parent and `side`).
  @exclusivity(unchecked) @usableFromInline var propertiesStorage: NodeProperties
  /// ``isAttached``, ``needsLayout``, ``hasAnchorOwnerHandle``, ``sideIsHandlerBox`` and
  /// ``sideIsBehavior``, one bit each (see ``Flag``): a `Bool` each left no room for the id in
  /// the properties' padding. Unchecked exclusivity: loop thread only, read and assigned whole
  /// by the applier and the layout engine, never while another access is open; the dynamic
  /// checks were about fifteen per row inserted.
  @exclusivity(unchecked) @usableFromInline var flags: UInt8 = Flag.needsLayout
  public internal(set) var properties: NodeProperties {
    @inlinable get { propertiesStorage }
    set { propertiesStorage = newValue }
  }
  /// What the node is: read back from `kindCode` (a switch on the code; a custom kind's
  /// name is looked up under a lock). Any thread, as the constant it is.
  @inlinable @inline(__always) public nonisolated var kind: NodeKind {
    kindCode.isOutOfLine ? outOfLineKind : kindCode.kind
  }
  /// The custom kind of a node whose name the kind code's table had no room for, kept in
  /// ``outOfLineKindNames`` from `init` to `deinit`. Any thread.
  @usableFromInline nonisolated var outOfLineKind: NodeKind { .custom(outOfLineKindNameValue) }
  /// The name of ``outOfLineKind``. Any thread.
  nonisolated var outOfLineKindNameValue: String {
    Self.outOfLineKindNames.withLock { $0[ObjectIdentifier(self)] } ?? ""
  }
  /// The names of out-of-line custom kinds, by node: an entry lives exactly as long as its
  /// node, so an identifier is never another node's. Locked: ``kind`` is read on any thread.
  private nonisolated static let outOfLineKindNames = Mutex<[ObjectIdentifier: String]>([:])
  /// ``kind`` in two bytes (see ``NodeKindCode``), after the properties' 26 with the flags:
  /// a stored `NodeKind` (17 bytes, 8-aligned) and the padding around it, with the anchor's
  /// owner stored here too, made a node 120 bytes; it is 88 (issue 15, round 10).
  @usableFromInline let kindCode: NodeKindCode
  /// ``id`` in four bytes, after the kind's code; `outOfLineID` for an id that does not fit
  /// (a tree's four billionth node and later), whose value `outOfLineIDs` keeps from `init`
  /// to `deinit`. Stored as 8 bytes of its own, the id put every node in the allocator's
  /// next size class (issue 15, round 13).
  @usableFromInline let idBits: UInt32
  /// `idBits` of a node whose id is in `outOfLineIDs`.
  @usableFromInline nonisolated static var outOfLineID: UInt32 { .max }
  /// The id of a node whose `idBits` is `outOfLineID`. Any thread.
  @usableFromInline nonisolated var outOfLineIDValue: UInt64 {
    Self.outOfLineIDs.withLock { $0[ObjectIdentifier(self)] } ?? UInt64(Self.outOfLineID)
  }
  /// The ids too large for `idBits`, by node: an entry lives exactly as long as its node.
  /// Locked: ``id`` is read on any thread.
  private nonisolated static let outOfLineIDs = Mutex<[ObjectIdentifier: UInt64]>([:])
  /// The bits of ``flags``.
  @usableFromInline enum Flag {
    @inlinable static var isAttached: UInt8 { 1 }
    @inlinable static var needsLayout: UInt8 { 2 }
    @inlinable static var hasAnchorOwnerHandle: UInt8 { 4 }
    @inlinable static var sideIsHandlerBox: UInt8 { 8 }
    @inlinable static var sideIsBehavior: UInt8 { 16 }
    @inlinable static var ownerMark: UInt8 { 32 }
  }
  /// One bit the runtime that made the node keeps there for itself, in the flags' spare bits (no
  /// byte added): the tree neither reads nor changes it. GraftViews marks whether a modifier
  /// between the node's element and its parent node decorates the node. Loop thread only.
  @inlinable package var ownerMark: Bool {
    @inline(__always) get { hasFlag(Flag.ownerMark) }
    @inline(__always) set { setFlag(Flag.ownerMark, newValue) }
  }
  /// Whether `flag` is set in ``flags``.
  @inlinable @inline(__always) func hasFlag(_ flag: UInt8) -> Bool { flags & flag != 0 }
  /// Sets or clears `flag` in ``flags``.
  @inlinable @inline(__always) func setFlag(_ flag: UInt8, _ value: Bool) {
    flags = value ? flags | flag : flags & ~flag
  }
  // The flags sit right after the properties, in their padding (``flags``): declared
  // elsewhere, each took 8 bytes of its own (issue 15).
  //
  // The flags, the properties (above) and the children are public through computed accessors
  // over their `…Storage`: a client module (GraftLayout, GraftViews, a renderer) that reads a
  // public stored property compiles its own access, and does not honour
  // `@exclusivity(unchecked)` — each read from GraftLayout was a dynamic check (~180
  // instructions), about 12 per row created and 9 per row moved by a removal (issue 15, round
  // 6). Accessors compiled here keep the checks off; the getters are `@inlinable` (their bodies
  // are compiled here, with the unchecked access, and inlined into clients without a call:
  // `LayoutEngine.move`'s disassembly has no `swift_beginAccess`). Keep new public stored
  // fields of hot types behind accessors too.
  @usableFromInline var isAttachedStorage: Bool {
    @inlinable @inline(__always) get { hasFlag(Flag.isAttached) }
    @inlinable @inline(__always) set { setFlag(Flag.isAttached, newValue) }
  }
  @usableFromInline var needsLayoutStorage: Bool {
    @inlinable @inline(__always) get { hasFlag(Flag.needsLayout) }
    @inlinable @inline(__always) set { setFlag(Flag.needsLayout, newValue) }
  }
  /// Whether ``anchorOwnerHandles`` has this node's entry (its `deinit` then removes it).
  private var hasAnchorOwnerHandle: Bool {
    get { hasFlag(Flag.hasAnchorOwnerHandle) }
    set { setFlag(Flag.hasAnchorOwnerHandle, newValue) }
  }
  /// Whether `side` is the node's handler box (no layout record), not its layout record.
  @usableFromInline var sideIsHandlerBox: Bool {
    @inlinable @inline(__always) get { hasFlag(Flag.sideIsHandlerBox) }
    @inlinable @inline(__always) set { setFlag(Flag.sideIsHandlerBox, newValue) }
  }
  /// Whether `side` is the node's ``layoutBehavior`` itself: a node with a behavior and no
  /// layout record and no handler box (a representable's node, a custom layout's, while no
  /// layout engine has stored its record) keeps the behavior there, not in a
  /// ``NodeLayoutStorage`` made to hold that one reference (an allocation per hosted root
  /// mounted, issue 15, round 14). Never set together with ``sideIsHandlerBox``.
  @usableFromInline var sideIsBehavior: Bool {
    @inlinable @inline(__always) get { hasFlag(Flag.sideIsBehavior) }
    @inlinable @inline(__always) set { setFlag(Flag.sideIsBehavior, newValue) }
  }
  /// Whether the node is reachable from its tree's root.
  public internal(set) var isAttached: Bool {
    @inlinable get { isAttachedStorage }
    set { isAttachedStorage = newValue }
  }
  /// Whether the node's size or its subtree's arrangement may have changed since the layout
  /// engine last placed it. Set by the ``NodeTree`` applier on every change to the node or its
  /// subtree (up to the nearest layout barrier: a `.host` node or the tree's root), cleared by
  /// the layout engine. New nodes start dirty. Meaningless while no layout engine is installed.
  public internal(set) var needsLayout: Bool {
    @inlinable get { needsLayoutStorage }
    set { needsLayoutStorage = newValue }
  }
  /// Unchecked exclusivity: loop thread only, and the applier never holds an access to it
  /// across a call that reaches it again (the dynamic checks were a few per move or insert).
  /// The applier mutates it in place (`childrenStorage.insert`), not through ``children``'s
  /// setter (a get and a set would copy the array).
  @exclusivity(unchecked) @usableFromInline var childrenStorage: [Node] = []
  public internal(set) var children: [Node] {
    @inlinable get { childrenStorage }
    set { childrenStorage = newValue }
  }
  /// The node this one is a child of, `nil` while detached.
  public var parent: Node? { parentStorage }
  /// ``parent``, not retained: for a walk up the tree, or an identity test, that holds each
  /// node it passes only while its child keeps it (reading ``parent`` retained and released
  /// it: a changed list row's layout walks and tests three). Package: the layout engine's.
  package var unretainedParent: Unmanaged<Node>? { parentReference }
  /// Whether this node's parent is `node` (compares without retaining either).
  package func isChild(of node: Node) -> Bool {
    parentReference?.toOpaque() == Unmanaged.passUnretained(node).toOpaque()
  }
  /// ``parent``, not weak and not retained: a weak reference gave every node a side table (an
  /// extra allocation and slow-path reference counting on both sides of the benchmark).
  ///
  /// Ownership argument (why the pointer never dangles): it is non-`nil` only while this node
  /// is in its parent's `children`, and the parent holds that strong reference. The two ways
  /// that ends both clear it first: ``NodeTree/remove(from:at:count:)`` (the only remover of
  /// children) sets it to `nil` before the parent lets go, and a parent freed while it still
  /// has children clears theirs in its `deinit`, before its `children` array (and its last
  /// reference to them) is destroyed. Set only by ``NodeTree/insert(_:into:at:)``.
  /// `nonisolated(unsafe)`: that `deinit` (nonisolated) writes it; nodes are loop-thread
  /// objects, freed where they are released, on the loop thread. `NodeLifetimeTests` covers
  /// both cases (under ASan a dangling read would fail).
  var parentStorage: Node? {
    get { parentReference?.takeUnretainedValue() }
    set {
      // Not `newValue.map`: a closure formed here is main-actor isolated, and
      // `Optional.map` called with it checks the executor.
      if let newValue { parentReference = .passUnretained(newValue) } else { parentReference = nil }
    }
  }
  /// ``parentStorage``'s storage: an `Unmanaged` reference, which a walk reads without
  /// retaining (``unretainedParent``), where an `unowned(unsafe)` field was retained as read.
  @exclusivity(unchecked) nonisolated(unsafe) private var parentReference: Unmanaged<Node>?
  /// The root mounted into this node, if any: an anchor's children all belong to that one root
  /// (see ``UpdateRoot/claimAnchor(_:)``). `nil` once that root is retired or freed.
  public var anchorOwner: UpdateRoot? { anchorOwnerHandle?.object }
  /// The owner's ``RootHandle`` (not a `weak` reference to the root: that gave every root a
  /// refcount side table). Set and cleared by ``UpdateRoot/claimAnchor(_:)`` and
  /// ``UpdateRoot/retire()``. Kept in ``anchorOwnerHandles``, not in the node: a few nodes of
  /// a process are anchors, and the 8 bytes in every node put it in the allocator's next size
  /// class. Nodes that are no anchor (``hasAnchorOwnerHandle`` false) never look it up.
  var anchorOwnerHandle: RootHandle? {
    get { hasAnchorOwnerHandle ? Self.anchorOwnerHandles[ObjectIdentifier(self)] : nil }
    set {
      guard newValue != nil || hasAnchorOwnerHandle else { return }
      hasAnchorOwnerHandle = newValue != nil
      // Not the subscript's setter, which releases the replaced handle inside the write: the
      // handle comes back and is released after it (a handle holds a tree, whose release may
      // free nodes, whose `deinit` writes the table).
      if let newValue {
        _ = Self.anchorOwnerHandles.updateValue(newValue, forKey: ObjectIdentifier(self))
      } else {
        _ = Self.anchorOwnerHandles.removeValue(forKey: ObjectIdentifier(self))
      }
    }
  }

  /// Removes the anchor table's entry of the node `node` identifies if it is `handle` — for a
  /// root's `deinit` (nonisolated; on the loop thread), which may run without the root having
  /// retired. The node's ``hasAnchorOwnerHandle`` stays set: its getter then finds no entry.
  /// The entry is released after the write, as in ``anchorOwnerHandle``'s setter.
  nonisolated static func dropAnchorOwnerHandle(_ handle: RootHandle, of node: ObjectIdentifier) {
    guard anchorOwnerHandles[node] === handle else { return }
    _ = anchorOwnerHandles.removeValue(forKey: node)
  }

  /// The anchors' ``anchorOwnerHandle``s, by node: an entry from ``UpdateRoot/claimAnchor(_:)``
  /// until ``UpdateRoot/retire()`` or the node's `deinit`. `nonisolated(unsafe)`: written by
  /// that `deinit` (nonisolated); loop thread only, as the nodes themselves, whose `deinit`
  /// runs where their last reference is released, on the loop thread. An entry never
  /// outlives its node, so an identifier is never another node's.
  ///
  /// Unchecked exclusivity (a checked static access cost ~115 instructions: one per root
  /// claiming an anchor — every hosted root mounted — and per anchor looked up or released):
  /// every access is one subscript read or write in ``anchorOwnerHandle`` or `deinit`, on the
  /// loop thread, and none runs code that could reach the table again while it is open — the
  /// key is an `ObjectIdentifier` (hashing it calls nothing outside the standard library), and
  /// every write takes the value it replaces out and releases it after the write (a
  /// ``RootHandle`` holds its root's tree: releasing the last one frees nodes, whose `deinit`
  /// writes the table).
  @exclusivity(unchecked)
  nonisolated(unsafe) private static var anchorOwnerHandles: [ObjectIdentifier: RootHandle] = [:]
  /// Where the layout engine placed the node, in the coordinates of its layout root (the
  /// nearest `.host` ancestor's content area, or the tree's root); `nil` before the first
  /// layout, and for a node that is laid out but not shown (a `ViewThatFits` alternative not
  /// chosen). Set through ``NodeTree/setLayoutFrame(_:for:)``.
  public internal(set) var layoutFrame: CGRect? {
    @inlinable get { layout?.frame }
    set {
      if layout == nil, newValue == nil { return }  // No layout engine: nothing stored.
      layoutFields().frame = newValue
    }
  }
  /// Whether the node has a ``layoutBehavior``, answered without loading it (no retain and
  /// release of the behavior): the layout engine asks it of every node it moves or places.
  @inlinable public var hasLayoutBehavior: Bool {
    if sideIsBehavior { return true }
    guard let layout else { return false }
    return layout.behavior != nil
  }
  /// How the node lays out its children, when its kind alone does not say (a custom `Layout`,
  /// `ViewThatFits`, a representable's `sizeThatFits`). Opaque to the core; the layout engine
  /// interprets it. Set through ``NodeTree/setLayoutBehavior(_:for:)``.
  ///
  /// Without a layout frame, an engine's storage or handlers, the node keeps the behavior
  /// itself (no layout fields are made for it).
  public internal(set) var layoutBehavior: AnyObject? {
    @inlinable get { sideIsBehavior ? side : layout?.behavior }
    set {
      if let layout {
        layout.behavior = newValue
      } else if sideIsBehavior || side == nil {
        // No record and no handler box: `side` holds the behavior (or nothing).
        side = newValue
        sideIsBehavior = newValue != nil
      } else if newValue != nil {
        layoutFields().behavior = newValue
      }
    }
  }
  /// The installed layout engine's storage for this node (its measurement cache): an instance
  /// of the engine's own ``NodeLayoutStorage`` subclass, or `nil` before the engine stored one.
  /// Nothing but that engine may read or write it. Setting it keeps ``layoutFrame`` and
  /// ``layoutBehavior`` (they live in the same object: the new storage takes them over), so a
  /// laid-out node has one layout object, not a frame box and an engine record.
  public var layoutStorage: NodeLayoutStorage? {
    @inlinable get {
      guard let layout, type(of: layout) != NodeLayoutStorage.self else { return nil }
      return layout
    }
    set {
      if sideIsBehavior {
        // `side` is the behavior alone (no fields, no handlers): the new storage takes it over;
        // dropping storage that was never set keeps it where it is.
        guard let newValue, let side else { return }
        if newValue.frame != nil { newValue.frame = nil }
        newValue.behavior = side
        sideIsBehavior = false
        self.side = newValue
        return
      }
      guard let side, !sideIsHandlerBox else {
        // No layout fields yet (a node's first record; a button's comes after its handler
        // box, which `layout`'s setter moves into it): none to take over. The fields are read
        // before they are cleared: a new record has none, and a write of `nil` over `nil`
        // still released the old value (issue 15, round 13: three releases per node laid out).
        // With nothing in `side` (a text's or a stack's first record) the record is stored
        // there directly: through ``layout``'s setter it was retained and released once more
        // (~50 instructions a node, three of a list row's five).
        if let newValue {
          if newValue.frame != nil { newValue.frame = nil }
          if newValue.behavior != nil { newValue.behavior = nil }
          if self.side == nil { self.side = newValue } else { layout = newValue }
        }
        return
      }
      let old: NodeLayoutStorage? = unsafeDowncast(side, to: NodeLayoutStorage.self)
      let frame = old?.frame
      let behavior = old?.behavior
      if let newValue {
        newValue.frame = frame
        newValue.behavior = behavior
        layout = newValue
      } else if frame == nil, behavior == nil {
        layout = nil
      } else if let old, type(of: old) != NodeLayoutStorage.self {
        // Dropping an engine's storage keeps the node's frame and behavior, in a plain object.
        let fields = NodeLayoutStorage()
        fields.frame = frame
        fields.behavior = behavior
        layout = fields
      }
    }
  }
  /// The layout fields above, made on the first non-`nil` write: a tree without a layout
  /// engine (and a node without a layout behavior) spends nothing per node on them. With an
  /// engine, the object is the engine's own record (a subclass, see ``layoutStorage``).
  /// Kept in `side`; assigning it moves the node's handler box into the new record (or back
  /// into `side` when the record goes). Only ``layoutFields()`` and ``layoutStorage`` assign
  /// it, and neither while `side` is the behavior (``sideIsBehavior``): both move the behavior
  /// into the record themselves first. `@usableFromInline` for the inlined getters
  /// (``layoutStorage``, ``layoutStorage(ofType:)``): a call into this module per lookup was
  /// ~30 instructions and two type metadata calls, several per node laid out.
  @usableFromInline var layout: NodeLayoutStorage? {
    @inlinable @inline(__always) get {
      // Not `side.map`: a main-actor closure passed to the nonisolated `map` checks the
      // executor on every call. One test for both flags: `side` is then the record.
      guard flags & (Flag.sideIsHandlerBox | Flag.sideIsBehavior) == 0, let side else { return nil }
      return unsafeDowncast(side, to: NodeLayoutStorage.self)
    }
    set {
      assert(!sideIsBehavior, "layout assigned while side holds the behavior")
      if sideIsHandlerBox {
        // The box moves into the new record; without one it stays where it is.
        guard let newValue else { return }
        newValue.handlers = handlerStorage
        sideIsHandlerBox = false
        side = newValue
      } else if let side {
        let old = unsafeDowncast(side, to: NodeLayoutStorage.self)
        guard old !== newValue else { return }
        if let newValue {
          newValue.handlers = old.handlers
          self.side = newValue
        } else {
          let box = old.handlers.box
          sideIsHandlerBox = box != nil
          self.side = box
        }
      } else {
        side = newValue
      }
    }
  }
  /// The node's layout record (``layout``) or, without one, its handler box (see ``handlers``):
  /// one word for both, where two put every node in the allocator's next size class (issue 15,
  /// round 13). ``sideIsHandlerBox`` tells which; a node with both keeps the box in the record.
  /// Unchecked exclusivity: main actor only, and every access is an instantaneous load or
  /// store of the reference (no accessor runs while it is held); the dynamic check was paid
  /// per frame read and written — once per moved row and node of a removal.
  @exclusivity(unchecked) @usableFromInline var side: AnyObject?

  /// ``layoutStorage`` when it is exactly of type `type` (an engine's own final record class),
  /// else `nil`. `type` must be a subclass, never `NodeLayoutStorage` itself (asserted): for it
  /// the answer would be the node's own fields, which are no engine's storage — checking that
  /// at run time cost ~10 instructions per lookup (a metadata call), ~400 per row created. One
  /// comparison of the object's class, inlined into the engine (no call, no cast through the
  /// runtime). Nothing but the engine that stored it may read it.
  @inlinable public func layoutStorage<Storage: NodeLayoutStorage>(ofType type: Storage.Type) -> Storage? {
    assert(type != NodeLayoutStorage.self, "layoutStorage(ofType:) asks for an engine's subclass")
    // `side` itself, not ``layout``: a handler box is never an engine's type, nor is a behavior
    // (``sideIsBehavior``: an engine's record class is its own, never handed out as one), so
    // no flag test.
    guard let side, ObjectIdentifier(Swift.type(of: side)) == ObjectIdentifier(type) else { return nil }
    return unsafeDowncast(side, to: type)
  }

  /// The node's layout fields: its layout record, or plain fields made now (taking over the
  /// behavior `side` held). For the handlers' storage (`Node+Handlers.swift`) and the layout
  /// setters.
  func layoutFields() -> NodeLayoutStorage {
    if let layout { return layout }
    let fields = NodeLayoutStorage()
    if sideIsBehavior {
      // The behavior `side` held moves into the fields (``sideIsBehavior``).
      fields.behavior = side
      sideIsBehavior = false
      side = fields
      return fields
    }
    layout = fields
    return fields
  }

  /// Stores `frame` as ``layoutFrame`` unless it equals the stored frame; returns whether it
  /// changed. For ``NodeTree/setLayoutFrame(_:for:)``: one lookup of the layout fields, and the
  /// frames compared field by field (``sameFrame(_:_:)``) rather than through Foundation's
  /// `CGRect ==`, which on Linux is a call into Foundation per comparison.
  func replaceLayoutFrame(with frame: CGRect?) -> Bool {
    guard let layout else {
      guard let frame else { return false }  // No layout engine has stored anything yet.
      layoutFields().frame = frame
      return true
    }
    if Self.sameFrame(layout.frame, frame) { return false }
    layout.frame = frame
    return true
  }

  /// Whether `a` and `b` are both `nil` or equal rectangles: the same answer as `CGRect ==`
  /// (origin and size compared component by component as `Double`s), inlined — also into the
  /// layout engine, which compares placed rectangles per node placed or skipped.
  @inlinable public nonisolated static func sameFrame(_ a: CGRect?, _ b: CGRect?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a?, let b?):
      return a.origin.x.native == b.origin.x.native && a.origin.y.native == b.origin.y.native
        && a.size.width.native == b.size.width.native && a.size.height.native == b.size.height.native
    default: return false
    }
  }

  init(id: NodeID, kind: __shared NodeKind, properties: NodeProperties) {
    kindCode = NodeKindCode(kind)
    self.propertiesStorage = properties
    idBits = id.rawValue < UInt64(Self.outOfLineID) ? UInt32(id.rawValue) : Self.outOfLineID
    if idBits == Self.outOfLineID {
      Self.outOfLineIDs.withLock { $0[ObjectIdentifier(self)] = id.rawValue }
    }
    if kindCode.isOutOfLine, case .custom(let name) = kind {
      Self.outOfLineKindNames.withLock { $0[ObjectIdentifier(self)] = name }
    }
  }

  deinit {
    // See `parentStorage`: a child outliving its parent must not point at it.
    for child in childrenStorage { child.parentReference = nil }
    if flags & Flag.hasAnchorOwnerHandle != 0 {
      // Released after the write (see `anchorOwnerHandle`'s setter).
      _ = Self.anchorOwnerHandles.removeValue(forKey: ObjectIdentifier(self))
    }
    if kindCode.isOutOfLine {
      _ = Self.outOfLineKindNames.withLock { $0.removeValue(forKey: ObjectIdentifier(self)) }
    }
    if idBits == Self.outOfLineID {
      _ = Self.outOfLineIDs.withLock { $0.removeValue(forKey: ObjectIdentifier(self)) }
    }
  }

  /// This node and its subtree as values.
  public func snapshot() -> NodeSnapshot {
    var arena = NodeSnapshotArena()
    return snapshot(into: &arena)
  }

  /// This node and its subtree as values, its descendants in `arena` (see
  /// ``NodeSnapshotArena``). Loop thread; `arena` is its caller's (one per batch).
  func snapshot(into arena: inout NodeSnapshotArena) -> NodeSnapshot {
    let children = storeChildren(in: &arena)
    return NodeSnapshot(
      id: id, kindCode: kindCode, properties: properties,
      storage: childrenStorage.isEmpty && !kindCode.isOutOfLine ? nil : arena.storage,
      childBlock: children.block, childStart: children.start, childCount: childrenStorage.count)
  }

  /// Stores this node's children in a run of `arena`'s entries (reserved first, then filled
  /// child by child: a child's own children go after) and returns where the run is (zeros
  /// without children). Also records this node's kind name in `arena` if the kind is out of
  /// line: every node a snapshot covers passes here once (the root from `snapshot(into:)`,
  /// each descendant from its parent's loop).
  private func storeChildren(in arena: inout NodeSnapshotArena) -> (block: UInt32, start: UInt32) {
    if kindCode.isOutOfLine { arena.storageForNames().outOfLineKindNames[id] = outOfLineKindNameValue }
    let count = childrenStorage.count
    guard count > 0 else { return (0, 0) }
    let run = arena.reserve(count)
    // A loop, not `map`: a main-actor closure passed to the nonisolated `map` checks the
    // executor on every call (~220 instructions per child).
    for offset in 0..<count {
      let child = childrenStorage[offset]
      let grandchildren = child.storeChildren(in: &arena)
      (run.first + offset).initialize(
        to: NodeSnapshotArena.Stored(
          id: child.id, properties: child.properties, kindCode: child.kindCode,
          childCount: UInt32(child.childrenStorage.count), childBlock: grandchildren.block,
          childStart: grandchildren.start))
    }
    return (run.block, run.start)
  }

  /// Every node below this one, depth first, in child order (this node first).
  public func forEachInTree(_ body: (Node) -> Void) {
    body(self)
    for child in children { child.forEachInTree(body) }
  }

  /// The title of a button: its `text`, or the texts of its label joined by spaces (a
  /// `Label` counts as its title, a lone image as its symbol name).
  public var label: String {
    if let text = properties.text { return text }
    var parts: [String] = []
    for child in children {
      child.forEachInTree { node in
        if node.kind == .text || node.kind == .label {
          // A `Label` is named by its title alone, as assistive technology reads it.
          if let text = node.properties.text { parts.append(text) }
        } else if let symbol = node.properties.systemImageName {
          parts.append(symbol)
        }
      }
    }
    return parts.joined(separator: " ")
  }
}

/// What a node does when a user interacts with it. Each runs on the loop thread, outside any
/// update pass; the state it writes is reconciled in the next pass.
public struct NodeEventHandlers {
  /// A tap or click (buttons).
  public var onTap: (() -> Void)?
  /// New text typed into a text field.
  public var onTextChange: ((String) -> Void)?
  /// The user submitted a text field (pressed return).
  public var onSubmit: (() -> Void)?
  /// A new number picked on a stepper or slider (the handler clamps it to the control's range).
  public var onValueChange: ((Double) -> Void)?

  public init(
    onTap: (() -> Void)? = nil, onTextChange: ((String) -> Void)? = nil,
    onSubmit: (() -> Void)? = nil, onValueChange: ((Double) -> Void)? = nil
  ) {
    self.onTap = onTap
    self.onTextChange = onTextChange
    self.onSubmit = onSubmit
    self.onValueChange = onValueChange
  }
}
