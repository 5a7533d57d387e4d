import GraftCore

/// Tabs, as SwiftUI's `TabView`: each view in `content` marked with `.tabItem { label }` is a
/// tab. Only the selected tab's content is mounted (its state is dropped when another tab is
/// selected). A tab is selected by its `.tag(_:)` when the view has a `selection` binding;
/// without one (or for untagged tabs) the first tab starts selected. Tapping a tab node
/// selects it.
@MainActor
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content
  @State private var store = TabStore()

  /// Tabs selected through `selection` (tabs tagged with values of its type).
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public var body: some View {
    TabViewNode(content: content, context: TabContext(store: store, selection: selection))
  }
}

extension TabView where SelectionValue == Int {
  /// Tabs selected by tapping them; the first starts selected.
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

/// The tab view's own selection and the order its tabs were first built in (the first one is
/// selected while nothing is).
@MainActor
final class TabStore {
  let selected = StateCell<AnyHashable?>(nil)
  var order: [AnyHashable] = []

  /// `key`, remembered in build order (the first remembered tab is selected by default).
  func registered(_ key: AnyHashable) -> AnyHashable {
    if !order.contains(key) { order.append(key) }
    return key
  }
}

/// What a `TabView` tells its tabs.
@MainActor
struct TabContext {
  let store: TabStore
  let isSelected: (AnyHashable) -> Bool
  let select: (AnyHashable) -> Void

  init<Value: Hashable>(store: TabStore, selection: Binding<Value>?) {
    self.store = store
    if let selection {
      isSelected = { ($0.base as? Value) == selection.wrappedValue }
      select = { if let value = $0.base as? Value { selection.wrappedValue = value } }
    } else {
      isSelected = { key in (store.selected.value ?? store.order.first) == key }
      select = { store.selected.value = $0 }
    }
  }
}

private struct TabContextKey: EnvironmentKey {
  static var defaultValue: TabContext? { nil }
}

private struct ViewTagKey: EnvironmentKey {
  static var defaultValue: AnyHashable? { nil }
}

extension EnvironmentValues {
  var tabContext: TabContext? {
    get { self[TabContextKey.self] }
    set { self[TabContextKey.self] = newValue }
  }

  /// The tag of the nearest `.tag(_:)` above (outside a picker).
  var viewTag: AnyHashable? {
    get { self[ViewTagKey.self] }
    set { self[ViewTagKey.self] = newValue }
  }
}

@MainActor
struct TabViewNode<Content: View>: NodeView {
  let content: Content
  let context: TabContext

  var nodeKind: NodeKind { .tabView }
  var nodeContent: (any View)? { content }

  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    environment.controlProperties(nil)
  }

  func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
    var values = environment
    values.tabContext = context
    return values
  }
}
