import Foundation
import Graft
import GraftSVG
import Testing

extension TestHost {
  /// The host's screen as an SVG picture (see `SVGRenderer`), drawn with the metrics of its
  /// layout engine. Needs a host made with a size (``init(rootView:width:height:environment:)``);
  /// throws `SVGRenderError.notLaidOut` otherwise. Same screen, same bytes.
  public func svg(options: SVGOptions = SVGOptions()) throws -> String {
    var options = options
    if let layout { options.metrics = layout.metrics }
    return try SVGRenderer.render(graph.tree, options: options)
  }

  /// A picture snapshot: compares ``svg(options:)`` with the committed reference
  /// `Snapshots/<name>.svg` in the directory of the test file calling it, and records a test
  /// issue when it differs (writing the new picture beside it as `<name>.new.svg`) or when there
  /// was no reference (recording it). The issue's message says how to accept the new picture
  /// (`GRAFT_RECORD_SNAPSHOTS=1`, or moving the `.new.svg` over the reference). Returns whether
  /// the picture matched.
  @discardableResult
  public func expectPicture(
    named name: String, options: SVGOptions = SVGOptions(), filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let reference = URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .appendingPathComponent("Snapshots").appendingPathComponent("\(name).svg")
    do {
      let outcome = try SVGSnapshot.compare(svg(options: options), withReferenceAt: reference)
      guard let message = outcome.failureMessage else { return true }
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    } catch {
      Issue.record(
        Comment(rawValue: "Picture snapshot \(name) could not be taken: \(error)"),
        sourceLocation: sourceLocation)
    }
    return false
  }
}
