import GraftCore

/// Content with a navigation title (`.navigationTitle(_:)`). Inside a `NavigationStack`, the
/// stack node shows the title of its visible content (set after the pass that mounts or
/// changes it commits, within the same pass; cleared when this content leaves, unless
/// another title replaced it). Outside a stack, the content's top-level nodes carry it as
/// their title (what a hosting container shows).
@MainActor
public struct NavigationTitleView<Content: View>: PrimitiveView {
  let content: Content
  let title: String

  public static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    NavigationTitleElement<Content>(view: view, context: context)
  }
}

@MainActor
final class NavigationTitleElement<Content: View>: PassthroughElement, NodeDecorating {
  private var title: String
  private var store: NavigationStore?

  init(view: NavigationTitleView<Content>, context: ElementContext) {
    title = view.title
    store = context.environment.navigationContext?.store
    super.init(content: view.content, context: context)
    publish()
  }

  override func canUpdate(to view: any View) -> Bool {
    type(of: view) == NavigationTitleView<Content>.self
  }

  override func update(to view: any View, environment: EnvironmentValues) {
    let view = expectView(view, as: NavigationTitleView<Content>.self)
    self.environment = environment
    let changed = view.title != title
    title = view.title
    reconcileContent(view.content, environment: environment)
    if changed {
      if store == nil { refreshTopLevelNodes() } else { publish() }
    }
  }

  /// Hands the title to the stack after the pass's reconciliation (never mid-body).
  private func publish() {
    guard let store else { return }
    let owner = ObjectIdentifier(self)
    let title = self.title
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

  func decorate(_ properties: inout NodeProperties) {
    if store == nil { properties.title = title }
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
