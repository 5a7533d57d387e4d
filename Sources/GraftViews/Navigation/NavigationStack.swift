import GraftCore

/// A navigation container, as SwiftUI's `NavigationStack`: shows its root view, or — once
/// values are pushed on its path (by a `NavigationLink(value:)`, or by writing the path) —
/// a "Back" button and the destination registered for the top value's type with
/// `.navigationDestination(for:destination:)`. The title set inside the visible content with
/// `.navigationTitle(_:)` is the stack node's title.
///
/// Every level on the path stays mounted — the root and each pushed destination keep their
/// `@State` while levels above them come and go — but only the top one is shown (the others'
/// nodes are inactive: drawn by no renderer, laid out nowhere, found by no lookup). As in
/// SwiftUI, a covered level's `.onDisappear` runs and its `.task` is cancelled; uncovered, its
/// `.onAppear` runs again and its `.task` restarts. A level
/// leaves (its state with it) when it is popped; a different value pushed at its place is a
/// fresh view. A pushed value whose type has no registered destination shows an error node
/// naming the type.
@MainActor
public struct NavigationStack<Root: View>: View {
  let root: Root
  let path: Binding<[AnyHashable]>?
  @State private var ownPath: [AnyHashable] = []
  @State private var store = NavigationStore()
  @Environment(\.appearanceScope) private var enclosingAppearance

  /// A stack whose path is its own.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    path = nil
  }

  /// A stack whose path is `path` (push and pop by writing it).
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = Binding(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
  }

  /// A stack whose path is a typed array (`NavigationStack(path: $selectedIDs)`).
  public init<Data: Hashable & Sendable>(path: Binding<[Data]>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = Binding(
      get: { path.wrappedValue.map(AnyHashable.init) },
      set: { path.wrappedValue = $0.compactMap { $0.base as? Data } })
  }

  public var body: some View {
    let path = self.path ?? $ownPath
    let stack = path.wrappedValue
    let store = self.store
    let context = NavigationContext(store: store, path: path)
    // Built here, in the body, so what the destinations read is tracked: a change re-runs it.
    let destinations = stack.map { store.destination(for: $0) }
    // Each level's views appear and disappear with it (covered by a push, uncovered by a pop),
    // and with the level of an outer stack this one sits in.
    let appearances = (0...stack.count).map { index in
      let appearance = store.level(index).appearance
      appearance.attach(to: enclosingAppearance)
      return appearance
    }
    // Each level sets its own title; the stack shows the top level's.
    NavigationStackNode(title: store.level(stack.count).title.value?.title) {
      if !stack.isEmpty {
        Button("Back") { context.pop() }
      }
      NavigationLevel(isActive: stack.isEmpty, appearance: appearances[0]) { root }
        .environment(\.navigationContext, NavigationContext(store: store.level(0), path: path))
        .environment(\.appearanceScope, appearances[0])
      ForEach(0..<stack.count) { index in
        NavigationLevel(isActive: index == stack.count - 1, appearance: appearances[index + 1]) {
          destinations[index].id(stack[index])
        }
        .environment(\.navigationContext, NavigationContext(store: store.level(index + 1), path: path))
        .environment(\.appearanceScope, appearances[index + 1])
        .environment(\.dismiss, DismissAction { context.pop(toCount: index) })
      }
    }
  }
}

/// The stack's node: `.navigationStack`, titled by the visible content.
@MainActor
struct NavigationStackNode<Content: View>: NodeView {
  let title: String?
  let content: Content

  init(title: String?, @ViewBuilder content: () -> Content) {
    self.title = title
    self.content = content()
  }

  var nodeKind: NodeKind { .navigationStack }
  var nodeContent: (any View)? { content }

  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = NodeProperties()
    properties.title = title
    return properties
  }
}
