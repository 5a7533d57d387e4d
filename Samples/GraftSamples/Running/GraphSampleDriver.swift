import Graft

/// A ``SampleDriver`` over one ``UpdateGraph``: the user's actions go to the graph's nodes
/// (as a renderer routes a click), then the driver settles its own loop. Conformers supply
/// the graph and how to settle; the actions and what a user reads come from here, the same
/// for every loop.
@MainActor
public protocol GraphSampleDriver: SampleDriver {
  /// The graph the sample runs in.
  var graph: UpdateGraph { get }
  /// Runs the loop until nothing is pending; throws if it does not settle.
  func settle() throws
}

extension GraphSampleDriver {
  public func tap(_ label: String) throws {
    try graph.tree.enabledButton(labelled: label).performTap()
    try settle()
  }

  public func type(_ text: String, into placeholder: String) throws {
    try graph.tree.textField(placeholder: placeholder).performTextChange(text)
    try settle()
  }

  public func submit(_ placeholder: String) throws {
    try graph.tree.textField(placeholder: placeholder).performSubmit()
    try settle()
  }

  public var texts: [String] { graph.tree.texts }

  public var diagnostics: [Diagnostic] { graph.diagnostics }

  public var feedbackEvents: [FeedbackEvent] { graph.feedbackLog.events }
}
