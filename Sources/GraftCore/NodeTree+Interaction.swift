/// Finding what a user would see and act on — shared by `TestHost`, sample drivers and any
/// other headless host that plays the user's part.
extension NodeTree {
  /// Every attached node of `kind` that is shown (not in an inactive subtree), in tree order.
  public func nodes(of kind: NodeKind) -> [Node] {
    var found: [Node] = []
    root.forEachShownInTree { if $0.kind == kind { found.append($0) } }
    return found
  }

  /// The content of every `Text` node, in tree order.
  public var texts: [String] { nodes(of: .text).compactMap(\.properties.text) }

  /// The first enabled button titled `label` (its title, or its label's texts joined by
  /// spaces). Throws ``InteractionError/noSuchButton(_:available:)`` listing the buttons there
  /// are (disabled ones marked) when there is none.
  public func enabledButton(labelled label: String) throws(InteractionError) -> Node {
    let buttons = nodes(of: .button)
    guard let button = buttons.first(where: { $0.label == label && !$0.properties.isDisabled }) else {
      throw .noSuchButton(
        label, available: buttons.map { $0.properties.isDisabled ? "\($0.label) (disabled)" : $0.label })
    }
    return button
  }

  /// The text field whose placeholder is `placeholder`. Throws
  /// ``InteractionError/noSuchTextField(_:available:)`` listing the fields there are.
  public func textField(placeholder: String) throws(InteractionError) -> Node {
    let fields = nodes(of: .textField)
    guard let field = fields.first(where: { $0.properties.placeholder == placeholder }) else {
      throw .noSuchTextField(placeholder, available: fields.compactMap(\.properties.placeholder))
    }
    return field
  }
}

extension Node {
  /// Calls `body` with this node and each descendant, depth first, skipping inactive subtrees
  /// (``NodeProperties/isInactive``: mounted, not shown) — what a user can see and act on.
  public func forEachShownInTree(_ body: (Node) -> Void) {
    guard !properties.isInactive else { return }
    body(self)
    for child in children { child.forEachShownInTree(body) }
  }

  /// Runs the node's tap handler as a user's tap would. Throws
  /// ``InteractionError/noHandler(_:)`` naming the node when it has none (a tap that would do
  /// nothing is a test's mistake, not a silent success).
  public func performTap() throws(InteractionError) {
    guard let onTap = tapHandler else { throw .noHandler("\(interactionName) has no tap handler") }
    TraceRecorder.withInteraction("tap", on: self, onTap)
  }

  /// Runs the node's text-change handler with `text`; throws naming the node if it has none.
  public func performTextChange(_ text: String) throws(InteractionError) {
    guard let onTextChange = handlers.onTextChange else {
      throw .noHandler("\(interactionName) has no text-change handler")
    }
    TraceRecorder.withInteraction("typing", on: self) { onTextChange(text) }
  }

  /// Runs the node's value-change handler with `value` (a stepper's or slider's new value, a
  /// movable row's new index); throws naming the node if it has none.
  public func performValueChange(_ value: Double) throws(InteractionError) {
    guard let onValueChange = handlers.onValueChange else {
      throw .noHandler("\(kind) \(id.rawValue) has no value-change handler")
    }
    TraceRecorder.withInteraction("value change", on: self) { onValueChange(value) }
  }

  /// Runs the node's submit handler; throws naming the node if it has none.
  public func performSubmit() throws(InteractionError) {
    guard let onSubmit = handlers.onSubmit else {
      throw .noHandler("\(interactionName) has no submit handler")
    }
    TraceRecorder.withInteraction("submit", on: self, onSubmit)
  }

  /// The node as a person would name it in a failure: kind, id, and its title or placeholder.
  var interactionName: String {
    let title = kind == .textField ? properties.placeholder ?? "" : label
    return "\(kind) \(id.rawValue) \"\(title)\""
  }
}

/// Why a headless interaction (a tap, typing, settling the loop) failed.
public enum InteractionError: Error, Equatable, CustomStringConvertible {
  /// No enabled button has the label; `available` lists the buttons there are.
  case noSuchButton(String, available: [String])
  /// No text field has the placeholder; `available` lists the placeholders there are.
  case noSuchTextField(String, available: [String])
  /// The loop kept finding work at the same (virtual) time: a runaway loop.
  case didNotSettle
  /// The node found has no handler for the interaction (the message names the node).
  case noHandler(String)
  /// A renderer fed only the change batches does not show the tree: a change was not delivered.
  case rendererOutOfSync

  public var description: String {
    switch self {
    case .noSuchButton(let label, let available):
      "no enabled button titled \"\(label)\"; buttons: \(available.map { "\"\($0)\"" }.joined(separator: ", "))"
    case .noSuchTextField(let placeholder, let available):
      "no text field with placeholder \"\(placeholder)\"; fields: \(available.joined(separator: ", "))"
    case .didNotSettle:
      "the loop did not settle: work kept arriving at the same time"
    case .noHandler(let what):
      what
    case .rendererOutOfSync:
      "a renderer fed only the change batches does not show the node tree (a change was not delivered)"
    }
  }
}
