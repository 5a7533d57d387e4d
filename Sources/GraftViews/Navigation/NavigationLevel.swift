import GraftCore

/// One level of a `NavigationStack` (its root, or a pushed destination): mounted while it is
/// on the path, shown only while it is on top. A level under the top keeps its views and their
/// `@State`; its top-level nodes are marked inactive (``NodeProperties/isInactive``), so
/// renderers, layout and user lookups skip them until it is on top again.
@MainActor
struct NavigationLevel<Content: View>: PrimitiveView {
  let isActive: Bool
  let content: Content

  init(isActive: Bool, @ViewBuilder content: () -> Content) {
    self.isActive = isActive
    self.content = content()
  }

  static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    NavigationLevelElement<Content>(view: view, context: context)
  }
}

@MainActor
final class NavigationLevelElement<Content: View>: PassthroughElement, NodeDecorating {
  private var isActive: Bool

  init(view: NavigationLevel<Content>, context: ElementContext) {
    isActive = view.isActive
    super.init(content: view.content, context: context)
  }

  override func canUpdate(to view: any View) -> Bool {
    type(of: view) == NavigationLevel<Content>.self
  }

  override func update(to view: any View, environment: EnvironmentValues) {
    let view = expectView(view, as: NavigationLevel<Content>.self)
    self.environment = environment
    let changed = view.isActive != isActive
    isActive = view.isActive
    reconcileContent(view.content, environment: environment)
    if changed { refreshTopLevelNodes() }
  }

  func decorate(_ properties: inout NodeProperties) {
    if !isActive { properties.isInactive = true }
  }
}
