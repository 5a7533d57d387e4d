import Graft

/// What one variant of a sample showed before and after the script.
public struct VariantRun: Sendable {
  public let variant: SampleVariant
  /// The rendering right after mounting (and settling).
  public let before: String
  /// The rendering after the whole script.
  public let after: String
  /// The texts after the script.
  public let textsAfter: [String]
  /// Everything Graft reported while the variant ran.
  public let diagnostics: [Diagnostic]
  /// Every sensory feedback played while the variant ran.
  public let feedbackEvents: [FeedbackEvent]
}

/// A sample run end to end: each variant mounted fresh, driven by the script, torn down.
public struct SampleRun: Sendable {
  public let sample: Sample
  public let variants: [VariantRun]

  /// Mounts each variant of `sample` with `mount`, performs the script, and records what it
  /// showed. Throws the first failing step's error.
  @MainActor
  public static func run(_ sample: Sample, mount: SampleMount) throws -> SampleRun {
    var runs: [VariantRun] = []
    for variant in sample.variants {
      let driver = try mount(variant.makeView())
      let before = driver.render()
      for step in sample.script { try step.perform(driver) }
      runs.append(
        VariantRun(
          variant: variant, before: before, after: driver.render(), textsAfter: driver.texts,
          diagnostics: driver.diagnostics, feedbackEvents: driver.feedbackEvents))
      try driver.close()
    }
    return SampleRun(sample: sample, variants: runs)
  }
}
