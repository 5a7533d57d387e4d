/// A kind of sensory (haptic) feedback, as SwiftUI's `SensoryFeedback`: what a view asks the
/// platform to play, with `.sensoryFeedback(_:trigger:condition:)` or a `FeedbackGenerator`.
///
/// A value type that only names the feedback; the platform decides how to play it. Two values
/// are equal when they name the same feedback with the same parameters.
public struct SensoryFeedback: Sendable, Hashable, CustomStringConvertible {
  /// How heavy an impact feels.
  public enum Weight: String, Sendable, Hashable {
    case light, medium, heavy
  }

  /// The feedback's name (`"warning"`, `"impact"`, …).
  public let name: String
  /// For `.impact(weight:intensity:)`: the weight; nil for the other kinds.
  public let weight: Weight?
  /// For `.impact(weight:intensity:)`: the intensity, 0…1; nil for the other kinds.
  public let intensity: Double?

  private init(_ name: String, weight: Weight? = nil, intensity: Double? = nil) {
    self.name = name
    self.weight = weight
    self.intensity = intensity
  }

  /// A task completed successfully.
  public static let success = SensoryFeedback("success")
  /// A task produced a warning (the seed article's `.warning` before a delete).
  public static let warning = SensoryFeedback("warning")
  /// A task failed.
  public static let error = SensoryFeedback("error")
  /// The selection changed.
  public static let selection = SensoryFeedback("selection")
  /// A value increased.
  public static let increase = SensoryFeedback("increase")
  /// A value decreased.
  public static let decrease = SensoryFeedback("decrease")
  /// An activity started.
  public static let start = SensoryFeedback("start")
  /// An activity stopped.
  public static let stop = SensoryFeedback("stop")
  /// Something snapped into alignment.
  public static let alignment = SensoryFeedback("alignment")
  /// A value crossed a discrete level.
  public static let levelChange = SensoryFeedback("levelChange")
  /// A physical impact, of the platform's default weight and intensity.
  public static let impact = SensoryFeedback("impact")

  /// A physical impact of `weight` and `intensity` (clamped to 0…1).
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback("impact", weight: weight, intensity: min(max(intensity, 0), 1))
  }

  /// `warning`, or `impact(heavy, 0.5)` for a parameterized impact.
  public var description: String {
    guard let weight, let intensity else { return name }
    return "\(name)(\(weight.rawValue), \(intensity))"
  }
}
