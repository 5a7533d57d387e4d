import GraftCore

/// One level of a `NavigationStack` (its root, or a pushed destination): mounted while it is
/// on the path, shown only while it is on top. A level under the top keeps its views and their
/// `@State`; its top-level nodes are marked inactive (``NodeProperties/isInactive``), so
/// renderers, layout and user lookups skip them until it is on top again. Its element is the
/// shared ``DecoratingElement``: a change of `isActive` refreshes the level's top-level nodes.
@MainActor
struct NavigationLevel<Content: View>: DecoratingView {
  let isActive: Bool
  let content: Content

  init(isActive: Bool, @ViewBuilder content: () -> Content) {
    self.isActive = isActive
    self.content = content()
  }

  var decoration: Bool { isActive }

  static func apply(_ isActive: Bool, to properties: inout NodeProperties) {
    if !isActive { properties.isInactive = true }
  }

  static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    DecoratingElement<Self>(view: view, context: context)
  }
}
