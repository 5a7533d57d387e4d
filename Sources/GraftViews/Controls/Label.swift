import GraftCore

/// A title with a symbol, as SwiftUI's `Label(_:systemImage:)`.
@MainActor
public struct Label: NodeView, Equatable {
  let title: String
  let systemImage: String

  public init<S: StringProtocol>(_ title: S, systemImage: String) {
    self.title = String(title)
    self.systemImage = systemImage
  }

  public var nodeKind: NodeKind { .label }

  public func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = NodeProperties()
    properties.text = title
    properties.systemImageName = systemImage
    properties.setTextStyle(from: environment)
    return properties
  }
}
