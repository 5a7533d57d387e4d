import GraftCore
import GraftViews

/// The base class for whatever a ``ViewControllerRepresentable`` returns — UIKit's
/// `UIViewController` in spirit: it owns one node in the tree (its ``node``, UIKit's `view`)
/// and hears when it appears and disappears.
///
/// Lifecycle contract (all on the loop thread, inside an update pass):
/// 1. ``loadNode(in:)`` once, when the representable first mounts it; then ``viewDidLoad()``.
/// 2. ``viewDidAppear(_:)`` after the pass that mounted it commits.
/// 3. ``viewDidDisappear(_:)`` after the pass that removed it commits.
/// A controller can be mounted in one place at a time; mounting it a second time stops with
/// a message naming both places.
@MainActor
open class ViewController {
  // The state below is `final` and `@exclusivity(unchecked)`: loop thread only, and no access
  // stays open across a call that could reach it again (each mount made four dynamic checks).

  /// The node this controller owns, once loaded. Its children belong to the controller.
  @exclusivity(unchecked) public private(set) final var node: Node?
  /// The tree the node lives in, once loaded (subclasses build their nodes through it);
  /// `nil` before, and once the tree is gone.
  public final var tree: NodeTree? { treeHandle?.object }
  /// The tree's handle, not the tree: the graph owns the tree, and a strong reference would
  /// close a cycle (tree → nodes → event handlers → views → a controller a view keeps → tree);
  /// a `weak` one gave the tree a refcount side table, which every retain of it by every
  /// element then paid for (``NodeTreeHandle``).
  @exclusivity(unchecked) private final var treeHandle: NodeTreeHandle?
  /// Whether the controller is mounted in a tree right now.
  @exclusivity(unchecked) public private(set) final var isMounted = false
  /// Whether the controller was dismantled (it can never be mounted again).
  @exclusivity(unchecked) public private(set) final var isDismantled = false
  /// Describes where the controller is mounted, for the message a second mount stops with;
  /// called only then (a description walks the element tree, too costly to build per mount).
  @exclusivity(unchecked) private final var mountedAt: (@MainActor () -> String)?
  /// The same description, from the representable element that mounted the controller (no
  /// closure to allocate per mount). `unowned`, as the closure it replaces captured the element:
  /// the element dismantles the controller, which drops this, before it can go away.
  @exclusivity(unchecked) private final unowned var mountedBy: (any MountPositionDescribing)?

  public init() {}

  /// Creates the controller's node. Override to return a node of your own kind; the default
  /// is a `.custom` node named after the controller's type.
  open func loadNode(in tree: NodeTree) -> Node {
    tree.makeNode(.custom(TypeNames.name(of: type(of: self))))
  }

  /// This controller as hosted content, when it is a `HostedRoot` (read once per mount, by the
  /// representable's element). The default is a dynamic cast — a protocol conformance lookup,
  /// ~360 instructions per mount; the bridge's hosting controllers, which conform, answer
  /// `self` without one.
  var hostedContent: (any HostedRoot)? { self as? HostedRoot }

  /// Called once after the node was created. Build child nodes here, through ``tree``.
  open func viewDidLoad() {}

  /// Called after the pass that mounted the controller commits.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called after the pass that removed the controller commits.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Connects the controller to `tree` at `position` and returns its node. `position`
  /// describes the place for diagnostics; it is called only to report a misuse, so it may be
  /// costly, and it must not keep the caller alive (capture it weakly, or unowned if the caller
  /// dismantles the controller before it goes away: ``dismantle()`` drops the closure). Used by
  /// representables and hosts; not for direct use.
  public func mount(in tree: NodeTree, at position: @escaping @MainActor () -> String) -> Node {
    checkMountable(at: position)
    mountedAt = position
    return loadedNode(in: tree)
  }

  /// ``mount(in:at:)`` for a representable's element, which describes the place itself.
  func mount(in tree: NodeTree, describedBy element: any MountPositionDescribing) -> Node {
    checkMountable(at: { element.mountPosition })
    mountedBy = element
    return loadedNode(in: tree)
  }

  /// Stops with a message naming both places if the controller is mounted or dismantled;
  /// else marks it mounted.
  private func checkMountable(at position: () -> String) {
    precondition(
      !isMounted,
      "\(type(of: self)) is already mounted at \(mountedAt?() ?? mountedBy?.mountPosition ?? "?"); a "
        + "ViewController can be mounted in one place at a time (tried again at \(position())). Return a "
        + "new controller from makeViewController instead of sharing one.")
    precondition(!isDismantled, "\(type(of: self)) was dismantled and cannot be mounted again")
    isMounted = true
  }

  /// The node, loaded on the first mount.
  private func loadedNode(in tree: NodeTree) -> Node {
    if let node { return node }
    treeHandle = tree.handle
    let created = loadNode(in: tree)
    node = created
    viewDidLoad()
    return created
  }

  /// Marks the controller removed for good. Subclasses that host a root tear it down here
  /// (call super).
  open func dismantle() {
    isMounted = false
    isDismantled = true
    mountedAt = nil
    mountedBy = nil
  }
}

/// Describes where a controller is mounted, for the message a second mount stops with (the
/// representable's element). Called only then.
@MainActor
protocol MountPositionDescribing: AnyObject {
  var mountPosition: String { get }
}
