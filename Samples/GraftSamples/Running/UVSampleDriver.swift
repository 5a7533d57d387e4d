import Graft

/// Runs a sample on the real libuv loop (``GraftUV/UVEventLoop``), the way an app does:
/// `graft-samples` uses it. Interactions call the nodes' event handlers, as a renderer would
/// on a click, then run the loop until it is quiescent; ``wait(for:)`` runs it in real time so
/// timers (the fixture's latency) fire.
///
/// Must be used from a synchronous `main` on the main thread (see
/// `MainQueue.swift`). Diagnostics are collected, not printed.
@MainActor
public final class UVSampleDriver: GraphSampleDriver {
  /// The loop the sample runs on.
  public let loop: UVEventLoop
  /// The sample's graph.
  public let graph: UpdateGraph
  private let root: ViewRoot<AnyView>

  /// Mounts `rootView` on a new loop and runs it until quiescent. With `tracing`, a boundary
  /// trace records from before the mount (``trace``).
  public init(rootView: AnyView, tracing: Bool = false) throws {
    loop = try UVEventLoop()
    graph = UpdateGraph(loop: loop)
    graph.diagnosticHandler = nil
    recordedTrace = tracing ? graph.startTracing() : nil
    root = ViewRoot(rootView: rootView, graph: graph, hostNode: graph.tree.root)
    root.start()
    do {
      try settle()
    } catch {
      try? close()  // The settle error is the one to report; the loop must not outlive us open.
      throw error
    }
  }

  public func wait(for duration: Duration) throws {
    loop.run(until: { false }, timeout: duration)
    try settle()
  }

  public func render() -> String { TextRenderer.render(graph.tree.root) }

  /// The boundary trace, when the driver was made with `tracing` (kept after ``close()``,
  /// which stops recording).
  public let recordedTrace: TraceRecorder?

  /// Stops the root, settles, and shuts the loop down — also when settling fails, whose error
  /// is then thrown. Throws ``GraftUV/UVError`` if the loop could not be closed. Idempotent.
  public func close() throws {
    guard !loop.isShutDown else { return }
    graph.stopTracing()
    root.stop()
    let settled = Result { try settle() }
    let closed = loop.shutdown()
    try settled.get()
    if closed != 0 { throw UVError(code: closed, operation: "uv_loop_close") }
  }

  public func settle() throws {
    guard loop.runUntilQuiescent() else { throw InteractionError.didNotSettle }
  }
}
