import GraftCore

/// A control that steps a number bound to a value, as SwiftUI's `Stepper(_:value:in:step:)`.
///
/// The node shows the value (tracked), its bounds and step. A value change from a renderer or
/// test (`NodeEventHandlers/onValueChange`) is rounded to a whole number of steps from the
/// lower bound (or from 0 without bounds) and clamped to the bounds before it is written.
@MainActor
public struct Stepper<V: ControlNumber>: View {
  let title: String
  let value: Binding<V>
  let bounds: ClosedRange<Double>?
  let step: Double

  public init<S: StringProtocol>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V = V(controlValue: 1)
  ) {
    self.title = String(title)
    self.value = value
    self.bounds = bounds.map { $0.lowerBound.controlValue...$0.upperBound.controlValue }
    self.step = step.controlValue
  }

  public var body: some View {
    BoundNumberNode(
      kind: .stepper, title: title, value: value, current: value.wrappedValue.controlValue, bounds: bounds,
      step: step)
  }
}
