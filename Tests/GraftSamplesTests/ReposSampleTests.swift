import Graft
import GraftSamples
import GraftTesting
import Testing

@MainActor
@Suite struct ReposSampleTests {
  private func mount(_ fixture: ReposFixture = ReposFixture()) -> (TestHost<AnyView>, ReposStore) {
    let store = ReposStore(fixture: fixture)
    let host = TestHost(rootView: AnyView(SearchContainerView().environmentObject(store)))
    return (host, store)
  }

  private let swiftResults = ReposFixture.table.filter {
    ($0.name + " " + ($0.description ?? "")).lowercased().contains("swift")
  }

  @Test func searchesOnAppearAndAnswersAfterTheFixtureLatency() throws {
    let (host, _) = mount()
    #expect(host.texts == ["Searching \"Swift\"…"])
    host.advance(by: .milliseconds(29))
    #expect(host.texts == ["Searching \"Swift\"…"])
    host.advance(by: .milliseconds(1))
    #expect(host.texts == swiftResults.flatMap { [$0.name, $0.description ?? ""] })
    #expect(host.texts.contains("apple/swift-nio"))
    #expect(!host.texts.contains("libuv/libuv"))
  }

  @Test func typingAndSubmittingSearchesTheNewQuery() throws {
    let (host, _) = mount()
    host.advance(by: .milliseconds(30))
    try host.type("libuv", into: "Type something")
    #expect(host.texts.first == "apple/swift")  // Typing alone does not search.
    try host.submit("Type something")
    #expect(host.texts.first == "Searching \"libuv\"…")
    host.advance(by: .milliseconds(30))
    #expect(
      host.texts == [
        "libuv/libuv", "Cross-platform asynchronous I/O", "graft/graft", "Swift views on a libuv loop",
      ])
    #expect(host.rendererIsInSync)
  }

  @Test func aFailingSearchShowsAnErrorRowAndKeepsTheOldResults() throws {
    let (host, _) = mount()
    host.advance(by: .milliseconds(30))
    try host.type("offline things", into: "Type something")
    try host.submit("Type something")
    host.advance(by: .milliseconds(30))
    let error = "Error: Search for \"offline things\" failed: network offline"
    #expect(host.texts == [error] + swiftResults.flatMap { [$0.name, $0.description ?? ""] })
    #expect(
      host.render().contains(
        "Text \"\(error.replacingOccurrences(of: "\"", with: "\\\""))\" [foreground: red]"))
    // The next search clears the error.
    try host.type("graft", into: "Type something")
    try host.submit("Type something")
    host.advance(by: .milliseconds(30))
    #expect(host.texts == ["graft/graft", "Swift views on a libuv loop"])
  }

  @Test func everyActionAndStateChangeIsAssertedExhaustively() throws {
    let (host, store) = mount()
    host.advance(by: .milliseconds(30))
    try host.type("nio", into: "Type something")
    try host.submit("Type something")
    try host.type("offline", into: "Type something")
    try host.submit("Type something")  // Supersedes "nio" while it is in flight.
    host.advance(by: .milliseconds(30))

    let nio = ReposFixture.table.filter { $0.name == "apple/swift-nio" }
    var log = StoreLogAssertion(store, initialState: ReposState())
    log.receive(.search(query: "Swift")) { $0.searching = "Swift" }
    log.receive(.setSearchResults(query: "Swift", repos: swiftResults)) {
      $0.searching = nil
      $0.repos = swiftResults
    }
    log.receive(.search(query: "nio")) { $0.searching = "nio" }
    log.receive(.search(query: "offline")) { $0.searching = "offline" }
    log.receive(.setSearchResults(query: "nio", repos: nio))  // Stale answer: ignored.
    log.receive(.searchFailed(query: "offline", message: "Search for \"offline\" failed: network offline")) {
      $0.searching = nil
      $0.errorMessage = "Search for \"offline\" failed: network offline"
    }
    log.finish()
    #expect(host.texts.first == "Error: Search for \"offline\" failed: network offline")
  }

  @Test func anOfflineFixtureFailsEverySearch() throws {
    let (host, store) = mount(ReposFixture(isOffline: true))
    host.advance(by: .milliseconds(30))
    #expect(host.texts == ["Error: Search for \"Swift\" failed: network offline"])
    #expect(store.repos.isEmpty)
  }

  @Test func aDerivedStoreMirrorsItsSliceAndForwardsItsActions() throws {
    let (host, store) = mount()
    let searching = store.derived(deriveState: \.searching) { (query: String) in
      ReposAction.search(query: query)
    }
    #expect(searching.state == "Swift")
    host.advance(by: .milliseconds(30))
    #expect(searching.state == nil)
    searching.send("graft")
    try host.settle()
    #expect(searching.state == "graft")
    #expect(store.log.last?.action == .search(query: "graft"))
    #expect(host.texts.first == "Searching \"graft\"…")
    host.advance(by: .milliseconds(30))
    #expect(searching.state == nil)
    #expect(store.repos.map(\.name) == ["graft/graft"])
  }
}
