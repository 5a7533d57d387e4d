import GraftCore

/// A progress indicator, as SwiftUI's `ProgressView`: indeterminate (`ProgressView()`), or
/// determinate with a value out of a total (1 by default), shown as value/total.
@MainActor
public struct ProgressView: NodeView, Equatable {
  let title: String?
  let value: Double?
  let total: Double

  /// An indeterminate progress indicator (a spinner), optionally titled.
  public init(_ title: String? = nil) {
    self.title = title
    value = nil
    total = 1
  }

  /// Progress `value` out of `total`; a value outside 0…total is clamped, `nil` is indeterminate.
  public init<V: BinaryFloatingPoint>(_ title: String? = nil, value: V?, total: V = 1) {
    self.title = title
    let total = Double(total) > 0 ? Double(total) : 1
    self.value = value.map { min(max(Double($0), 0), total) }
    self.total = total
  }

  /// Progress `value` out of `total` (the `ProgressView(value:total:)` spelling).
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
    self.init(nil, value: value, total: total)
  }

  public var nodeKind: NodeKind { .progress }

  public func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = environment.controlProperties(nil)
    properties.text = title
    properties.value = value
    if value != nil {
      properties.minimum = 0
      properties.maximum = total
    }
    return properties
  }
}
