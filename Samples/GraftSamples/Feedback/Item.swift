/// Something the seed article's `AppView` (`004`) can be about to delete.
public struct Item: Equatable, Sendable {
  public let name: String

  public init(name: String) {
    self.name = name
  }
}
