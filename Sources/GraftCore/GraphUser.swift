/// A headless host that plays the user's part on one ``UpdateGraph``: each action goes to the
/// graph's nodes as a renderer would route it (found with `NodeTree`'s interaction helpers),
/// then the host settles its own loop. `TestHost` and the samples' drivers conform; the actions
/// and what a user reads come from here, the same for every loop.
///
/// Contract: main actor only. Every action runs the node's handler synchronously, then
/// ``settle()``, so what is read afterwards is the screen after the interaction's pass.
@MainActor
public protocol GraphUser: AnyObject {
  /// The graph whose nodes the user acts on.
  var graph: UpdateGraph { get }
  /// Runs the loop until nothing is pending; throws (``InteractionError/didNotSettle`` for the
  /// virtual loop) if it does not settle.
  func settle() throws
}

extension GraphUser {
  /// Activates the first enabled button titled `label` (its title, or its label's texts joined
  /// by spaces), anywhere in the tree, then settles. Throws
  /// ``InteractionError/noSuchButton(_:available:)`` — listing the buttons that do exist — when
  /// there is none.
  public func tap(_ label: String) throws {
    try graph.tree.enabledButton(labelled: label).performTap()
    try settle()
  }

  /// Types `text` into the text field whose placeholder is `placeholder` (replacing its
  /// content), then settles.
  public func type(_ text: String, into placeholder: String) throws {
    try graph.tree.textField(placeholder: placeholder).performTextChange(text)
    try settle()
  }

  /// Submits the text field whose placeholder is `placeholder` (the user pressed return), then
  /// settles.
  public func submit(_ placeholder: String) throws {
    try graph.tree.textField(placeholder: placeholder).performSubmit()
    try settle()
  }

  /// The content of every `Text`, in tree order, through every hosted root.
  public var texts: [String] { graph.tree.texts }

  /// Everything Graft reported, oldest first.
  public var diagnostics: [Diagnostic] { graph.diagnostics }

  /// Every sensory feedback the views asked the platform to play, oldest first.
  public var feedbackEvents: [FeedbackEvent] { graph.feedbackLog.events }
}
