import GraftCore

/// Plays `feedback` when `trigger` changes and `condition(old, new)` holds (always, without a
/// condition) — SwiftUI's `.sensoryFeedback(_:trigger:condition:)`, built on
/// `.onChange(of:)` exactly as the seed article's backport is.
///
/// Contract: because it is built on `onChange`, it sees every change of `trigger` however it
/// was made — a direct write or a write through a `Binding` from another view or root — and
/// plays at most once per change, after the pass commits. Writes of an equal value play
/// nothing. Events land in the graph's `GraftCore/FeedbackLog`.
@MainActor
public struct SensoryFeedbackModifier<Trigger: Equatable>: ViewModifier {
  let feedback: SensoryFeedback
  let trigger: Trigger
  let condition: ((Trigger, Trigger) -> Bool)?
  let generator = FeedbackGenerator(source: "sensoryFeedback(trigger: \(Trigger.self))")

  public func body(content: Content) -> some View {
    content.onChange(of: trigger) { oldValue, newValue in
      if condition?(oldValue, newValue) != false {
        generator.generate(feedback)
      }
    }
  }
}

extension View {
  /// Plays `feedback` each time `trigger` changes and `condition(old, new)` returns true
  /// (every change when `condition` is nil).
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T,
    condition: ((_ oldValue: T, _ newValue: T) -> Bool)? = nil
  ) -> ModifiedContent<Self, SensoryFeedbackModifier<T>> {
    modifier(SensoryFeedbackModifier(feedback: feedback, trigger: trigger, condition: condition))
  }
}
