/// Something Graft noticed that a developer should hear about: a cut update cycle, a stale
/// embed, duplicate ids, a write during view evaluation.
///
/// Diagnostics never stop the program. They are collected by the ``UpdateGraph`` (and so by
/// `TestHost`) and handed to its ``UpdateGraph/diagnosticHandler`` — by default written to
/// standard error, one line each, in every build.
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

  /// How many characters ``line`` keeps at most.
  public static let maxLineLength = 1_000

  /// ``description`` as one line of at most ``maxLineLength`` characters: control characters
  /// (line breaks included) become spaces, and a longer text is cut and ends with `…`. A
  /// message can quote outside data (an id, a name), so its length is not trusted.
  public var line: String {
    var scalars = String.UnicodeScalarView()
    var characters = 0
    for character in description {
      guard characters < Self.maxLineLength - 1 else {
        scalars.append("…")
        return String(scalars)
      }
      characters += 1
      if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
        scalars.append(" ")
      } else {
        scalars.append(contentsOf: character.unicodeScalars)
      }
    }
    return String(scalars)
  }
}
