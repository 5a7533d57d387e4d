import Graft
import GraftCompose
import GraftTesting
import Testing

@MainActor
private struct ListModel {
  static let order = MutableState(["a", "b", "c"])
}

@MainActor
@Suite struct ComposeRuntimeTests {
  @Test func rememberedStateAndRestartableGroupsRecomposeOnlyWhatReadTheChange() throws {
    let log = EventLog()
    let host = TestHost(
      rootView: ComposeRoot { c in
        c.Column {
          Counter(c, label: "a", log: log)
          Counter(c, label: "b", log: log)
        }
      })
    #expect(host.texts == ["a 0", "b 0"])
    #expect(log.events == ["compose a", "compose b"])
    try host.tap("b +1")
    try host.tap("b +1")
    #expect(host.texts == ["a 0", "b 2"])
    #expect(log.events == ["compose a", "compose b", "compose b", "compose b"])
    #expect(host.rendererIsInSync)
  }

  @Test func keyedGroupsKeepRememberedStateWhenTheyMove() throws {
    let log = EventLog()
    let order = mutableStateOf(["a", "b", "c"])
    let host = TestHost(
      rootView: ComposeRoot { c in
        c.Column {
          for label in order.value {
            c.key(label) { Counter(c, label: label, log: log) }
          }
        }
      })
    try host.tap("c +1")
    try host.tap("a +1")
    try host.tap("a +1")
    let nodesBefore = Set(host.nodes(of: .text).map(\.id))
    order.value = ["c", "a", "b"]
    try host.settle()
    #expect(host.texts == ["c 1", "a 2", "b 0"])
    #expect(Set(host.nodes(of: .text).map(\.id)) == nodesBefore)
    order.value = ["b"]
    try host.settle()
    #expect(host.texts == ["b 0"])
    order.value = ["a", "b"]
    try host.settle()
    #expect(host.texts == ["a 0", "b 0"])
    #expect(host.rendererIsInSync)
  }

  @Test func disposableEffectsRunAfterCommitAndDisposeOnKeyChangeAndLeave() throws {
    let log = EventLog()
    let key = mutableStateOf(1)
    let shown = mutableStateOf(true)
    let host = TestHost(
      rootView: ComposeRoot { c in
        c.Column {
          if shown.value {
            let current = key.value
            c.DisposableEffect(current) {
              log.events.append("start \(current)")
              return { log.events.append("dispose \(current)") }
            }
            c.Text("key \(current)")
          }
        }
      })
    #expect(log.events == ["start 1"])
    key.value = 2
    try host.settle()
    #expect(log.events == ["start 1", "dispose 1", "start 2"])
    shown.value = false
    try host.settle()
    #expect(log.events == ["start 1", "dispose 1", "start 2", "dispose 2"])
    #expect(host.texts == [])
  }

  @Test func compositionLocalsRecomposeOnlyTheirReaders() throws {
    let log = EventLog()
    let localName = CompositionLocal("LocalName", defaultValue: "nobody")
    let name = mutableStateOf("ada")
    let host = TestHost(
      rootView: ComposeRoot { c in
        c.provide(localName, name.value) {
          c.Column {
            c.call("reader") { c, _ in
              log.events.append("reader")
              c.Text("hello \(localName.current(c))")
            }
            c.call("other") { c, _ in
              log.events.append("other")
              c.Text("static")
            }
          }
        }
      })
    #expect(host.texts == ["hello ada", "static"])
    name.value = "grace"
    try host.settle()
    #expect(host.texts == ["hello grace", "static"])
    #expect(log.events == ["reader", "other", "reader"])
  }
}
