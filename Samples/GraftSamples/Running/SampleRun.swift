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
  /// showed. If a step fails, the driver is still closed (its loop shut down) and a
  /// ``SampleStepFailure`` naming the sample, variant and step is thrown.
  @MainActor
  public static func run(_ sample: Sample, mount: SampleMount) throws -> SampleRun {
    var runs: [VariantRun] = []
    for variant in sample.variants {
      let driver = try mount(variant.makeView())
      let before = driver.render()
      for step in sample.script {
        do {
          try step.perform(driver)
        } catch {
          var failure = SampleStepFailure(
            sample: sample.name, variant: variant.label, step: step.description, error: error)
          do { try driver.close() } catch { failure.closeError = error }
          throw failure
        }
      }
      runs.append(
        VariantRun(
          variant: variant, before: before, after: driver.render(), textsAfter: driver.texts,
          diagnostics: driver.diagnostics, feedbackEvents: driver.feedbackEvents))
      try driver.close()
    }
    return SampleRun(sample: sample, variants: runs)
  }
}

/// A scripted step of a sample failed; the sample's driver was closed afterwards.
public struct SampleStepFailure: Error, CustomStringConvertible {
  public let sample: String
  public let variant: String
  /// The step's description (`tap "Click me"`).
  public let step: String
  /// What the step threw.
  public let error: any Error
  /// What closing the driver threw afterwards, if anything.
  public var closeError: (any Error)?

  public var description: String {
    let closing = closeError.map { "; closing the sample then failed too: \($0)" } ?? ""
    return "sample \"\(sample)\", variant \"\(variant)\": step \(step) failed: \(error)\(closing)"
  }
}
