/// The axes a view scrolls along, as SwiftUI's `Axis.Set`.
public enum Axis: Sendable, Hashable {
  case horizontal, vertical

  /// A set of axes.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}
