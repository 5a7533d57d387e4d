import Graft

extension TestHost {
  /// Every sensory feedback the views asked the platform to play, oldest first.
  public var feedbackEvents: [FeedbackEvent] { graph.feedbackLog.events }
}
