import GraftCore
import Testing

/// A tree's handle names the tree while it lives and `nil` once it is freed.
@MainActor
@Suite struct NodeTreeHandleTests {
  @Test func aHandleThatOutlivesItsTreeReadsNil() {
    var tree: NodeTree? = NodeTree()
    let handle = tree!.handle
    #expect(handle.object === tree)
    weak let freed = tree
    tree = nil
    #expect(freed == nil)
    #expect(handle.object == nil)
  }
}
