import Graft

/// The todos, shared by the list, the detail view and the settings tab.
@Observable
public final class TodoStore {
  public var items: [TodoItem]
  /// Whether the list's footer counts the todos left.
  public var showsRemainingCount = true
  private var nextID: Int

  public init(items: [TodoItem] = TodoStore.fixture) {
    self.items = items
    nextID = (items.map(\.id).max() ?? 0) + 1
  }

  /// Three todos, one of them done.
  public static let fixture = [
    TodoItem(id: 1, title: "Buy milk"),
    TodoItem(id: 2, title: "Call mom", isDone: true),
    TodoItem(id: 3, title: "Write report"),
  ]

  /// How many todos are not done.
  public var remaining: Int { items.count { !$0.isDone } }

  /// Adds a todo titled `title` (trimmed); an empty title adds nothing.
  public func add(_ title: String) {
    let title = title.trimmingCharacters(in: .whitespaces)
    guard !title.isEmpty else { return }
    items.append(TodoItem(id: nextID, title: title))
    nextID += 1
  }

  /// Removes every done todo.
  public func clearCompleted() { items.removeAll { $0.isDone } }

  /// Bindings to the todos `filter` shows, each finding its todo by id.
  @MainActor
  func bindings(showing filter: TodoFilter) -> [Binding<TodoItem>] {
    items.filter(filter.includes).map { item in binding(for: item.id) ?? .constant(item) }
  }

  /// A binding to the todo with `id`, if there is one.
  @MainActor
  func binding(for id: TodoItem.ID) -> Binding<TodoItem>? {
    guard let current = items.first(where: { $0.id == id }) else { return nil }
    return Binding(
      get: { self.items.first { $0.id == id } ?? current },
      set: { newValue in
        if let index = self.items.firstIndex(where: { $0.id == id }) { self.items[index] = newValue }
      })
  }

  /// Deletes the todos at `offsets` among those `filter` shows.
  func delete(atOffsets offsets: IndexSet, showing filter: TodoFilter) {
    let visible = items.filter(filter.includes).map(\.id)
    let ids = Set(offsets.filter { $0 < visible.count }.map { visible[$0] })
    items.removeAll { ids.contains($0.id) }
  }

  /// Moves todos shown by `filter` (all of them: moving is only offered unfiltered).
  func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    items.move(fromOffsets: source, toOffset: destination)
  }
}
