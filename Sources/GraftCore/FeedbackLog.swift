/// One sensory feedback the views of a graph asked the platform to play.
public struct FeedbackEvent: Sendable, Equatable, CustomStringConvertible {
  /// What to play.
  public let feedback: SensoryFeedback
  /// Who asked: the view or modifier type that generated it.
  public let source: String
  /// When, on the loop's clock (``EventLoop/now``).
  public let time: Duration

  public init(feedback: SensoryFeedback, source: String, time: Duration) {
    self.feedback = feedback
    self.source = source
    self.time = time
  }

  /// `warning from SensoryFeedbackModifier<Item?>` (no time: renderings stay deterministic).
  public var description: String { "\(feedback) from \(source)" }
}

/// The platform's sensory-feedback channel for one ``UpdateGraph``: views record feedback
/// here (through `FeedbackGenerator` or `.sensoryFeedback`), test hosts read ``events``, and
/// a renderer that can play feedback sets ``player``.
///
/// Contract: ``record(_:source:)`` appends exactly one event, in call order, stamped with the
/// loop's clock, then calls ``player`` with it. Nothing is coalesced or dropped. Loop thread
/// only.
@MainActor
public final class FeedbackLog {
  /// Every event recorded so far, oldest first.
  public private(set) var events: [FeedbackEvent] = []
  /// Called with each new event after it is stored: a renderer plays it here. Default: none.
  public var player: (@MainActor (FeedbackEvent) -> Void)?

  private unowned let loop: any EventLoop

  /// A log stamping events with `loop`'s clock.
  public init(loop: any EventLoop) {
    self.loop = loop
  }

  /// Records that `source` asked for `feedback` now, and hands the event to ``player``.
  public func record(_ feedback: SensoryFeedback, source: String) {
    let event = FeedbackEvent(feedback: feedback, source: source, time: loop.now)
    events.append(event)
    player?(event)
  }
}
