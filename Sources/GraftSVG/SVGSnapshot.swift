import Foundation

/// Compares a picture with a committed reference file — the picture half of a snapshot test.
/// `TestHost.expectPicture(named:)` (GraftTesting) records a test issue from the outcome.
///
/// Accepting a new picture: set `GRAFT_RECORD_SNAPSHOTS=1` (every compared reference is
/// rewritten), or replace the reference with the `.new.svg` written beside it, or delete the
/// reference (the next run records it and fails once, so an unrecorded picture never passes).
public enum SVGSnapshot {
  /// What a comparison found.
  public enum Outcome: Equatable, Sendable {
    /// The picture is byte-identical to the reference (any stale `.new.svg` is removed).
    case matched
    /// There was no reference (or recording was asked for): the picture was written as it.
    case recorded(reference: URL)
    /// The picture differs: it was written to `newPicture`, beside the reference.
    case mismatched(reference: URL, newPicture: URL)

    /// A message for a test failure, saying where the pictures are and how to accept one;
    /// `nil` for ``matched``.
    public var failureMessage: String? {
      switch self {
      case .matched:
        return nil
      case .recorded(let reference):
        return "Recorded the picture \(reference.path) (there was no reference, or "
          + "\(SVGSnapshot.recordVariable)=1 is set). Look at it, commit it, and run the test again."
      case .mismatched(let reference, let newPicture):
        return "The picture differs from its reference \(reference.path). The new picture is "
          + "\(newPicture.path): open both in a browser. To accept it, move it over the reference "
          + "(mv \(newPicture.path) \(reference.path)), or run the tests with "
          + "\(SVGSnapshot.recordVariable)=1."
      }
    }
  }

  /// The environment variable that makes every comparison record its picture as the reference.
  public static let recordVariable = "GRAFT_RECORD_SNAPSHOTS"

  /// Whether ``recordVariable`` is set to a non-empty value other than `0`.
  public static var isRecording: Bool {
    let value = ProcessInfo.processInfo.environment[recordVariable] ?? ""
    return !value.isEmpty && value != "0"
  }

  /// The file a picture that differs from `reference` is written to: `name.new.svg` beside it.
  public static func newPictureURL(for reference: URL) -> URL {
    reference.deletingPathExtension().appendingPathExtension("new.svg")
  }

  /// Compares `svg` with the file at `reference`, byte for byte. Writes `svg` as the reference
  /// when there is none or `recording` is set (creating the directory), or beside it on a
  /// mismatch. Throws the file system's error if a file cannot be read or written.
  public static func compare(_ svg: String, withReferenceAt reference: URL, recording: Bool = isRecording)
    throws -> Outcome
  {
    let manager = FileManager.default
    let newPicture = newPictureURL(for: reference)
    let data = Data(svg.utf8)
    if recording || !manager.fileExists(atPath: reference.path) {
      try manager.createDirectory(
        at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: reference)
      try? manager.removeItem(at: newPicture)
      return .recorded(reference: reference)
    }
    if try Data(contentsOf: reference) == data {
      try? manager.removeItem(at: newPicture)
      return .matched
    }
    try data.write(to: newPicture)
    return .mismatched(reference: reference, newPicture: newPicture)
  }
}
