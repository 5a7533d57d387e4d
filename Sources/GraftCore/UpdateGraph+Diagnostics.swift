extension UpdateGraph {
  /// The most recent diagnostics reported, oldest first: at most
  /// ``maxRetainedDiagnostics``; older ones are dropped and counted in
  /// ``droppedDiagnosticCount``.
  public var diagnostics: [Diagnostic] { diagnosticLog.diagnostics }

  /// How many diagnostics were dropped from ``diagnostics`` to keep it bounded.
  public var droppedDiagnosticCount: Int { diagnosticLog.droppedCount }

  /// How many diagnostics ``diagnostics`` keeps.
  public static var maxRetainedDiagnostics: Int { DiagnosticLog.capacity }

  /// Where an app hears about diagnostics. Called on the loop thread, right after a diagnostic
  /// is stored, once per *distinct* diagnostic (same kind and message): a repeat is stored in
  /// ``diagnostics`` but not handed on again. The last 1,024 distinct diagnostics are
  /// remembered; one older than that is handed on again if it recurs. The handler must not
  /// report diagnostics itself or mutate the tree. `nil` hands them to nobody.
  ///
  /// Default: ``writeToStandardError(_:)``, in every build — a release user hears about a
  /// stale embed too. Set it to forward diagnostics to the app's own log.
  public var diagnosticHandler: (@MainActor (Diagnostic) -> Void)? {
    get { diagnosticLog.handler }
    set { diagnosticLog.handler = newValue }
  }

  /// Stores `diagnostic` and hands it to ``diagnosticHandler`` unless an equal one was handed
  /// on before.
  public func report(_ diagnostic: Diagnostic) {
    trace?.instant(
      "diagnostic \(diagnostic.kind)", category: "diagnostic",
      track: TrackingScope.current?.root.map { trace?.track(of: $0) ?? 0 } ?? 0,
      arguments: ["kind": "\(diagnostic.kind)", "message": diagnostic.message])
    diagnosticLog.report(diagnostic)
  }

  /// ``report(_:)``, unless a diagnostic with the same kind and message was reported before:
  /// then nothing is stored either. For problems that recur on every pass.
  public func reportOnce(_ diagnostic: Diagnostic) {
    diagnosticLog.reportOnce(diagnostic)
  }

  /// Writes `diagnostic` to standard error as one line, `graft: ` followed by
  /// ``Diagnostic/line``, with a single `write(2)` (lines from several threads do not
  /// interleave). The default ``diagnosticHandler``.
  public static func writeToStandardError(_ diagnostic: Diagnostic) {
    var standardError = StandardError()
    standardError.write("graft: \(diagnostic.line)\n")
  }
}
