import Graft
import GraftTesting
@_spi(Testing) import GraftViews
import Observation
import Testing

@Observable
@MainActor
private final class Settings {
  var never = 0
  var detail = "detail 0"
}

/// Re-rendered by `tick`; reads `settings.never` every time and `settings.detail` when asked.
private struct SettingsReader: View {
  let settings: Settings
  let tick: StateCell<Int>
  let showsDetail: StateCell<Bool>
  var body: some View {
    VStack {
      Text("tick \(tick.value) never \(settings.never)")
      if showsDetail.value { Text(settings.detail) }
    }
  }
}

private struct SettingsRow: View {
  let settings: Settings
  let id: Int
  var body: some View { Text("row \(id) \(settings.never)") }
}

private struct SettingsRows: View {
  let settings: Settings
  let count: StateCell<Int>
  var body: some View {
    VStack { ForEach(0..<count.value, id: \.self) { SettingsRow(settings: settings, id: $0) } }
  }
}

private struct Tag: Identifiable {
  let id: String
}

private struct Tags: View {
  let tags: StateCell<[String]>
  let tick: StateCell<Int>
  var body: some View {
    VStack {
      Text("tick \(tick.value)")
      ForEach(tags.value.map(Tag.init)) { Text($0.id) }
    }
  }
}

@MainActor
private final class Document: ObservableObject {
  @Published var title = "untitled"
}

@MainActor
@Suite struct BoundedGrowthTests {
  @Test func reRenderingForOtherReasonsKeepsOneRegistrationAndStillFollowsTheModel() throws {
    let settings = Settings()
    let tick = StateCell(0)
    let host = TestHost(
      rootView: SettingsReader(settings: settings, tick: tick, showsDetail: StateCell(false)))
    let before = RuntimeCounters.liveObservationRegistrations
    for value in 1...2_000 {
      tick.value = value
      try host.settle()
    }
    // Counted process wide (other suites run alongside): one per evaluation would be 2,000.
    #expect(RuntimeCounters.liveObservationRegistrations - before < 50)
    let evaluations = host.bodyEvaluationCounts["SettingsReader"]
    settings.never = 7
    try host.settle()
    #expect(host.texts == ["tick 2000 never 7"])
    // The retired registrations invalidate nothing: exactly one more evaluation.
    #expect(host.bodyEvaluationCounts["SettingsReader"] == evaluations.map { $0 + 1 })
  }

  @Test func aPropertyReadOnlyFromALaterEvaluationIsFollowed() throws {
    let settings = Settings()
    let showsDetail = StateCell(false)
    let host = TestHost(
      rootView: SettingsReader(settings: settings, tick: StateCell(0), showsDetail: showsDetail))
    settings.detail = "detail 1"  // not read yet: nothing to update
    try host.settle()
    showsDetail.value = true
    try host.settle()
    #expect(host.texts == ["tick 0 never 0", "detail 1"])
    settings.detail = "detail 2"
    try host.settle()
    #expect(host.texts == ["tick 0 never 0", "detail 2"])
  }

  @Test func viewsThatLeaveTheTreeTakeTheirRegistrationsWithThem() throws {
    let settings = Settings()
    let count = StateCell(0)
    let host = TestHost(rootView: SettingsRows(settings: settings, count: count))
    let before = RuntimeCounters.liveObservationRegistrations
    for _ in 0..<20 {
      count.value = 100
      try host.settle()
      count.value = 0
      try host.settle()
    }
    // 2,000 rows mounted and removed; each kept its registration before.
    #expect(RuntimeCounters.liveObservationRegistrations - before < 50)
    count.value = 2
    try host.settle()
    settings.never = 3
    try host.settle()
    #expect(host.texts == ["row 0 3", "row 1 3"])
  }

  @Test func aDuplicateIDIsReportedOnceUntilResolvedThenAgainIfItReturns() throws {
    let tags = StateCell(["a", "b", "a"])
    let tick = StateCell(0)
    let host = TestHost(rootView: Tags(tags: tags, tick: tick))
    for value in 1...10 {
      tick.value = value
      try host.settle()
    }
    #expect(host.diagnostics.map(\.kind) == [.duplicateID])
    tags.value = ["a", "b", "b", "a"]  // "a" still duplicated, "b" newly
    try host.settle()
    #expect(host.diagnostics.count == 2)
    #expect(host.diagnostics.last?.message.hasSuffix("with id b; only the first is shown.") == true)
    tags.value = ["a", "b"]  // resolved
    try host.settle()
    tags.value = ["a", "b", "a"]  // back again: reported again
    try host.settle()
    #expect(host.diagnostics.count == 3)
    #expect(host.diagnostics.last?.message.hasSuffix("with id a; only the first is shown.") == true)
    #expect(host.texts == ["tick 10", "a", "b"])
  }

  @Test func aSinkRunsUntilItsCancellableIsCancelledOrReleased() {
    let document = Document()
    var heard: [String] = []
    let cancellable = document.objectWillChange.sink { heard.append("kept") }
    var released: AnyCancellable? = document.objectWillChange.sink { heard.append("released") }
    var stored = Set<AnyCancellable>()
    document.objectWillChange.sink { heard.append("stored") }.store(in: &stored)
    document.title = "one"
    #expect(heard == ["kept", "released", "stored"])
    released = nil
    cancellable.cancel()
    cancellable.cancel()
    document.title = "two"
    #expect(heard == ["kept", "released", "stored", "stored"])
    stored.removeAll()
    document.title = "three"
    #expect(heard.count == 4)
    #expect(released == nil)
  }
}
