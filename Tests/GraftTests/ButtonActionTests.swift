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

  /// An alert's button re-rendered with a new action (its presentation's environment carries
  /// a new dismissal each time, so its node is refreshed whole): a tap runs the latest action,
  /// then dismisses the alert.
  struct Confirmer: View {
    let log: Log
    let step: StateCell<Int>
    @State private var confirming = true

    var body: some View {
      let seen = step.value
      Text("step \(seen)")
        .alert("Record?", isPresented: $confirming) {
          Button("Record") { log.recorded.append(seen) }
        }
    }
  }

  @Test func anAlertButtonWithANewActionRunsItAndDismissesTheAlert() throws {
    let log = Log()
    let step = StateCell(0)
    let host = TestHost(rootView: Confirmer(log: log, step: step))
    for value in 1...2 {
      step.value = value
      try host.settle()
    }
    #expect(host.texts.contains("step 2"))
    try host.tap("Record", inPresentation: "Record?")
    #expect(log.recorded == [2])
    #expect(!host.render().contains("Record?"))
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

  /// A disabled button re-rendered with only a new action (the same title, the same
  /// environment entries: the node keeps its properties) stays without a tap handler, and
  /// takes the latest action once enabled.
  @Test func aDisabledButtonWithANewActionStaysUntappable() throws {
    let log = Log()
    let step = StateCell(0)
    let isDisabled = StateCell(true)
    let host = TestHost(
      rootView: Recorder(log: log, step: step, title: StateCell("record"), isDisabled: isDisabled))
    for value in 1...2 {
      step.value = value
      try host.settle()
      #expect(throws: (any Error).self) { try host.tap(identifier: "record") }
      // What a renderer would find to run, had it not checked the property.
      #expect(host.nodes(of: .button).map { $0.handlers.onTap == nil } == [true])
    }
    isDisabled.value = false
    try host.settle()
    step.value = 3
    try host.settle()
    try host.tap(identifier: "record")
    #expect(log.recorded == [3])
  }

  /// A button shown while a flag is set, in a row beside a text.
  struct Removable: View {
    let log: Log
    let shown: StateCell<Bool>

    var body: some View {
      VStack {
        Text("row")
        if shown.value { Button("record") { log.recorded.append(1) } }
      }
    }
  }

  /// A button's node asks its element for the tap handler (issue 15, round 40); once the button
  /// is gone, a renderer still holding its node finds no handler (the node no longer refers to
  /// the element), and a tap on it is refused.
  @Test func aRemovedButtonsNodeKeepsNoHandler() throws {
    let log = Log()
    let shown = StateCell(true)
    let host = TestHost(rootView: Removable(log: log, shown: shown))
    let node = try #require(host.nodes(of: .button).first)
    try node.performTap()
    #expect(log.recorded == [1])
    shown.value = false
    try host.settle()
    #expect(host.nodes(of: .button).isEmpty)
    #expect(node.handlers.onTap == nil)
    #expect(throws: (any Error).self) { try node.performTap() }
    #expect(log.recorded == [1])
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
