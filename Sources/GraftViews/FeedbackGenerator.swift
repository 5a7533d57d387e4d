import GraftCore

/// Plays sensory feedback on the platform of the view that holds it — Graft's counterpart of
/// UIKit's `UIFeedbackGenerator`. Store one as a property of a view or a ``ViewModifier``
/// (`private let haptics = FeedbackGenerator()`) and call ``generate(_:)`` from an action.
///
/// Contract: the reconciler links it to the view's graph before each `body` evaluation; from
/// then on each ``generate(_:)`` records exactly one event in that graph's
/// `GraftCore/FeedbackLog` (where a test host reads it and a renderer plays it). Called on a
/// generator that was never linked (its view is not mounted) it plays nothing. It is never
/// a changed input. Loop thread only.
@MainActor
public struct FeedbackGenerator: DynamicProperty {
  private let location = FeedbackGeneratorLocation()
  private let source: String?

  /// A generator whose events name `source` (default: `FeedbackGenerator`).
  public init(source: String? = nil) {
    self.source = source
  }

  /// Asks the platform to play `feedback` now.
  public func generate(_ feedback: SensoryFeedback) {
    guard let log = location.log else { return }
    log.record(feedback, source: source ?? "FeedbackGenerator")
  }

  public func _link(_ link: DynamicPropertyLink) {
    location.log = link.graph.feedbackLog
  }
}

extension FeedbackGenerator: InputComparable {
  public func compareInput(to other: Any) -> InputComparison { .same }
}

/// Where a ``FeedbackGenerator`` finds its platform once linked.
@MainActor
final class FeedbackGeneratorLocation {
  weak var log: FeedbackLog?
}
