import Graft

/// A renderer that rebuilds the node tree from change batches alone — as a renderer in
/// another process would — so tests can check that every pass's batch describes the tree
/// exactly (``matchesTree``).
@MainActor
public final class ReplayRenderer {
  /// One replayed node.
  @MainActor
  public final class Replica {
    public let id: NodeID
    public let kind: NodeKind
    public var properties: NodeProperties
    public var children: [Replica] = []

    init(_ node: NodeSnapshot) {
      id = node.id
      kind = node.kind
      properties = node.properties
      children = node.children.map(Replica.init)
    }
  }

  public let root: Replica
  private var replicas: [NodeID: Replica] = [:]
  private let tree: NodeTree
  private var subscription: BatchSubscription?
  /// How many batches were applied.
  public private(set) var appliedBatches = 0

  /// Starts from the tree as it is now and follows every later batch.
  public init(tree: NodeTree) {
    self.tree = tree
    root = Replica(tree.root.snapshot())
    register(root)
    subscription = tree.addBatchObserver { [weak self] batch in self?.apply(batch) }
  }

  private func forget(_ replica: Replica) {
    replicas.removeValue(forKey: replica.id)
    for child in replica.children { forget(child) }
  }

  private func register(_ replica: Replica) {
    replicas[replica.id] = replica
    for child in replica.children { register(child) }
  }

  private func apply(_ batch: ChangeBatch) {
    appliedBatches += 1
    for change in batch.changes {
      switch change {
      case .insert(let parent, let index, let node):
        guard let owner = owner(parent, index: index, count: 0) else { continue }
        let replica = Replica(node)
        register(replica)
        owner.children.insert(replica, at: index)
      case .remove(let parent, let index, let count):
        guard let owner = owner(parent, index: index, count: count) else { continue }
        for removed in owner.children[index..<index + count] { forget(removed) }
        owner.children.removeSubrange(index..<index + count)
      case .move(let parent, let from, let to, let count):
        guard let owner = owner(parent, index: from, count: count), to >= 0, to <= owner.children.count
        else { continue }
        let moving = Array(owner.children[from..<from + count])
        owner.children.removeSubrange(from..<from + count)
        owner.children.insert(contentsOf: moving, at: to > from ? to - count : to)
      case .update(let id, let properties):
        guard let replica = replicas[id] else {
          receivedInconsistentBatch = true
          continue
        }
        replica.properties = properties
      }
    }
  }

  /// The replayed tree as text, in `TextRenderer`'s format (for failure messages).
  public func render() -> String {
    var lines: [String] = []
    func walk(_ replica: Replica, depth: Int) {
      lines.append(
        String(repeating: "  ", count: depth)
          + "\(replica.kind) \(replica.id) \(replica.properties.text ?? "")")
      for child in replica.children { walk(child, depth: depth + 1) }
    }
    walk(root, depth: 0)
    return lines.joined(separator: "\n")
  }

  /// Whether the replayed tree equals the real one, node by node (ids, kinds, properties), and
  /// every batch made sense (no change named a node it had not seen, or an index out of range).
  public var matchesTree: Bool { !receivedInconsistentBatch && Self.same(root, tree.root) }

  /// Set when a change named an unknown parent or an index out of range: the batches do not
  /// describe the tree, whatever the replica looks like.
  public private(set) var receivedInconsistentBatch = false

  /// The replica of `parent` if `index..<index + count` lies within its children.
  private func owner(_ parent: NodeID, index: Int, count: Int) -> Replica? {
    guard let owner = replicas[parent], index >= 0, count >= 0, index + count <= owner.children.count else {
      receivedInconsistentBatch = true
      return nil
    }
    return owner
  }

  private static func same(_ replica: Replica, _ node: Node) -> Bool {
    guard replica.id == node.id, replica.kind == node.kind, replica.properties == node.properties,
      replica.children.count == node.children.count
    else { return false }
    return zip(replica.children, node.children).allSatisfy { same($0, $1) }
  }
}
