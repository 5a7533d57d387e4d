import GraftCore

/// A thin line separating content, as SwiftUI's `Divider`.
@MainActor
public struct Divider: NodeView, Equatable {
  public init() {}

  public var nodeKind: NodeKind { .divider }

  public func nodeProperties(in environment: EnvironmentValues) -> NodeProperties { NodeProperties() }
}
