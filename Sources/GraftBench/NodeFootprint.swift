import CAllocationCounter
import Graft

/// What nodes occupy on the heap, as the allocator reports it.
public enum NodeFootprint {
  /// The usable sizes (`malloc_usable_size`) of `nodes`' objects, summed: what the allocator
  /// handed out for them, so a field that pushes a node into the next size class shows. Not
  /// their children arrays or handler boxes.
  @MainActor
  public static func objectBytes(of nodes: [Node]) -> Int {
    nodes.reduce(0) { $0 + graft_allocation_size(Unmanaged.passUnretained($1).toOpaque()) }
  }

  /// ``objectBytes(of:)`` of `root` and every node below it.
  @MainActor
  public static func objectBytes(ofTree root: Node) -> Int {
    root.children.reduce(objectBytes(of: [root])) { $0 + objectBytes(ofTree: $1) }
  }
}
