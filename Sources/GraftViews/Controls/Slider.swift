import GraftCore

/// A control that picks a number within bounds, as SwiftUI's `Slider(value:in:step:)`.
///
/// The node shows the value (tracked) and its bounds; a value change from a renderer or test
/// is clamped to the bounds (and rounded to `step`, when given) before it is written.
@MainActor
public struct Slider<V: ControlNumber>: View {
  let title: String?
  let value: Binding<V>
  let bounds: ClosedRange<Double>
  let step: Double?

  public init(value: Binding<V>, in bounds: ClosedRange<V>, step: V? = nil) {
    self.init(title: nil, value: value, bounds: bounds, step: step)
  }

  /// A slider labelled `title` (the label a renderer shows beside it).
  public init<S: StringProtocol>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V? = nil) {
    self.init(title: String(title), value: value, bounds: bounds, step: step)
  }

  private init(title: String?, value: Binding<V>, bounds: ClosedRange<V>, step: V?) {
    self.title = title
    self.value = value
    self.bounds = bounds.lowerBound.controlValue...bounds.upperBound.controlValue
    self.step = step?.controlValue
  }

  public var body: some View {
    BoundNumberNode(
      kind: .slider, title: title, value: value, current: value.wrappedValue.controlValue, bounds: bounds,
      step: step)
  }
}
