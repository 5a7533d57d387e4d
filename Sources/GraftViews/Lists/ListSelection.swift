import GraftCore

/// A list's selection, as SwiftUI's `List(selection:)`: rows tagged with `.tag(_:)` (rows
/// built by `List(_:selection:rowContent:)` are tagged with their element's `id`) become
/// selectable row nodes, highlighted while selected. Tapping one selects it — for a single
/// selection (`Binding<V?>`) it replaces the selection, for a set (`Binding<Set<V>>`) it toggles
/// the row's membership. A tag of another type than the selection's is not selectable.
@MainActor
public struct SelectionScope<Content: View>: View {
  let content: Content
  let context: ListSelectionContext

  public var body: some View {
    content.environment(\.listSelection, context)
  }
}

/// How a tagged row reads and writes its list's selection.
@MainActor
struct ListSelectionContext {
  /// Whether `tag` is selected; `nil` when it cannot be.
  let isSelected: (Any) -> Bool?
  let select: (Any) -> Void

  init<V: Hashable>(single selection: Binding<V?>) {
    isSelected = { tag in (tag as? V).map { selection.wrappedValue == $0 } }
    select = { tag in if let value = tag as? V { selection.wrappedValue = value } }
  }

  init<V: Hashable>(multiple selection: Binding<Set<V>>) {
    isSelected = { tag in (tag as? V).map { selection.wrappedValue.contains($0) } }
    select = { tag in
      guard let value = tag as? V else { return }
      if selection.wrappedValue.contains(value) {
        selection.wrappedValue.remove(value)
      } else {
        selection.wrappedValue.insert(value)
      }
    }
  }
}

private struct ListSelectionKey: EnvironmentKey {
  static var defaultValue: ListSelectionContext? { nil }
}

extension EnvironmentValues {
  var listSelection: ListSelectionContext? {
    get { self[ListSelectionKey.self] }
    set { self[ListSelectionKey.self] = newValue }
  }
}

/// A selectable row: its content, highlighted while selected; a tap selects it.
@MainActor
struct SelectableRow<Content: View>: NodeView {
  let content: Content
  let isSelected: Bool
  let tag: Any
  let select: (Any) -> Void

  var nodeKind: NodeKind { .row }
  var nodeContent: (any View)? { content }

  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = NodeProperties()
    properties.isHighlighted = isSelected
    properties.style = "selectable"
    properties.isDisabled = !environment.isEnabled
    return properties
  }

  func eventHandlers(in environment: EnvironmentValues) -> NodeEventHandlers {
    guard environment.isEnabled else { return NodeEventHandlers() }
    let select = self.select
    let tag = self.tag
    return NodeEventHandlers(onTap: { select(tag) })
  }
}

extension List {
  /// A list whose tagged rows select into `selection` (one row at a time).
  public init<Inner: View, V: Hashable>(selection: Binding<V?>, @ViewBuilder content: () -> Inner)
  where Content == SelectionScope<Inner> {
    let context = ListSelectionContext(single: selection)
    self.init { SelectionScope(content: content(), context: context) }
  }

  /// A list whose tagged rows toggle their membership in `selection`.
  public init<Inner: View, V: Hashable>(selection: Binding<Set<V>>, @ViewBuilder content: () -> Inner)
  where Content == SelectionScope<Inner> {
    let context = ListSelectionContext(multiple: selection)
    self.init { SelectionScope(content: content(), context: context) }
  }

  /// A list with one row per element of `data`, each selectable by its `id`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Data.Element.ID?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Data.Element: Identifiable,
    Content == SelectionScope<ForEach<Data, Data.Element.ID, TaggedView<RowContent, Data.Element.ID>>>
  {
    self.init(selection: selection) { ForEach(data) { rowContent($0).tag($0.id) } }
  }

  /// A list with one row per element of `data`, each toggling its `id` in `selection`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<Data.Element.ID>>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Data.Element: Identifiable,
    Content == SelectionScope<ForEach<Data, Data.Element.ID, TaggedView<RowContent, Data.Element.ID>>>
  {
    self.init(selection: selection) { ForEach(data) { rowContent($0).tag($0.id) } }
  }
}
