import Graft

/// One todo.
public struct TodoItem: Identifiable, Hashable, Sendable {
  public let id: Int
  public var title: String
  public var isDone = false
  public var priority = 0
  public var notes = ""

  public init(id: Int, title: String, isDone: Bool = false) {
    self.id = id
    self.title = title
    self.isDone = isDone
  }
}

/// Which todos the list shows.
public enum TodoFilter: String, CaseIterable, Identifiable, Sendable {
  case all = "All"
  case open = "Open"
  case done = "Done"

  public var id: Self { self }

  func includes(_ item: TodoItem) -> Bool {
    switch self {
    case .all: true
    case .open: !item.isDone
    case .done: item.isDone
    }
  }
}
