/// A stack of pushed values of any `Hashable` types, as SwiftUI's `NavigationPath`.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]

  public init() { elements = [] }

  /// A path of `elements`, first pushed first.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    var boxed: [AnyHashable] = []
    for element in elements { boxed.append(AnyHashable(element)) }
    self.elements = boxed
  }

  public var count: Int { elements.count }
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes `value`.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

  /// Pops `k` values (all there are, if fewer).
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(k, 0), elements.count)) }
}
