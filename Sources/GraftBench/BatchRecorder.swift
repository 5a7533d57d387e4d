import Graft

/// Observes a tree's change batches: counts changes always, and when ``isRecording`` keeps
/// each change, and each frame delivered, as an id-free description so two trees' batches
/// can be compared.
@MainActor
public final class BatchRecorder {
  /// Changes seen so far.
  public private(set) var changeCount = 0
  /// Whether to keep descriptions (verification only; costs time).
  public var isRecording = false
  /// Descriptions of the changes seen while recording, in order.
  public private(set) var recorded: [String] = []
  /// Descriptions of the frames delivered while recording (the node's kind and text, and its
  /// frame), in delivery order.
  public private(set) var recordedFrames: [String] = []

  private var subscription: BatchSubscription?
  /// Through its handle, not `weak` (that gave the tree a side table, see ``NodeTreeHandle``).
  private let treeHandle: NodeTreeHandle
  private var tree: NodeTree? { treeHandle.object }

  public init(tree: NodeTree) {
    self.treeHandle = tree.handle
    subscription = tree.addBatchObserver { [weak self] batch in self?.observe(batch) }
  }

  /// Forgets what was recorded.
  public func reset() {
    recorded.removeAll()
    recordedFrames.removeAll()
    changeCount = 0
  }

  private func observe(_ batch: ChangeBatch) {
    changeCount += batch.changes.count
    guard isRecording else { return }
    for change in batch.changes { recorded.append(Self.describe(change)) }
    for (id, frame) in batch.frames {
      let node = tree?.node(withID: id)
      let name = node.map { "\($0.kind) \($0.properties.text ?? "")" } ?? "detached node"
      recordedFrames.append("frame of \(name): \(frame.map { "\($0)" } ?? "none")")
    }
  }

  /// The tree as text, with every node's frame.
  public func renderWithFrames() -> String {
    tree.map { TextRenderer.render($0.root, includingFrames: true) } ?? ""
  }

  /// A change without node ids (ids differ between two trees built the same way).
  static func describe(_ change: NodeChange) -> String {
    switch change {
    case .insert(_, let index, let node): "insert at \(index): \(describe(node))"
    case .remove(_, let index, let count): "remove at \(index) count \(count)"
    case .move(_, let from, let to, let count): "move \(from) to \(to) count \(count)"
    case .update(_, let properties): "update \(properties)"
    }
  }

  private static func describe(_ node: NodeSnapshot) -> String {
    "\(node.kind) \(node.properties) [" + node.children.map(describe).joined(separator: ", ") + "]"
  }
}
