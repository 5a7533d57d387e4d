import Graft

/// Mounts a root view on a deterministic loop and lets a test act as a user — tap buttons,
/// type into fields, let time pass — and read what a user would see: texts, a text rendering
/// of the whole node tree (through every hosted root), and diagnostics.
///
/// Every action runs the loop until nothing is pending at the current virtual time, so the
/// screen a test reads is the one a user would see after the interaction settles.
@MainActor
public final class TestHost<Content: View> {
  /// The loop, with virtual time (``advance(by:)``).
  public let loop: VirtualLoop
  /// The graph every root in this host belongs to.
  public let graph: UpdateGraph
  /// The root showing `rootView`.
  public let root: ViewRoot<Content>
  /// Replays every change batch; ``rendererIsInSync`` compares it with the tree.
  public let replay: ReplayRenderer

  /// Mounts `rootView` and settles.
  public init(rootView: Content, environment: EnvironmentValues = EnvironmentValues()) {
    loop = VirtualLoop()
    graph = UpdateGraph(loop: loop)
    replay = ReplayRenderer(tree: graph.tree)
    root = ViewRoot(rootView: rootView, graph: graph, hostNode: graph.tree.root, environment: environment)
    root.start()
    loop.runUntilQuiescent()
  }

  /// The root view; setting it re-renders like a parent passing new inputs.
  public var rootView: Content {
    get { root.rootView }
    set {
      root.rootView = newValue
      loop.runUntilQuiescent()
    }
  }

  /// Activates the first enabled button titled `label` (its title, or its label's texts joined
  /// by spaces), anywhere in the tree, then settles. Throws ``TestHostError/noSuchButton`` —
  /// listing the buttons that do exist — when there is none.
  public func tap(_ label: String) throws {
    let buttons = nodes(of: .button)
    guard let button = buttons.first(where: { $0.label == label && !$0.properties.isDisabled }) else {
      throw TestHostError.noSuchButton(
        label, available: buttons.map { $0.properties.isDisabled ? "\($0.label) (disabled)" : $0.label })
    }
    button.handlers.onTap?()
    try settle()
  }

  /// Types `text` into the text field whose placeholder is `placeholder` (replacing its
  /// content), then settles.
  public func type(_ text: String, into placeholder: String) throws {
    let field = try textField(placeholder)
    field.handlers.onTextChange?(text)
    try settle()
  }

  /// Submits the text field whose placeholder is `placeholder` (the user pressed return).
  public func submit(_ placeholder: String) throws {
    let field = try textField(placeholder)
    field.handlers.onSubmit?()
    try settle()
  }

  /// The content of every `Text`, in tree order, through every hosted root.
  public var texts: [String] {
    nodes(of: .text).compactMap(\.properties.text)
  }

  /// Whether a renderer that saw only the change batches would show exactly the tree.
  public var rendererIsInSync: Bool { replay.matchesTree }

  /// Everything Graft reported, oldest first.
  public var diagnostics: [Diagnostic] { graph.diagnostics }

  /// Runs the loop until nothing is pending at the current virtual time. Throws
  /// ``TestHostError/didNotSettle`` if work keeps arriving (a runaway loop).
  public func settle() throws {
    guard loop.runUntilQuiescent() else { throw TestHostError.didNotSettle }
  }

  /// Lets virtual time pass, firing timers in order and settling after each.
  public func advance(by duration: Duration) {
    loop.advance(by: duration)
  }

  /// Lets main-actor tasks (`.task {}`, `Task {}`) run until they and the loop are idle.
  public func runTasks(maxRounds: Int = 200) async throws {
    for _ in 0..<maxRounds {
      await Task.yield()
      try settle()
    }
  }

  /// The whole node tree as text (see `TextRenderer`).
  public func render() -> String {
    TextRenderer.render(graph.tree.root)
  }

  /// How many times `body` ran for each view type in the host's own root, by type name.
  public var bodyEvaluationCounts: [String: Int] { root.bodyEvaluationCounts }

  /// The roots hosted below the host's own root (outermost first, then tree order).
  public var hostedRoots: [UpdateRoot] {
    graph.roots.filter { $0 !== root }.sorted { $0.nestingDepth < $1.nestingDepth }
  }

  /// Tears the whole tree down (representables are dismantled, hosted roots stopped) and
  /// settles, so `onDisappear` actions run.
  public func tearDown() throws {
    root.stop()
    try settle()
  }

  /// Every attached node of `kind`, in tree order.
  public func nodes(of kind: NodeKind) -> [Node] {
    var found: [Node] = []
    graph.tree.root.forEachInTree { if $0.kind == kind { found.append($0) } }
    return found
  }

  private func textField(_ placeholder: String) throws -> Node {
    let fields = nodes(of: .textField)
    guard let field = fields.first(where: { $0.properties.placeholder == placeholder }) else {
      throw TestHostError.noSuchTextField(placeholder, available: fields.compactMap(\.properties.placeholder))
    }
    return field
  }
}

/// Why a ``TestHost`` interaction failed.
public enum TestHostError: Error, Equatable, CustomStringConvertible {
  /// No enabled button has the label; `available` lists the buttons there are.
  case noSuchButton(String, available: [String])
  /// No text field has the placeholder.
  case noSuchTextField(String, available: [String])
  /// The loop kept finding work at the same virtual time.
  case didNotSettle

  public var description: String {
    switch self {
    case .noSuchButton(let label, let available):
      "no enabled button titled \"\(label)\"; buttons: \(available.map { "\"\($0)\"" }.joined(separator: ", "))"
    case .noSuchTextField(let placeholder, let available):
      "no text field with placeholder \"\(placeholder)\"; fields: \(available.joined(separator: ", "))"
    case .didNotSettle:
      "the loop did not settle: work kept arriving at the same virtual time"
    }
  }
}
