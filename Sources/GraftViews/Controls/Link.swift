import Foundation
import GraftCore

/// A control that opens a URL, as SwiftUI's `Link`: a tap hands `destination` to the
/// environment's `openURL` action (which does nothing unless an ancestor sets one).
@MainActor
public struct Link<Label: View>: NodeView {
  let title: String?
  let label: Label?
  let destination: URL

  /// A link whose label is `label`'s views.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    title = nil
    self.label = label()
    self.destination = destination
  }

  public var nodeKind: NodeKind { .link }
  public var nodeContent: (any View)? { label }

  public func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = environment.controlProperties(nil)
    if let title { properties.text = title }  // (unwrapped: see `Button.nodeProperties(in:)`)
    properties.url = destination.absoluteString
    return properties
  }

  public func eventHandlers(in environment: EnvironmentValues) -> NodeEventHandlers {
    guard environment.isEnabled else { return NodeEventHandlers() }
    let openURL = environment.openURL
    let destination = self.destination
    return NodeEventHandlers(onTap: { openURL(destination) })
  }
}

extension Link where Label == Text {
  /// A link titled `title`.
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.title = String(title)
    label = nil
    self.destination = destination
  }
}
