/// The platform node tree shared by every root of an ``UpdateGraph``, and its applier.
///
/// All mutation is index-based and goes through this type: ``insert(_:into:at:)``,
/// ``remove(from:at:count:)``, ``move(in:from:to:count:)`` and ``update(_:properties:)``,
/// bracketed by ``beginBatch()``/``endBatch()``. Changes to nodes reachable from ``root`` are
/// recorded into the pass's ``ChangeBatch``; building a detached subtree records only the
/// final insert. Loop thread only.
@MainActor
public final class NodeTree {
  public let root: Node
  /// Called with each non-empty batch at the end of a pass.
  public var batchObservers: [@MainActor (ChangeBatch) -> Void] = []
  /// Number of batches ended so far.
  public private(set) var batchCount = 0
  /// Number of nodes ever created (ids are never reused).
  public private(set) var createdNodeCount = 0

  private var nextID: UInt64 = 1
  private var pending: [NodeChange] = []
  private var nodesByID: [NodeID: Node] = [:]

  public init() {
    root = Node(id: NodeID(rawValue: 0), kind: .root, properties: NodeProperties())
    root.isAttached = true
    nodesByID[root.id] = root
  }

  /// Creates a detached node.
  public func makeNode(_ kind: NodeKind, properties: NodeProperties = NodeProperties()) -> Node {
    let node = Node(id: NodeID(rawValue: nextID), kind: kind, properties: properties)
    nextID += 1
    createdNodeCount += 1
    return node
  }

  /// The attached node with `id`, if any (renderers route events through this).
  public func node(withID id: NodeID) -> Node? { nodesByID[id] }

  /// Number of nodes reachable from the root, root included.
  public var attachedNodeCount: Int { nodesByID.count }

  /// Starts a batch. Nested calls are not allowed.
  public func beginBatch() { pending.removeAll(keepingCapacity: true) }

  /// Ends the batch and hands it to the observers if it changed anything.
  public func endBatch() {
    guard !pending.isEmpty else { return }
    batchCount += 1
    let batch = ChangeBatch(pass: batchCount, changes: pending)
    pending.removeAll(keepingCapacity: true)
    for observer in batchObservers { observer(batch) }
  }

  /// Inserts `child` (detached) into `parent` at `index`.
  public func insert(_ child: Node, into parent: Node, at index: Int) {
    precondition(child.parent == nil, "node \(child.id) (\(child.kind)) already has a parent")
    parent.children.insert(child, at: index)
    child.parent = parent
    if parent.isAttached {
      attach(child)
      pending.append(.insert(parent: parent.id, index: index, node: child.snapshot()))
    }
  }

  /// Removes `count` children of `parent` starting at `index`; they become detached.
  public func remove(from parent: Node, at index: Int, count: Int = 1) {
    guard count > 0 else { return }
    for child in parent.children[index..<index + count] {
      child.parent = nil
      if child.isAttached { detach(child) }
    }
    parent.children.removeSubrange(index..<index + count)
    if parent.isAttached { pending.append(.remove(parent: parent.id, index: index, count: count)) }
  }

  /// Moves `count` children of `parent` from `from` to before the child that was at `to`.
  public func move(in parent: Node, from: Int, to: Int, count: Int = 1) {
    guard count > 0, from != to else { return }
    let moving = Array(parent.children[from..<from + count])
    parent.children.removeSubrange(from..<from + count)
    let destination = to > from ? to - count : to
    parent.children.insert(contentsOf: moving, at: destination)
    if parent.isAttached {
      pending.append(.move(parent: parent.id, from: from, to: to, count: count))
    }
  }

  /// Replaces `node`'s properties; records a change only if they differ.
  public func update(_ node: Node, properties: NodeProperties) {
    guard node.properties != properties else { return }
    node.properties = properties
    if node.isAttached { pending.append(.update(node: node.id, properties: properties)) }
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

  private func attach(_ node: Node) {
    node.forEachInTree {
      $0.isAttached = true
      nodesByID[$0.id] = $0
    }
  }

  private func detach(_ node: Node) {
    node.forEachInTree {
      $0.isAttached = false
      nodesByID.removeValue(forKey: $0.id)
    }
  }
}
