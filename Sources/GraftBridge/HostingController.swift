import GraftCore
import GraftViews

/// A controller whose content is a Graft view tree reconciled as a root of its own — SwiftUI's
/// `UIHostingController`.
///
/// Contract:
/// - Mounted inside a representable, the content becomes a root one level deeper than the
///   host's root: it reconciles independently, on the same loop and in the same update pass,
///   after its host (so inputs pushed by the host's update hook are seen in that pass).
/// - It inherits the environment of the position it is mounted at, and follows its changes.
/// - Setting ``rootView`` schedules the root; the new value is compared field by field, as
///   any view's inputs are.
/// - After `dismantle()` (the representable left the tree), setting `rootView` is ignored
///   with a `Diagnostic/Kind/useAfterDismantle` diagnostic.
@MainActor
open class HostingController<Content: View>: RootHostingController, HostedRoot {
  // Unchecked exclusivity, as ``ViewController``'s state: loop thread only, accesses instantaneous.
  @exclusivity(unchecked) private final var root: ViewRoot<Content>?
  /// The root view while no root holds it (before mounting, and after tearing down); while
  /// the root exists, the root's `rootView` is the one copy (each set copied the view twice).
  @exclusivity(unchecked) private final var pendingRootView: Content

  public init(rootView: Content) {
    pendingRootView = consume rootView
    super.init()
  }

  /// The view at the top of the hosted root. Setting it re-renders the hosted root in the
  /// current or next pass.
  public var rootView: Content {
    get { root?.rootView ?? pendingRootView }
    set {
      guard acceptNewInputs("rootView") else { return }
      // Consumed, not copied: the value moves into the root (or the pending slot).
      if let root { root.rootView = consume newValue } else { pendingRootView = consume newValue }
    }
  }

  public var hostedRoot: UpdateRoot? { root }

  override final var hostedContent: (any HostedRoot)? { self }

  public func mountHostedContent(_ context: HostingContext) {
    guard root == nil else { return }
    remember(graph: context.graph)
    let root = Self.rootClass.init(
      rootView: pendingRootView, graph: context.graph, hostNode: context.hostNode,
      name: controllerTypeName, nestingDepth: context.nestingDepth,
      environment: context.environment)
    self.root = root
    root.start()
  }

  /// `ViewRoot<Content>`, without the generic metadata lookup that naming it costs on every
  /// mount (~330 instructions): the classes looked up last are remembered by content type
  /// (mounting many controllers of one content type asks for the same class every time).
  private static var rootClass: ViewRoot<Content>.Type {
    // Sound: only this line remembers a class for `Content`, and it is `ViewRoot<Content>`.
    unsafeBitCast(
      RecentHostedRootClasses.classes.recalled(for: Content.self) { ViewRoot<Content>.self },
      to: ViewRoot<Content>.Type.self)
  }

  public func hostEnvironmentDidChange(_ environment: EnvironmentValues) {
    root?.updateEnvironment(environment)
  }

  public func unmountHostedContent() {
    root?.stop()
  }

  override open func tearDownHostedContent() {
    unmountHostedContent()
    if let root { pendingRootView = root.rootView }
    root = nil
  }
}

/// The hosted root classes ``HostingController`` looked up last, by content type (a generic
/// class cannot have a static stored property of its own). Unchecked exclusivity: loop thread
/// only, every access instantaneous.
@MainActor
private enum RecentHostedRootClasses {
  @exclusivity(unchecked) static var classes = RecentClasses()
}
