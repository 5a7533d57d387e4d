import GraftCore

/// The node of a `Stepper` or `Slider`: shows `current` (read by the control's body, so any
/// tracked write refreshes it); a value change is stepped and clamped (``steppedValue``) and
/// written through `value`.
@MainActor
struct BoundNumberNode<V: ControlNumber>: NodeView {
  let kind: NodeKind
  let title: String?
  let value: Binding<V>
  let current: Double
  let bounds: ClosedRange<Double>?
  let step: Double?

  var nodeKind: NodeKind { kind }

  func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = environment.controlProperties(nil)
    if let title { properties.text = title }  // (unwrapped: see `Button.nodeProperties(in:)`)
    properties.value = current
    properties.minimum = bounds?.lowerBound
    properties.maximum = bounds?.upperBound
    properties.step = step
    return properties
  }

  func eventHandlers(in environment: EnvironmentValues) -> NodeEventHandlers {
    guard environment.isEnabled else { return NodeEventHandlers() }
    let value = self.value
    let bounds = self.bounds
    let step = self.step
    return NodeEventHandlers(onValueChange: { requested in
      value.wrappedValue = V(controlValue: steppedValue(requested, bounds: bounds, step: step))
    })
  }
}
