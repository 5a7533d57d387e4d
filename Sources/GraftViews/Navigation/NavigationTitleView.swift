import GraftCore

/// Content with a navigation title (`.navigationTitle(_:)`). Inside a `NavigationStack`, the
/// stack node shows the title of its visible content (set after the pass that mounts or
/// changes it commits, within the same pass; cleared when this content leaves, unless
/// another title replaced it). Outside a stack, the content's top-level nodes carry it as
/// their title (what a hosting container shows).
@MainActor
public struct NavigationTitleView<Content: View>: PrimitiveView, DecoratingView {
  let content: Content
  let title: String

  var decoration: String { title }

  public static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    NavigationTitleElement<Content>(view: view, context: context)
  }

  static func apply(_ title: String, to properties: inout NodeProperties) { properties.title = title }
}

/// Outside a navigation stack a ``DecoratingElement`` like any other; inside one, the title
/// goes to the stack's store instead of the nodes.
@MainActor
final class NavigationTitleElement<Content: View>: DecoratingElement<NavigationTitleView<Content>> {
  private let store: NavigationStore?

  override init(view: NavigationTitleView<Content>, context: __shared ElementContext) {
    store = context.environment.navigationContext?.store
    super.init(view: view, context: context)
    publish()
  }

  override func decorationChanged() {
    if store == nil { super.decorationChanged() } else { publish() }
  }

  /// Hands the title to the stack after the pass's reconciliation (never mid-body).
  private func publish() {
    guard let store else { return }
    let owner = ObjectIdentifier(self)
    let title = decoration
    graph.enqueueEffect { store.title.value = (owner, title) }
  }

  override func unmount() {
    super.unmount()
    guard let store else { return }
    let owner = ObjectIdentifier(self)
    graph.enqueueEffect {
      if store.title.untrackedValue?.owner == owner { store.title.value = nil }
    }
  }

  override func decorate(_ properties: inout NodeProperties) {
    if store == nil { super.decorate(&properties) }
  }
}

extension View {
  /// The title the enclosing `NavigationStack` shows while this content is visible.
  public func navigationTitle(_ title: String) -> NavigationTitleView<Self> {
    NavigationTitleView(content: self, title: title)
  }

  /// The title display mode (accepted; renderers draw one title style).
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> Self { self }
}

/// SwiftUI's namespace for the title display mode.
public enum NavigationBarItem {
  public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}
