extension NodeTree {
  /// Calls `observer` with every non-empty ``ChangeBatch`` this tree delivers, in order, from
  /// now until the returned subscription is cancelled (or dropped). Observers run on the loop
  /// thread inside ``endBatch()``, in the order they were added; they must not mutate the tree.
  public func addBatchObserver(_ observer: @escaping @MainActor (ChangeBatch) -> Void)
    -> BatchSubscription
  {
    let key = insertObserver(observer)
    return BatchSubscription(tree: self, key: key)
  }

  /// Number of batch observers currently subscribed (bounded-growth tests read it).
  public var batchObserverCount: Int { observerCount }
}

/// A ``NodeTree/addBatchObserver(_:)`` registration. ``cancel()`` — or dropping the last
/// reference — removes the observer; cancelling twice is harmless. Loop thread only.
@MainActor
public final class BatchSubscription {
  /// The tree's handle, not a `weak` reference to the tree: that gave the tree a refcount side
  /// table, and elements retain and release the tree many times per update (see
  /// ``NodeTreeHandle``). Reads `nil` once the tree is freed.
  private let treeHandle: NodeTreeHandle
  private var key: Int?

  init(tree: NodeTree, key: Int) {
    self.treeHandle = tree.handle
    self.key = key
  }

  /// Stops the observer from receiving further batches.
  public func cancel() {
    guard let key else { return }
    self.key = nil
    treeHandle.object?.removeObserver(key)
  }

  isolated deinit { cancel() }
}
