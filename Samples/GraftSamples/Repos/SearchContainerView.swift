import Graft

/// The seed article's container view (`002`): reads the ``ReposStore`` from the environment,
/// owns the query, searches on appear and on commit, and feeds the rendering ``SearchView``.
/// The store's effects run on this view's loop (``CurrentLoop``).
public struct SearchContainerView: View {
  @EnvironmentObject var store: ReposStore
  @State private var query: String = "Swift"
  @CurrentLoop private var loop

  public init() {}

  public var body: some View {
    SearchView(
      query: $query, repos: store.repos, onCommit: fetch,
      searching: store.state.searching, errorMessage: store.state.errorMessage
    )
    .onAppear(perform: fetch)
  }

  private func fetch() {
    store.fetch(matching: query, on: loop)
  }
}
