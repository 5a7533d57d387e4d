import Graft

/// The todo app of issue 18, written as the SwiftUI tutorial writes it, with `import Graft` as
/// its only UI import: a list with delete and move, a toggle per row, a picker filter, a text
/// field with focus, an alert on clearing, navigation to a detail view with a title, and a
/// settings tab.
public struct TodoApp: View {
  @State private var store: TodoStore

  public init(store: TodoStore = TodoStore()) {
    _store = State(wrappedValue: store)
  }

  public var body: some View {
    TabView {
      TodoListScreen(store: store)
        .tabItem { Label("Todos", systemImage: "checklist") }
      TodoSettings(store: store)
        .tabItem { Label("Settings", systemImage: "gear") }
    }
  }
}

/// The list tab: add, filter, check off, delete, move, clear, open a todo.
struct TodoListScreen: View {
  @Bindable var store: TodoStore
  @State private var draft = ""
  @State private var filter = TodoFilter.all
  @State private var confirmingClear = false
  @FocusState private var draftFocused: Bool

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        HStack {
          TextField("New todo", text: $draft)
            .textFieldStyle(.roundedBorder)
            .focused($draftFocused)
            .onSubmit(add)
          Button("Add", action: add)
            .keyboardShortcut(.defaultAction)
            .disabled(draft.isEmpty)
        }
        Picker("Filter", selection: $filter) {
          ForEach(TodoFilter.allCases) { filter in
            Text(filter.rawValue).tag(filter)
          }
        }
        .pickerStyle(.segmented)
        List {
          ForEach(store.bindings(showing: filter)) { $item in
            TodoRow(item: $item)
          }
          .onDelete { store.delete(atOffsets: $0, showing: filter) }
          .onMove(perform: filter == .all ? { store.move(fromOffsets: $0, toOffset: $1) } : nil)
        }
        if store.showsRemainingCount {
          Text("\(store.remaining, format: .number) left").foregroundStyle(.secondary)
        }
        Button("Clear completed", role: .destructive) { confirmingClear = true }
          .disabled(store.items.allSatisfy { !$0.isDone })
      }
      .navigationTitle("Todos")
      .navigationDestination(for: TodoItem.ID.self) { id in
        TodoDetail(store: store, id: id)
      }
      .alert("Clear completed todos?", isPresented: $confirmingClear) {
        Button("Clear", role: .destructive) { store.clearCompleted() }
        Button("Cancel", role: .cancel) {}
      } message: {
        Text("Done todos are removed for good.")
      }
    }
  }

  private func add() {
    store.add(draft)
    draft = ""
    draftFocused = true
  }
}

/// One todo: a checkbox with its title, struck through when done, and a link to its details.
struct TodoRow: View {
  @Binding var item: TodoItem

  var body: some View {
    HStack {
      Toggle(isOn: $item.isDone) {
        Text(item.title).strikethrough(item.isDone)
      }
      .toggleStyle(.checkbox)
      .accessibilityIdentifier("done-\(item.id)")
      Spacer()
      NavigationLink(value: item.id) {
        Label("Details", systemImage: "chevron.right")
      }
    }
  }
}

/// A todo's details, titled with the todo's title.
struct TodoDetail: View {
  @Bindable var store: TodoStore
  let id: TodoItem.ID

  var body: some View {
    if let item = store.binding(for: id) {
      Form {
        Section("Todo") {
          TextField("Title", text: item.title)
          Toggle("Done", isOn: item.isDone)
          Stepper("Priority \(item.wrappedValue.priority)", value: item.priority, in: 0...3)
        }
        Section("Notes") {
          TextEditor(text: item.notes).accessibilityIdentifier("notes")
        }
      }
      .navigationTitle(item.wrappedValue.title)
    } else {
      Text("This todo was deleted.")
    }
  }
}

/// The settings tab.
struct TodoSettings: View {
  @Bindable var store: TodoStore

  var body: some View {
    Form {
      Section("List") {
        Toggle("Show remaining count", isOn: $store.showsRemainingCount)
      }
      Section("About") {
        Text("\(store.items.count, format: .number) todos")
        // swift-format-ignore: NeverForceUnwrap
        // (A literal, well-formed URL.)
        Link("Graft", destination: URL(string: "https://github.com/graft/graft")!)
      }
    }
  }
}
