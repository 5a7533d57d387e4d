import GraftCore
import GraftSeam

/// The update root of one mounted ``MiniContent``: renders it in one tracked scope and keeps
/// its nodes under the host node.
///
/// Contract (loop thread): ``start()`` schedules the first render, which runs in the pass after
/// the host's root (it is one level deeper). The render re-runs whole when anything it read
/// changes, when the inputs or the host environment's entries change. Its nodes are reused in
/// place while a render emits items of the same shape as the last one, and rebuilt otherwise;
/// hosted content is mounted once per key and unmounted when its key is no longer emitted.
/// ``stop()`` unmounts hosted content, removes every node and retires the root.
@MainActor
final class MiniRoot: UpdateRoot {
  private let hostNode: Node
  private var environment: EnvironmentValues
  private var render: (MiniContext) -> Void
  private lazy var scope = TrackingScope(kind: .update, root: self, depth: 0, name: name) {
    [unowned self] _ in self.renderNow()
  }
  private var observation = ObservationTracker(viewType: MiniRoot.self)
  private var shapes: [String] = []
  private var hosted: [String: any HostedRoot] = [:]
  private var isStopped = false

  init(context: HostingContext, name: String, render: @escaping (MiniContext) -> Void) {
    hostNode = context.hostNode
    environment = context.environment
    self.render = render
    super.init(graph: context.graph, name: name, nestingDepth: context.nestingDepth)
    claimAnchor(hostNode)
  }

  func start() { scope.invalidate() }

  func setRender(_ render: @escaping (MiniContext) -> Void) {
    self.render = render
    scope.invalidate()
  }

  func updateEnvironment(_ environment: EnvironmentValues) {
    guard !environment.hasSameEntries(as: self.environment) else { return }
    self.environment = environment
    for content in hosted.values { content.hostEnvironmentDidChange(environment) }
    scope.invalidate()
  }

  func stop() {
    guard !isStopped else { return }
    isStopped = true
    scope.dispose()
    observation.retire()
    removeAll()
    retire()
  }

  override func tearDown() { stop() }

  private func renderNow() {
    guard !isStopped else { return }
    let context = MiniContext(environment: environment)
    let render = self.render
    scope.evaluate(observing: &observation, on: graph.loop) { render(context) }
    let items = context.items
    let shapes = items.map(\.shape)
    if shapes != self.shapes {
      removeAll()
      for (index, item) in items.enumerated() {
        graph.tree.insert(makeNode(for: item), into: hostNode, at: index)
      }
      self.shapes = shapes
    } else {
      for (node, item) in zip(hostNode.children, items) { refresh(node, with: item) }
    }
  }

  private func makeNode(for item: MiniContext.Item) -> Node {
    let tree = graph.tree
    switch item {
    case .text, .button:
      let node = tree.makeNode(item.shape == "text" ? .text : .button)
      refresh(node, with: item)
      return node
    case .hosted(let key, let make):
      let content = make()
      var properties = NodeProperties()
      properties.hostedRoot = "\(type(of: content))"
      let node = tree.makeNode(.host, properties: properties)
      hosted[key] = content
      content.mountHostedContent(
        HostingContext(graph: graph, hostNode: node, nestingDepth: nestingDepth + 1, environment: environment)
      )
      return node
    }
  }

  private func refresh(_ node: Node, with item: MiniContext.Item) {
    switch item {
    case .text(let text):
      graph.tree.update(node) { $0.text = text }
    case .button(let title, let action):
      graph.tree.update(node) { $0.text = title }
      graph.tree.setHandlers(NodeEventHandlers(onTap: action), for: node)
    case .hosted:
      break
    }
  }

  /// Unmounts hosted content and removes every node.
  private func removeAll() {
    for content in hosted.values { content.unmountHostedContent() }
    hosted.removeAll()
    shapes = []
    if !hostNode.children.isEmpty { graph.tree.remove(from: hostNode, at: 0, count: hostNode.children.count) }
  }
}
