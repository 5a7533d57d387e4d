import GraftCore

/// The shared base of controllers whose content is a root of its own — a Graft view tree
/// (`HostingController`), a composition (`ComposeViewController`), a foreign component. It
/// owns the host node, counts input pushes (``updateGeneration``, read by the stale-embed
/// check) and turns a push after dismantling into a `useAfterDismantle` diagnostic.
///
/// Subclasses conform to `HostedRoot`, call ``remember(graph:)`` when they mount their
/// content, call ``acceptNewInputs(_:)`` before pushing new inputs, and override
/// ``tearDownHostedContent()``. Loop thread only.
@MainActor
open class RootHostingController: ViewController {
  /// Increases each time new inputs are accepted.
  /// (`final` and unchecked exclusivity, as ``ViewController``'s state.)
  @exclusivity(unchecked) public private(set) final var updateGeneration = 0
  /// The graph the content lives in, through its handle: not `weak`, which gave the graph a
  /// refcount side table (see ``UpdateGraph/handle``).
  @exclusivity(unchecked) private final var graphHandle: ObjectHandle<UpdateGraph>?

  override public init() {
    super.init()
  }

  /// Remembers the graph the content lives in, for diagnostics after dismantling.
  public func remember(graph: UpdateGraph) {
    graphHandle = graph.handle
  }

  /// Whether new inputs (`what`, e.g. "rootView") may be pushed now. After dismantling the
  /// answer is `false` and a `useAfterDismantle` diagnostic says the push was ignored.
  public func acceptNewInputs(_ what: String) -> Bool {
    guard !isDismantled else {
      graphHandle?.object?.report(
        Diagnostic(
          kind: .useAfterDismantle,
          message: "\(what) of \(type(of: self)) was set after the controller was dismantled; ignored."))
      return false
    }
    updateGeneration += 1
    return true
  }

  /// The name the host node shows for the hosted content. Default: the controller type.
  open var hostedContentName: String { controllerTypeName }

  /// The controller's type name (`TypeNames`), remembered for the controller type named last:
  /// mounting many controllers of one type names it twice per mount (the host node, the hosted
  /// root), and the views mounted in between had evicted it from `TypeNames`' one-entry cache,
  /// so the first of the two hashed the type into its dictionary (~330 instructions per mount).
  final var controllerTypeName: String {
    let type = ObjectIdentifier(Swift.type(of: self))
    if let last = Self.lastControllerTypeName, last.type == type { return last.name }
    let name = TypeNames.name(of: Swift.type(of: self))
    Self.lastControllerTypeName = (type, name)
    return name
  }

  /// The controller type named last by ``controllerTypeName`` and its name. Unchecked
  /// exclusivity: loop thread only, every access instantaneous.
  @exclusivity(unchecked) private static var lastControllerTypeName: (type: ObjectIdentifier, name: String)?

  /// A `.host` node named ``hostedContentName``.
  override open func loadNode(in tree: NodeTree) -> Node {
    tree.makeNode(.host, properties: Self.hostNodeProperties(named: hostedContentName))
  }

  /// The properties of the last host node made, reused while the name stays the same: the
  /// copies share one box holding the name (copy on write) instead of each boxing it — a
  /// box, an allocation and a copy of the boxed fields per mount. Loop thread only.
  @exclusivity(unchecked) private static var lastHostNodeProperties = NodeProperties()
  /// The name in ``lastHostNodeProperties``, kept apart: comparing it with the name asked for
  /// is one string comparison (the remembered controller name is the same string, so its
  /// bits match at once), where reading it back out of the properties' box cost ~85
  /// instructions per mount. `nil` before the first host node. Loop thread only.
  @exclusivity(unchecked) private static var lastHostNodeName: String?

  private static func hostNodeProperties(named name: String) -> NodeProperties {
    if lastHostNodeName != name {
      var properties = NodeProperties()
      properties.hostedRoot = name
      lastHostNodeProperties = properties
      lastHostNodeName = name
    }
    return lastHostNodeProperties
  }

  /// Stops the hosted content for good. Called once, by ``dismantle()``.
  open func tearDownHostedContent() {}

  override open func dismantle() {
    tearDownHostedContent()
    super.dismantle()
  }
}
