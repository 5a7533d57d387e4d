import CGraftABI
import GraftCore
import GraftViews

/// The Swift side's entry points into the C ABI's bookkeeping: handle accounting, the Graft
/// views a C program may mount by name, and handles for graphs Swift created.
public enum CBridge {
  /// How many handles of the C ABI are alive (every kind), as `graft_live_handle_count`.
  @MainActor public static var liveHandleCount: Int { HandleTable.shared.liveCount }

  /// Makes the Graft view `make(inputs)` available to `graft_root_create` under `name`.
  /// Registering a name again replaces it.
  @MainActor public static func registerView(
    named name: String, _ make: @escaping @MainActor ([CValue]) -> AnyView
  ) {
    HostedViewRegistry.shared.views[name] = make
  }

  /// A handle for a graph Swift created (a `TestHost`'s, for instance), so C can mount roots
  /// in it. The caller does not own the graph's loop: `graft_graph_destroy` on this handle
  /// stops the roots mounted through it and releases the handle, but leaves the loop running.
  @MainActor public static func graphHandle(for graph: UpdateGraph) -> graft_graph {
    return graft_graph(
      bits: HandleTable.shared.insert(GraphEntry(graph: graph, ownership: .roots), kind: .graph))
  }
}

/// The Graft views registered for C callers, by name.
@MainActor
final class HostedViewRegistry {
  static let shared = HostedViewRegistry()
  var views: [String: @MainActor ([CValue]) -> AnyView] = [:]
}
