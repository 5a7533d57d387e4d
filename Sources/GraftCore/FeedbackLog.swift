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
/// loop's clock, then calls ``player`` with it. ``events`` keeps the most recent ``capacity``
/// events — a long-running app plays feedback forever, so older ones are dropped and counted
/// in ``droppedCount``; ``player`` still receives every event. Loop thread only.
@MainActor
public final class FeedbackLog {
  /// The most recent events (at most ``capacity``), oldest first.
  public var events: [FeedbackEvent] { recent.items }
  /// How many events ``events`` keeps.
  public var capacity: Int { recent.capacity }
  /// How many older events were dropped from ``events`` to keep it bounded.
  public var droppedCount: Int { recent.droppedCount }
  /// Called with each new event after it is stored: a renderer plays it here. Default: none.
  public var player: (@MainActor (FeedbackEvent) -> Void)?

  private unowned let loop: any EventLoop
  private var recent: RecentItems<FeedbackEvent>

  /// A log stamping events with `loop`'s clock, keeping the last `capacity` (at least 1).
  public init(loop: any EventLoop, capacity: Int = 1_000) {
    self.loop = loop
    recent = RecentItems(capacity: capacity)
  }

  /// Records that `source` asked for `feedback` now, and hands the event to ``player``.
  public func record(_ feedback: SensoryFeedback, source: String) {
    let event = FeedbackEvent(feedback: feedback, source: source, time: loop.now)
    recent.append(event)
    player?(event)
  }
}
