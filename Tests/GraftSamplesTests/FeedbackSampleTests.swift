import Graft
import GraftSamples
import GraftTesting
import Testing

@MainActor
@Suite struct FeedbackSampleTests {
  private func script(_ host: TestHost<some View>) throws -> [Int] {
    var counts: [Int] = []
    try host.tap("Delete photo")
    counts.append(host.feedbackEvents.count)
    try host.tap("Cancel")
    counts.append(host.feedbackEvents.count)
    try host.tap("Delete note via binding")
    counts.append(host.feedbackEvents.count)
    return counts
  }

  @Test func didSetFiresForADirectWriteAndMissesTheBindingWrite() throws {
    let host = TestHost(rootView: DidSetAppView())
    #expect(try script(host) == [1, 1, 1])
    #expect(host.texts.contains("Deleting note"))  // The state did change…
    #expect(host.feedbackEvents.map(\.feedback) == [.warning])  // …but didSet never ran.
    #expect(host.feedbackEvents.map(\.source) == ["DidSetAppView.didSet"])
  }

  @Test func onChangeCatchesTheBindingWriteToo() throws {
    let host = TestHost(rootView: OnChangeAppView())
    #expect(try script(host) == [1, 1, 2])
    #expect(host.texts.contains("Deleting note"))
    #expect(host.feedbackEvents.map(\.feedback) == [.warning, .warning])
  }

  @Test func sensoryFeedbackPlaysOnEveryChangeItsConditionAccepts() throws {
    let host = TestHost(rootView: AppView())
    #expect(host.feedbackEvents.isEmpty)
    #expect(try script(host) == [1, 1, 2])
    #expect(host.feedbackEvents.map(\.feedback) == [.warning, .warning])
    #expect(host.feedbackEvents.allSatisfy { $0.source.hasPrefix("sensoryFeedback") })
    // Writing the same value again is no change: nothing plays.
    try host.tap("Delete note via binding")
    #expect(host.feedbackEvents.count == 2)
  }

  @Test func sensoryFeedbackWithoutAConditionPlaysOnEveryChange() throws {
    let host = TestHost(rootView: CounterWithFeedback())
    try host.tap("Increment")
    try host.tap("Increment")
    #expect(
      host.feedbackEvents.map(\.feedback) == [
        .impact(weight: .heavy, intensity: 0.5), .impact(weight: .heavy, intensity: 0.5),
      ])
    #expect(host.feedbackEvents.map(\.time) == [.zero, .zero])
    host.advance(by: .seconds(1))
    try host.tap("Increment")
    #expect(host.feedbackEvents.last?.time == .seconds(1))
  }

  @Test func feedbackKindsNameThemselves() {
    let kinds: [SensoryFeedback] = [.success, .warning, .error, .selection, .impact, .increase, .levelChange]
    #expect(
      kinds.map(\.description) == [
        "success", "warning", "error", "selection", "impact", "increase", "levelChange",
      ])
    #expect(SensoryFeedback.impact(weight: .light, intensity: 2).description == "impact(light, 1.0)")
    #expect(SensoryFeedback.impact != .impact(weight: .medium, intensity: 1))
  }
}

private struct CounterWithFeedback: View {
  @State private var count = 0

  var body: some View {
    Button("Increment") { count += 1 }
      .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: count)
  }
}
