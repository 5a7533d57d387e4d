import GraftCore

/// A modifier view whose element adjusts the properties of the nodes its content contributes
/// with a ``decoration`` value (``DecoratedView``, ``PropertyDecoratedView``,
/// ``NavigationTitleView``). Its element is a ``DecoratingElement``.
@MainActor
protocol DecoratingView: PrimitiveView {
  associatedtype Content: View
  associatedtype Decoration: Equatable
  /// The content whose top-level nodes carry the decoration.
  var content: Content { get }
  /// What the modifier sets; compared on update to decide whether the nodes are refreshed.
  var decoration: Decoration { get }
  /// Writes `decoration` into `properties`. Called each time a top-level node's properties are
  /// rebuilt (main actor, during a pass); it must only set fields, so re-applying is idempotent.
  static func apply(_ decoration: Decoration, to properties: inout NodeProperties)
  /// Runs `body` with the content of the view at `view`, a pointer valid only for the call.
  /// Default: a copy of ``content``; a type whose `content` is its first stored property
  /// passes it where it lies (``DecoratedView``): read through the requirement from the
  /// element's unspecialized code, the whole view was copied first.
  static func withContent(of view: UnsafePointer<Self>, _ body: (UnsafePointer<Content>) -> Void)
  /// The decoration of the view at `view`, a pointer valid only for the call. Default:
  /// ``decoration``; a type that stores it first reads it where it lies (``DecoratedView``):
  /// read through the requirement from the element's unspecialized code, the whole view was
  /// copied first (and destroyed after), ~300 instructions per update.
  static func decoration(of view: UnsafePointer<Self>) -> Decoration
}

extension DecoratingView {
  static func withContent(of view: UnsafePointer<Self>, _ body: (UnsafePointer<Content>) -> Void) {
    withUnsafePointer(to: view.pointee.content, body)
  }

  static func decoration(of view: UnsafePointer<Self>) -> Decoration { view.pointee.decoration }
}

/// The one element of every ``DecoratingView``: passes its content through and decorates the
/// properties of the content's top-level nodes.
///
/// Contract: on update, the content is reconciled first; then, only if the decoration changed,
/// ``decorationChanged()`` runs (by default the top-level nodes are refreshed, which calls
/// ``decorate(_:)`` on each). Subclasses (``NavigationTitleElement``) may override both.
@MainActor
class DecoratingElement<Decorated: DecoratingView>: TypedPassthroughElement<Decorated> {
  /// Unchecked exclusivity: main actor only, every access instantaneous (read, compared,
  /// stored, or passed to `Decorated.apply`, which reads only it and the properties it is
  /// given). Checked, each was a dynamic check (~55 instructions).
  @exclusivity(unchecked) private(set) var decoration: Decorated.Decoration

  init(view: Decorated, context: __shared ElementContext) {
    decoration = view.decoration
    super.init(content: view.content, context: context)
  }

  override final var decoratesNodes: Bool { true }

  /// The update, reading the new view where it lies (valid only for the call; every entry
  /// ends here, see ``TypedPassthroughElement``): the content goes to the child as its own
  /// type too. A subclass that reads more of the view overrides this one.
  override func update(at view: UnsafePointer<Decorated>, environment: EnvironmentValues) {
    self.environment = environment
    let newDecoration = Decorated.decoration(of: view)
    let changed = newDecoration != decoration
    if changed { decoration = newDecoration }
    Decorated.withContent(of: view) { reconcileContent(at: $0, environment: environment) }
    if changed { decorationChanged() }
  }

  /// Runs after an update that changed the decoration (its content already reconciled).
  func decorationChanged() { refreshTopLevelNodes() }

  override func decorate(_ properties: inout NodeProperties) { Decorated.apply(decoration, to: &properties) }
}
