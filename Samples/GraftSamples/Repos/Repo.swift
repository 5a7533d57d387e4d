/// A repository, as the seed article's `ReposView` (`002`) shows it.
public struct Repo: Identifiable, Equatable, Sendable {
  public let id: Int
  public let name: String
  public let description: String?

  public init(id: Int, name: String, description: String?) {
    self.id = id
    self.name = name
    self.description = description
  }
}
