import Graft

/// The seed article's rendering view (`002`): a search field bound to the container's query
/// that calls `onCommit` on return, a status row while searching, an error row when the last
/// search failed, and the ``ReposView``. No state of its own.
public struct SearchView: View {
  @Binding var query: String

  let repos: [Repo]
  let onCommit: () -> Void
  let searching: String?
  let errorMessage: String?

  public init(
    query: Binding<String>, repos: [Repo], onCommit: @escaping () -> Void,
    searching: String? = nil, errorMessage: String? = nil
  ) {
    _query = query
    self.repos = repos
    self.onCommit = onCommit
    self.searching = searching
    self.errorMessage = errorMessage
  }

  public var body: some View {
    List {
      TextField("Type something", text: $query, onCommit: onCommit)
      if let searching {
        Text("Searching \"\(searching)\"…")
          .foregroundStyle(.secondary)
      }
      if let errorMessage {
        Text("Error: \(errorMessage)")
          .foregroundStyle(.red)
      }
      ReposView(repos: repos)
    }
  }
}
