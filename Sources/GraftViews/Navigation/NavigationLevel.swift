import GraftCore

/// One level of a `NavigationStack` (its root, or a pushed destination): mounted while it is
/// on the path, shown only while it is on top. A level under the top keeps its views and their
/// `@State`; its top-level nodes are marked inactive (``NodeProperties/isInactive``), so
/// renderers, layout and user lookups skip them until it is on top again. Its element is the
/// shared ``DecoratingElement``: a change of `isActive` refreshes the level's top-level nodes
/// and tells the level's ``AppearanceScope`` (its views' `.onAppear`/`.onDisappear`/`.task`).
@MainActor
struct NavigationLevel<Content: View>: DecoratingView {
  let isActive: Bool
  let appearance: AppearanceScope
  let content: Content

  init(isActive: Bool, appearance: AppearanceScope, @ViewBuilder content: () -> Content) {
    self.isActive = isActive
    self.appearance = appearance
    self.content = content()
  }

  var decoration: Bool { isActive }

  static func apply(_ isActive: Bool, to properties: inout NodeProperties) {
    if !isActive { properties.isInactive = true }
  }

  static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    NavigationLevelElement(view: view, context: context)
  }
}

/// A level's element: a ``DecoratingElement`` that also keeps the level's appearance scope in
/// step with `isActive` — before its content mounts (a level restored under others mounts
/// covered), and after each update that changed it.
@MainActor
final class NavigationLevelElement<Content: View>: DecoratingElement<NavigationLevel<Content>> {
  private var appearance: AppearanceScope

  override init(view: NavigationLevel<Content>, context: __shared ElementContext) {
    appearance = view.appearance
    view.appearance.setActive(view.isActive)
    super.init(view: view, context: context)
  }

  override func update(at view: UnsafePointer<NavigationLevel<Content>>, environment: EnvironmentValues) {
    appearance = view.pointee.appearance
    super.update(at: view, environment: environment)
  }

  override func decorationChanged() {
    super.decorationChanged()
    appearance.setActive(decoration)
  }
}
