import CGraftABI
import GraftCore

/// The Swift side's entry points into the C ABI's bookkeeping: handle accounting, the Graft
/// views a C program may mount by name, and handles for graphs Swift created.
public enum CBridge {
  /// How many handles of the C ABI are alive (every kind), as `graft_live_handle_count`.
  @MainActor public static var liveHandleCount: Int { HandleTable.shared.liveCount }

  /// A handle for a graph Swift created (a `TestHost`'s, for instance), so C can mount roots
  /// in it. The caller does not own the graph's loop: `graft_graph_destroy` on this handle
  /// stops the roots mounted through it and releases the handle, but leaves the loop running.
  @MainActor public static func graphHandle(for graph: UpdateGraph) -> graft_graph {
    return graft_graph(
      bits: HandleTable.shared.insert(GraphEntry(graph: graph, ownership: .roots), kind: .graph))
  }
}
