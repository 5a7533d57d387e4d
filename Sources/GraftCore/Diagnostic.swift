/// Something Graft noticed that a developer should hear about: a cut update cycle, a stale
/// embed, duplicate ids, a write during view evaluation.
///
/// Diagnostics never stop the program. They are collected by the ``UpdateGraph`` (and so by
/// `TestHost`), and printed to standard error in debug builds.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
  /// What kind of problem this is. Tests compare kinds; people read ``message``.
  public enum Kind: Sendable, Equatable, Hashable {
    /// Writes during an update pass kept dirtying the same root; the pass cut the cycle.
    case updateCycle
    /// A representable's inputs changed but its update hook left the hosted subtree untouched.
    case staleEmbed
    /// Two siblings in a `ForEach` (or two keyed children) share an id; the first one wins.
    case duplicateID
    /// State was written while a view's `body` was being evaluated; the write was deferred.
    case stateWriteDuringUpdate
    /// A controller or root was used after it was dismantled; the call was ignored.
    case useAfterDismantle
    /// A hosted component failed (for example its make hook reported an error).
    case hostedComponentFailure
  }

  public let kind: Kind
  /// A human-readable explanation that names the culprit (a type, a field, an id).
  public let message: String

  public init(kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }

  public var description: String { "[\(kind)] \(message)" }
}
