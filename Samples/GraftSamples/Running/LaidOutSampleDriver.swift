import Foundation
import Graft

/// Runs a sample on a deterministic ``VirtualLoop`` with a layout engine, for pictures: every
/// pass lays the tree out in `viewport` (monospace cells), and each ``render()`` — `SampleRun`
/// calls it right after the mount and after the script — also hands the laid-out graph to
/// `onRender`, which may draw it (`graft-samples --previews`). Virtual time: ``wait(for:)``
/// fires due timers at once, so a run is the same every time. Main thread, loop thread.
@MainActor
public final class LaidOutSampleDriver: GraphSampleDriver {
  /// The sample's graph (laid out at the end of each pass).
  public let graph: UpdateGraph
  /// The layout engine (its `metrics` are the ones to draw with).
  public let layout: LayoutEngine
  private let loop: VirtualLoop
  private let root: ViewRoot<AnyView>
  private let onRender: (UpdateGraph) -> Void

  /// Mounts `rootView` in a `viewport` of monospace cells and settles. Diagnostics are
  /// collected, not printed. Throws ``SampleDriverError/didNotSettle`` for a runaway mount.
  public init(rootView: AnyView, viewport: CGSize, onRender: @escaping (UpdateGraph) -> Void) throws {
    loop = VirtualLoop()
    graph = UpdateGraph(loop: loop)
    graph.diagnosticHandler = nil
    layout = LayoutEngine(graph: graph, viewport: viewport)
    self.onRender = onRender
    root = ViewRoot(rootView: rootView, graph: graph, hostNode: graph.tree.root)
    root.start()
    try settle()
  }

  public func wait(for duration: Duration) throws {
    guard loop.advance(by: duration) else { throw SampleDriverError.didNotSettle }
  }

  /// The tree as text; first hands the graph to `onRender`.
  public func render() -> String {
    onRender(graph)
    return TextRenderer.render(graph.tree.root)
  }

  /// Stops the root (representables dismantled, hosted roots stopped) and settles.
  public func close() throws {
    root.stop()
    try settle()
  }

  public func settle() throws {
    guard loop.runUntilQuiescent() else { throw SampleDriverError.didNotSettle }
  }
}
