import Graft
import GraftTesting
import Testing

/// What a re-rendered button's node gets when only its action changed (a new closure from the
/// new body, same title, role and environment): the node keeps its properties and takes the
/// new action, so a tap always runs the closure of the latest body (issue 15: the node's
/// properties are no longer recomputed then).
@MainActor
@Suite struct ButtonActionTests {
  final class Log {
    var recorded: [Int] = []
  }

  /// Records the step its body saw: the button's closure captures the body's value.
  struct Recorder: View {
    let log: Log
    let step: StateCell<Int>
    let title: StateCell<String>
    let isDisabled: StateCell<Bool>

    var body: some View {
      let seen = step.value
      VStack {
        Text("step \(seen)")
        Button(title.value) { log.recorded.append(seen) }
          .accessibilityIdentifier("record")
          .disabled(isDisabled.value)
      }
    }
  }

  @Test func aTapRunsTheActionOfTheLatestBody() throws {
    let log = Log()
    let step = StateCell(0)
    let host = TestHost(
      rootView: Recorder(log: log, step: step, title: StateCell("record"), isDisabled: StateCell(false)))
    try host.tap(identifier: "record")
    for value in 1...3 {
      step.value = value
      try host.settle()
      try host.tap(identifier: "record")
    }
    #expect(log.recorded == [0, 1, 2, 3])
    #expect(host.texts == ["step 3"])
    #expect(host.nodes(of: .button).map(\.label) == ["record"])
  }

  @Test func aNewTitleOrEnvironmentStillRefreshesTheNode() throws {
    let log = Log()
    let step = StateCell(0)
    let title = StateCell("record")
    let isDisabled = StateCell(false)
    let host = TestHost(rootView: Recorder(log: log, step: step, title: title, isDisabled: isDisabled))
    title.value = "save"
    step.value = 1
    try host.settle()
    #expect(host.texts == ["step 1"])
    #expect(host.nodes(of: .button).map(\.label) == ["save"])
    try host.tap(identifier: "record")
    #expect(log.recorded == [1])
    isDisabled.value = true
    step.value = 2
    try host.settle()
    #expect(host.nodes(of: .button).map(\.properties.isDisabled) == [true])
    #expect(throws: (any Error).self) { try host.tap(identifier: "record") }
    isDisabled.value = false
    step.value = 3
    try host.settle()
    try host.tap(identifier: "record")
    #expect(log.recorded == [1, 3])
  }
}
