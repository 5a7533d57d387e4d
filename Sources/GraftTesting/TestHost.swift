import Foundation
import Graft
import Testing

/// Mounts a root view on a deterministic loop and lets a test act as a user — tap buttons,
/// type into fields, let time pass — and read what a user would see: texts, a text rendering
/// of the whole node tree (through every hosted root), and diagnostics.
///
/// Every action runs the loop until nothing is pending at the current virtual time, so the
/// screen a test reads is the one a user would see after the interaction settles. The user's
/// actions (`tap(_:)`, `type(_:into:)`, `submit(_:)`) and what a user reads (`texts`,
/// `diagnostics`, `feedbackEvents`) come from GraftCore's `GraphUser`.
@MainActor
public final class TestHost<Content: View>: GraphUser {
  /// The loop, with virtual time (``advance(by:)``).
  public let loop: VirtualLoop
  /// The graph every root in this host belongs to.
  public let graph: UpdateGraph
  /// The root showing `rootView`.
  public let root: ViewRoot<Content>
  /// Replays every change batch; ``rendererIsInSync`` compares it with the tree.
  public let replay: ReplayRenderer
  /// The layout engine, when the host was made with a size (``init(rootView:width:height:environment:)``).
  public private(set) var layout: LayoutEngine?

  /// Mounts `rootView` and settles. With `tracing`, a boundary trace records from before the
  /// mount (``startTracing()``; `graph.trace`), so everything is named in it from the start.
  public init(rootView: Content, environment: EnvironmentValues = EnvironmentValues(), tracing: Bool = false)
  {
    loop = VirtualLoop()
    graph = UpdateGraph(loop: loop)
    if tracing { graph.startTracing() }
    replay = ReplayRenderer(tree: graph.tree)
    root = ViewRoot(rootView: rootView, graph: graph, hostNode: graph.tree.root, environment: environment)
    root.start()
    loop.runUntilQuiescent()
  }

  /// Mounts `rootView`, lays it out in a `width`×`height` area with the monospace metrics
  /// (one unit per character cell and per line; see `LayoutMetrics.monospace`), and settles.
  /// Every pass that changes the tree lays it out again; ``frame(ofText:)`` reads the result.
  public init(
    rootView: Content, width: Double, height: Double, environment: EnvironmentValues = EnvironmentValues()
  ) {
    loop = VirtualLoop()
    graph = UpdateGraph(loop: loop)
    replay = ReplayRenderer(tree: graph.tree)
    layout = LayoutEngine(graph: graph, viewport: CGSize(width: width, height: height))
    root = ViewRoot(rootView: rootView, graph: graph, hostNode: graph.tree.root, environment: environment)
    root.start()
    loop.runUntilQuiescent()
  }

  /// The frame of the first shown `Text` whose content is exactly `text`, in the root's
  /// coordinates (through hosted roots), or `nil` if there is none or no layout ran.
  public func frame(ofText text: String) -> CGRect? {
    for node in graph.tree.nodes(of: .text) where node.properties.text == text {
      if let frame = node.absoluteFrame { return frame }
    }
    return nil
  }

  /// The frame of the first shown node of `kind`, in the root's coordinates.
  public func frame(of kind: NodeKind) -> CGRect? {
    graph.tree.nodes(of: kind).lazy.compactMap(\.absoluteFrame).first
  }

  /// The tree as text with each node's frame (see `TextRenderer.render(_:includingFrames:)`).
  public func renderWithFrames() -> String {
    TextRenderer.render(graph.tree.root, includingFrames: true)
  }

  /// A host dropped without ``tearDown()`` tears its graph down here, so representables are
  /// dismantled and nothing it mounted (a C component's handles in the process-wide table, a
  /// hosted root) outlives the test that made it. Then, like ``tearDown()``, it checks that a
  /// renderer fed only the change batches shows exactly the tree (a Swift Testing issue is
  /// recorded if not): every test that uses a `TestHost` checks renderer completeness.
  isolated deinit {
    graph.stopTracing()
    graph.tearDown()
    recordIssueIfRendererIsOutOfSync(when: "after the host was dropped")
  }

  /// The root view; setting it re-renders like a parent passing new inputs.
  public var rootView: Content {
    get { root.rootView }
    set {
      root.rootView = newValue
      loop.runUntilQuiescent()
    }
  }

  /// Whether a renderer that saw only the change batches would show exactly the tree.
  public var rendererIsInSync: Bool { replay.matchesTree }

  /// Runs the loop until nothing is pending at the current virtual time. Throws
  /// `TestHostError/didNotSettle` if work keeps arriving (a runaway loop).
  public func settle() throws {
    guard loop.runUntilQuiescent() else { throw TestHostError.didNotSettle }
  }

  /// Lets virtual time pass, firing timers in order and settling after each. Returns `false`
  /// if timers or work kept arriving without time moving (a runaway), instead of hanging.
  @discardableResult
  public func advance(by duration: Duration) -> Bool {
    loop.advance(by: duration)
  }

  /// Lets main-actor tasks (`.task {}`, `Task {}`) run until they and the loop are idle:
  /// returns after `idleRounds` consecutive yields in which no pass ran and nothing was
  /// pending. Throws `TestHostError/didNotSettle` if that never happens within `maxRounds`
  /// yields (a task that keeps writing state forever).
  public func runTasks(maxRounds: Int = 200, idleRounds: Int = 3) async throws {
    var quiet = 0
    for _ in 0..<maxRounds {
      let passes = graph.passCount
      await Task.yield()
      try settle()
      quiet = graph.passCount == passes && !graph.hasPendingWork ? quiet + 1 : 0
      if quiet >= idleRounds { return }
    }
    throw TestHostError.didNotSettle
  }

  /// Starts recording a boundary trace of this host's graph (every root it hosts), so a test
  /// can assert which roots a write re-rendered and why (`TraceRecorder/renders`). Stopped
  /// when the host is dropped.
  @discardableResult
  public func startTracing() -> TraceRecorder { graph.startTracing() }

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
  /// settles, so `onDisappear` actions run. Then checks that a renderer fed only the change
  /// batches shows the torn-down tree: throws `TestHostError/rendererOutOfSync` if not.
  public func tearDown() throws {
    root.stop()
    try settle()
    guard rendererIsInSync else { throw TestHostError.rendererOutOfSync }
  }

  private func recordIssueIfRendererIsOutOfSync(when moment: String) {
    guard !rendererIsInSync else { return }
    let message =
      "TestHost: \(TestHostError.rendererOutOfSync) \(moment); the replayed tree:\n"
      + "\(replay.render())\nthe real tree:\n\(render())"
    Issue.record(Comment(rawValue: message))
  }

  /// Every attached node of `kind`, in tree order.
  public func nodes(of kind: NodeKind) -> [Node] { graph.tree.nodes(of: kind) }
}

/// Why a ``TestHost`` interaction failed (GraftCore's `InteractionError`).
public typealias TestHostError = InteractionError
