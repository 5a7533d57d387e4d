extension UpdateGraph {
  /// Starts recording a boundary trace of this graph (see ``TraceRecorder``) and returns the
  /// recorder; a recorder already running is returned as it is. At most `capacity` events are
  /// kept. Tracing costs nothing measurable while off; while on, every pass, root render,
  /// evaluation, hook, write, batch and diagnostic is recorded. Loop thread only.
  @discardableResult
  public func startTracing(capacity: Int = 1_000_000) -> TraceRecorder {
    if let trace { return trace }
    let recorder = TraceRecorder(graph: self, capacity: capacity)
    trace = recorder
    TraceRecorder.current = recorder
    traceBatchSubscription = tree.addBatchObserver { [weak recorder] batch in
      recorder?.instant(
        "batch \(batch.pass)", category: "batch",
        arguments: ["changes": "\(batch.changes.count)", "pass": "\(recorder?.passNumber ?? 0)"])
    }
    return recorder
  }

  /// Stops recording; the recorder keeps what it recorded.
  public func stopTracing() {
    traceBatchSubscription?.cancel()
    traceBatchSubscription = nil
    if let trace, TraceRecorder.current === trace { TraceRecorder.current = nil }
    trace = nil
  }
}
