import Graft

/// The local stand-in for a repository search service (`002`): answers from a fixed table
/// after a simulated latency, through the loop's timers (virtual time under `TestHost`, real
/// time on libuv).
///
/// Contract: ``search(_:on:completion:)`` calls `completion` exactly once, on the loop
/// thread, ``latency`` after the call: with the repositories whose name or description contains
/// the query (case-insensitive, in table order) — or, when the query contains
/// ``failingQueryMarker`` or the fixture ``isOffline``, with a ``ReposFixtureError``.
public struct ReposFixture: Sendable {
  /// How long each answer takes.
  public var latency: Duration
  /// A query containing this fails (`"offline"` by default).
  public var failingQueryMarker: String
  /// The table searched.
  public var repos: [Repo]
  /// Whether every search fails, as with no network.
  public var isOffline: Bool

  public init(
    latency: Duration = .milliseconds(30), failingQueryMarker: String = "offline",
    repos: [Repo] = ReposFixture.table, isOffline: Bool = false
  ) {
    self.latency = latency
    self.failingQueryMarker = failingQueryMarker
    self.repos = repos
    self.isOffline = isOffline
  }

  /// Answers `query` on `loop` after ``latency``.
  @MainActor
  public func search(
    _ query: String, on loop: any EventLoop,
    completion: @escaping @MainActor (Result<[Repo], ReposFixtureError>) -> Void
  ) {
    let result: Result<[Repo], ReposFixtureError>
    if isOffline || query.lowercased().contains(failingQueryMarker.lowercased()) {
      result = .failure(ReposFixtureError(message: "Search for \"\(query)\" failed: network offline"))
    } else {
      let needle = query.lowercased()
      result = .success(
        repos.filter {
          $0.name.lowercased().contains(needle) || ($0.description ?? "").lowercased().contains(needle)
        })
    }
    loop.scheduleTimer(after: latency) { completion(result) }
  }

  /// The default table.
  public static let table: [Repo] = [
    Repo(id: 1, name: "apple/swift", description: "The Swift Programming Language"),
    Repo(id: 2, name: "apple/swift-nio", description: "Event-driven network application framework"),
    Repo(id: 3, name: "libuv/libuv", description: "Cross-platform asynchronous I/O"),
    Repo(id: 4, name: "graft/graft", description: "Swift views on a libuv loop"),
    Repo(id: 5, name: "pointfreeco/swift-composable-architecture", description: nil),
  ]
}

/// Why a ``ReposFixture`` search failed.
public struct ReposFixtureError: Error, Equatable, Sendable {
  /// What the error row shows.
  public let message: String
}
