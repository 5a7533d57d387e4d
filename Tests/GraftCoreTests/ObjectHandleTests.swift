import GraftCore
import Testing

/// What holds a scope or a tree without keeping it alive through its handle — a registration,
/// a batch subscription — reads `nil` once it is freed, as a `weak` reference did (a source's
/// reader entry is gone by then: the scope left it in its `deinit`). Run under ASan, these
/// tests also show nothing reads the freed memory.
@MainActor
@Suite struct ObjectHandleTests {
  @Test func aSourceWhoseReaderWasFreedWithoutDisposingChangesHarmlessly() {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    let cell = StateCell(0)
    let root = ScriptRoot(graph: graph, name: "root")
    var shortLived: TrackingScope? = root.scope("freed") { _ = cell.value }
    let handle = shortLived!.handle
    #expect(handle.object === shortLived)
    #expect(shortLived!.handle === handle)
    weak let freed = shortLived
    shortLived = nil
    #expect(freed == nil)
    #expect(handle.object == nil)
    // The freed scope left the cell's readers in its `deinit`: the write runs only the other.
    let kept = root.scope("kept") { _ = cell.value }
    cell.value = 1
    loop.runUntilQuiescent()
    #expect(root.log == ["kept"])
    #expect(kept.evaluationCount == 2)
    cell.value = 2
    loop.runUntilQuiescent()
    #expect(root.log == ["kept", "kept"])
  }

  @Test func aBatchSubscriptionThatOutlivesItsTreeCancelsHarmlessly() {
    var tree: NodeTree? = NodeTree()
    var delivered = 0
    let cancelledEarly = tree!.addBatchObserver { _ in delivered += 1 }
    let outliving = tree!.addBatchObserver { _ in delivered += 1 }
    cancelledEarly.cancel()
    #expect(tree!.batchObserverCount == 1)
    tree!.beginBatch()
    tree!.insert(tree!.makeNode(.text), into: tree!.root, at: 0)
    tree!.endBatch()
    #expect(delivered == 1)
    weak let freed = tree
    tree = nil
    #expect(freed == nil)
    // Cancelling reaches for the freed tree through its handle, which reads `nil`.
    outliving.cancel()
    outliving.cancel()
    #expect(delivered == 1)
  }
}
