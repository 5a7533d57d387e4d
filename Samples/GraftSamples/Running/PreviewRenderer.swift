import Graft

/// Renders a ``PreviewProvider``'s states as text: each on its own graph and virtual loop,
/// settled, then rendered with `TextRenderer` — deterministic, no view model involved.
@MainActor
public enum PreviewRenderer {
  /// `(state name, rendering)` for each of `provider`'s previews, in order.
  public static func render<Provider: PreviewProvider>(_ provider: Provider.Type) -> [(
    name: String, rendering: String
  )] {
    Provider.previews.map { preview in
      let loop = VirtualLoop()
      let graph = UpdateGraph(loop: loop)
      let root = ViewRoot(rootView: preview.view, graph: graph, hostNode: graph.tree.root)
      root.start()
      loop.runUntilQuiescent()
      let rendering = TextRenderer.render(graph.tree.root)
      root.stop()
      loop.runUntilQuiescent()
      return (preview.name, rendering)
    }
  }
}
