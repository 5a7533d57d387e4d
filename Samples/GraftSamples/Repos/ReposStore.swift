import Graft

/// The seed article's store (`002`): a ``Store`` of ``ReposState`` and ``ReposAction``, whose
/// searches are answered by a ``ReposFixture`` through the loop's timers.
public typealias ReposStore = Store<ReposState, ReposAction>

/// What the repository search shows.
public struct ReposState: Equatable, Sendable {
  /// The results of the last search that succeeded.
  public var repos: [Repo] = []
  /// The query being searched, while a search is in flight.
  public var searching: String?
  /// Why the last search failed; cleared by the next search.
  public var errorMessage: String?

  public init(repos: [Repo] = [], searching: String? = nil, errorMessage: String? = nil) {
    self.repos = repos
    self.searching = searching
    self.errorMessage = errorMessage
  }
}

/// Everything that can happen to ``ReposState``.
public enum ReposAction: Equatable, Sendable {
  /// Start searching for the query.
  case search(query: String)
  /// The fixture answered the query with these repositories.
  case setSearchResults(query: String, repos: [Repo])
  /// The fixture failed to answer the query.
  case searchFailed(query: String, message: String)
}

/// The pure reducer of ``ReposStore``: ``ReposAction/search(query:)`` marks the search in
/// flight, clears the error and returns the fixture lookup as an effect; results replace
/// ``ReposState/repos``; a failure keeps the old repos and sets the error. Answers to a query
/// that is no longer the one in flight are ignored.
@MainActor
public func reposReducer(fixture: ReposFixture) -> ReposStore.Reducer {
  { state, action in
    switch action {
    case .search(let query):
      state.searching = query
      state.errorMessage = nil
      return Effect { loop, send in
        fixture.search(query, on: loop) { result in
          switch result {
          case .success(let repos): send(.setSearchResults(query: query, repos: repos))
          case .failure(let error): send(.searchFailed(query: query, message: error.message))
          }
        }
      }
    case .setSearchResults(let query, let repos):
      guard state.searching == query else { return nil }
      state.searching = nil
      state.repos = repos
      return nil
    case .searchFailed(let query, let message):
      guard state.searching == query else { return nil }
      state.searching = nil
      state.errorMessage = message
      return nil
    }
  }
}

extension Store where State == ReposState, Action == ReposAction {
  /// A repository store answered by `fixture` (the default fixture if omitted).
  public convenience init(fixture: ReposFixture = ReposFixture(), loop: (any EventLoop)? = nil) {
    self.init(initialState: ReposState(), reducer: reposReducer(fixture: fixture), loop: loop)
  }

  /// The repositories found by the last successful search.
  public var repos: [Repo] { state.repos }

  /// Searches for `query` (the article's call); the answer arrives through the loop.
  public func fetch(matching query: String, on loop: (any EventLoop)? = nil) {
    send(.search(query: query), on: loop)
  }
}
