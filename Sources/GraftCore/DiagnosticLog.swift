/// Where one ``UpdateGraph`` keeps what it reported: the most recent diagnostics (a ring of
/// ``capacity``, with a count of the older ones dropped) and the keys of the diagnostics
/// already handed to the handler, so each distinct diagnostic reaches it once.
///
/// Both are bounded, so a long-running app that keeps reporting does not grow: past
/// ``capacity`` the oldest diagnostic is dropped (counted in ``droppedCount``), and past
/// ``keyCapacity`` distinct diagnostics the oldest key is forgotten — that diagnostic would
/// then be handed to the handler once more if it recurs. Loop thread only.
@MainActor
final class DiagnosticLog {
  /// How many diagnostics are kept.
  static let capacity = 1_000
  /// How many distinct diagnostics are remembered as already handed on.
  static let keyCapacity = 1_024

  /// Called with each distinct diagnostic the first time it is reported.
  var handler: (@MainActor (Diagnostic) -> Void)?

  private var recent = RecentItems<Diagnostic>(capacity: DiagnosticLog.capacity)
  private var seenKeys: Set<String> = []
  private var keyOrder = RecentItems<String>(capacity: DiagnosticLog.keyCapacity)

  init(handler: (@MainActor (Diagnostic) -> Void)?) {
    self.handler = handler
  }

  /// The diagnostics kept, oldest first.
  var diagnostics: [Diagnostic] { recent.items }

  /// How many diagnostics were dropped to keep at most ``capacity``.
  var droppedCount: Int { recent.droppedCount }

  /// Keeps `diagnostic`, and hands it to the handler unless an equal one was handed before.
  func report(_ diagnostic: Diagnostic) {
    recent.append(diagnostic)
    if isFirstOccurrence(diagnostic) { handler?(diagnostic) }
  }

  /// ``report(_:)`` unless an equal diagnostic was reported before (then nothing is kept).
  func reportOnce(_ diagnostic: Diagnostic) {
    guard isFirstOccurrence(diagnostic) else { return }
    recent.append(diagnostic)
    handler?(diagnostic)
  }

  /// Remembers `diagnostic`'s key; `true` if it was not remembered yet.
  private func isFirstOccurrence(_ diagnostic: Diagnostic) -> Bool {
    let key = diagnostic.line
    guard seenKeys.insert(key).inserted else { return false }
    if let forgotten = keyOrder.append(key) { seenKeys.remove(forgotten) }
    return true
  }
}
