/// A number a `Stepper` or `Slider` can be bound to: it converts to and from `Double`, the
/// type node properties carry. Int, Double and Float (and the sized integers) conform.
public protocol ControlNumber: Comparable, Sendable {
  /// The number as a `Double`.
  var controlValue: Double { get }
  /// The number nearest `controlValue` (integers round to nearest).
  init(controlValue: Double)
}

extension Int: ControlNumber {
  public var controlValue: Double { Double(self) }
  public init(controlValue: Double) {
    self =
      controlValue.isFinite ? Int(exactly: controlValue.rounded()) ?? (controlValue < 0 ? .min : .max) : 0
  }
}

extension Int32: ControlNumber {
  public var controlValue: Double { Double(self) }
  public init(controlValue: Double) {
    self = Int32(clamping: Int(controlValue: controlValue))
  }
}

extension Int64: ControlNumber {
  public var controlValue: Double { Double(self) }
  public init(controlValue: Double) {
    self = Int64(Int(controlValue: controlValue))
  }
}

extension Double: ControlNumber {
  public var controlValue: Double { self }
  public init(controlValue: Double) { self = controlValue }
}

extension Float: ControlNumber {
  public var controlValue: Double { Double(self) }
  public init(controlValue: Double) { self = Float(controlValue) }
}

/// `requested`, rounded to a whole number of `step`s from the lower bound (or 0) and clamped
/// to `bounds`. A NaN request yields the lower bound (or 0).
func steppedValue(_ requested: Double, bounds: ClosedRange<Double>?, step: Double?) -> Double {
  let origin = bounds?.lowerBound ?? 0
  guard !requested.isNaN else { return origin }
  var next = requested
  if let step, step > 0, requested.isFinite {
    next = origin + ((requested - origin) / step).rounded() * step
  }
  if let bounds { next = min(max(next, bounds.lowerBound), bounds.upperBound) }
  return next
}
