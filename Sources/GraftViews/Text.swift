import GraftCore

/// A run of text, as SwiftUI's `Text`. `Text("\(count) clicks")` interpolates as a string.
@MainActor
public struct Text: NodeView, Equatable {
  let content: String

  public init(_ content: String) {
    self.content = content
  }

  public init<S: StringProtocol>(_ content: S) {
    self.content = String(content)
  }

  public init(verbatim content: String) {
    self.content = content
  }

  public var nodeKind: NodeKind { .text }

  public func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = NodeProperties()
    properties.text = content
    // Out-of-line properties only when present (see `NodeProperties.setTextStyle(from:)`).
    if let lineLimit = environment.lineLimit { properties.lineLimit = lineLimit }
    properties.setTextStyle(from: environment)
    return properties
  }
}

/// A symbol image, as SwiftUI's `Image(systemName:)`.
@MainActor
public struct Image: NodeView, Equatable {
  let systemName: String

  public init(systemName: String) {
    self.systemName = systemName
  }

  public var nodeKind: NodeKind { .image }

  public func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = NodeProperties()
    properties.systemImageName = systemName
    if let foreground = environment.foregroundStyle { properties.foreground = foreground }
    return properties
  }
}

/// Flexible space along a stack's axis.
@MainActor
public struct Spacer: NodeView, Equatable {
  let minLength: Double?

  public init(minLength: Double? = nil) {
    self.minLength = minLength
  }

  public var nodeKind: NodeKind { .spacer }

  public func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = NodeProperties()
    if let minLength { properties.frame = NodeFrame(minWidth: minLength, minHeight: minLength) }
    return properties
  }
}
