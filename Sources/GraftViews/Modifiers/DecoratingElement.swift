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
}

/// The one element of every ``DecoratingView``: passes its content through and decorates the
/// properties of the content's top-level nodes.
///
/// Contract: on update, the content is reconciled first; then, only if the decoration changed,
/// ``decorationChanged()`` runs (by default the top-level nodes are refreshed, which calls
/// ``decorate(_:)`` on each). Subclasses (``NavigationTitleElement``) may override both.
@MainActor
class DecoratingElement<Decorated: DecoratingView>: PassthroughElement, NodeDecorating {
  private(set) var decoration: Decorated.Decoration

  init(view: Decorated, context: ElementContext) {
    decoration = view.decoration
    super.init(content: view.content, context: context)
  }

  override final var decoratesNodes: Bool { true }

  override func canUpdate(to view: any View) -> Bool { type(of: view) == Decorated.self }

  override func update(to view: any View, environment: EnvironmentValues) {
    let view = expectView(view, as: Decorated.self)
    self.environment = environment
    let changed = view.decoration != decoration
    decoration = view.decoration
    reconcileContent(view.content, environment: environment)
    if changed { decorationChanged() }
  }

  /// Runs after an update that changed the decoration (its content already reconciled).
  func decorationChanged() { refreshTopLevelNodes() }

  func decorate(_ properties: inout NodeProperties) { Decorated.apply(decoration, to: &properties) }
}
