// swift-format-ignore-file: AlwaysUseLowerCamelCase

// Composables are named like types (`Text`, `Counter`), as Jetpack Compose names them.
import Graft
import GraftCompose
import GraftComposeInterop
import GraftTesting
import Testing

/// Provides `value` for `local` to `content`; does not take its caller's site, so every call
/// of it has the same key, whatever local it provides.
@MainActor
private func Provide<Value>(
  _ c: Composer, _ local: CompositionLocal<Value>, _ value: Value, _ content: () -> Void
) {
  c.provide(local, value, content)
}

/// Embeds `view` in a HostingController with `inputs`; does not take its caller's site.
@MainActor
private func Embed<Content: View, Inputs>(_ c: Composer, _ view: Content, inputs: Inputs) {
  c.GraftView(
    inputs: inputs, factory: { HostingController(rootView: view) }, update: { $0.rootView = view })
}

/// A disposable effect keyed by `key`, logging start and dispose; does not take its caller's site.
@MainActor
private func LoggedEffect<Key: Equatable>(_ c: Composer, _ key: Key, log: EventLog) {
  c.DisposableEffect(key) {
    log.events.append("start \(key)")
    return { log.events.append("dispose \(key)") }
  }
}

/// Identity in compositions: which group (remembered values, nodes, effects) a call gets.
@MainActor
@Suite struct ComposeIdentityTests {
  @Test func aHelperCalledAfterAConditionalCallOfItKeepsItsOwnState() throws {
    let first = mutableStateOf(true)
    let host = TestHost(
      rootView: ComposeRoot { c in
        c.Column {
          if first.value { Counter(c, label: "first") }
          Counter(c, label: "second")
        }
      })
    try expectTheSecondCounterOutlivesTheFirst(host, first: first)
  }

  @Test func theBranchesOfAnIfOrSwitchAreDistinctCallsOfTheSameHelper() throws {
    let flag = mutableStateOf(true)
    let mode = mutableStateOf(0)
    let host = TestHost(
      rootView: ComposeRoot { c in
        c.Column {
          if flag.value { Counter(c, label: "if") } else { Counter(c, label: "if") }
          switch mode.value {
          case 0: Counter(c, label: "switch")
          default: Counter(c, label: "switch")
          }
        }
      })
    try host.tap("if +1")
    try host.tap("switch +1")
    #expect(host.texts == ["if 1", "switch 1"])
    flag.value = false
    mode.value = 1
    try host.settle()
    #expect(host.texts == ["if 0", "switch 0"])
    try host.tap("if +1")
    flag.value = true
    try host.settle()
    #expect(host.texts == ["if 0", "switch 0"])
    #expect(host.rendererIsInSync)
  }

  @Test func rememberedValuesAroundConditionalRemembersKeepTheirOwnValues() throws {
    let shown = mutableStateOf(true)
    let host = TestHost(
      rootView: ComposeRoot { c in
        c.Column {
          if shown.value {
            let lead = c.remember { mutableStateOf(10) }
            c.Text("lead \(lead.value)")
            c.Button("lead +1") { lead.value += 1 }
          }
          let count = c.remember { mutableStateOf(0) }
          c.Text("count \(count.value)")
          c.Button("count +1") { count.value += 1 }
          if shown.value {
            let tail = c.remember { mutableStateOf(20) }
            c.Text("tail \(tail.value)")
            c.Button("tail +1") { tail.value += 1 }
          }
        }
      })
    try host.tap("lead +1")
    try host.tap("count +1")
    try host.tap("count +1")
    try host.tap("tail +1")
    #expect(host.texts == ["lead 11", "count 2", "tail 21"])
    shown.value = false
    try host.settle()
    #expect(host.texts == ["count 2"])
    shown.value = true
    try host.settle()
    #expect(host.texts == ["lead 10", "count 2", "tail 20"])
    #expect(host.rendererIsInSync)
  }

  @Test func emittingAnotherNodeKindAtTheSameSiteReplacesTheNode() throws {
    let kind = mutableStateOf(NodeKind.text)
    let axis = mutableStateOf(StackAxis.vertical)
    let host = TestHost(
      rootView: ComposeRoot { c in
        c.Column {
          var properties = NodeProperties()
          properties.text = "hello"
          c.ComposeNode(kind.value, properties: properties)
          c.ComposeNode(.stack(axis.value)) { c.Text("child") }
        }
      })
    #expect(host.texts == ["hello", "child"])
    kind.value = .button
    axis.value = .horizontal
    try host.settle()
    #expect(host.texts == ["child"])
    #expect(host.nodes(of: .button).map(\.properties.text) == ["hello"])
    #expect(host.nodes(of: .stack(.horizontal)).count == 1)
    // The outer Column is the only vertical stack left.
    #expect(host.nodes(of: .stack(.vertical)).count == 1)
    #expect(host.rendererIsInSync)
  }

  @Test func aRestartableGroupRecomposedAloneReplacesANodeOfAnotherKindInPlace() throws {
    let kind = mutableStateOf(NodeKind.text)
    let log = EventLog()
    let host = TestHost(
      rootView: ComposeRoot { c in
        c.Column {
          c.Text("first")
          c.call("middle") { c, _ in
            log.events.append("middle")
            var properties = NodeProperties()
            properties.text = "b"
            c.Text("a")
            c.ComposeNode(kind.value, properties: properties)
            c.Text("c")
          }
          c.Text("last")
        }
      })
    kind.value = .button
    try host.settle()
    #expect(log.events == ["middle", "middle"])
    let column = host.nodes(of: .stack(.vertical)).first
    #expect(column?.children.map(\.kind) == [.text, .text, .button, .text, .text])
    #expect(host.texts == ["first", "a", "c", "last"])
    #expect(host.rendererIsInSync)
  }

  @Test func providersOfDifferentLocalsAtOneSiteAreDifferentGroups() throws {
    let localCount = CompositionLocal("LocalCount", defaultValue: 0)
    let localName = CompositionLocal("LocalName", defaultValue: "nobody")
    let byName = mutableStateOf(false)
    let host = TestHost(
      rootView: ComposeRoot { c in
        c.Column {
          if byName.value {
            Provide(c, localName, "ada") { c.Text("\(localName.current(c)) \(localCount.current(c))") }
          } else {
            Provide(c, localCount, 7) { c.Text("\(localName.current(c)) \(localCount.current(c))") }
          }
        }
      })
    #expect(host.texts == ["nobody 7"])
    byName.value = true
    try host.settle()
    #expect(host.texts == ["ada 0"])
    byName.value = false
    try host.settle()
    #expect(host.texts == ["nobody 7"])
    #expect(host.rendererIsInSync)
  }

  @Test func graftViewsOfDifferentTypesAtOneSiteAreDifferentGroups() throws {
    let which = mutableStateOf(0)
    let host = TestHost(
      rootView: ComposeRoot { c in
        c.Column {
          switch which.value {
          case 0: Embed(c, Text("number"), inputs: 1)
          case 1: Embed(c, Text("string"), inputs: "one")
          default: Embed(c, VStack { Text("stack") }, inputs: "one")
          }
        }
      })
    #expect(host.texts == ["number"])
    which.value = 1
    try host.settle()
    #expect(host.texts == ["string"])
    which.value = 2
    try host.settle()
    #expect(host.texts == ["stack"])
    #expect(host.nodes(of: .host).count == 2)  // the ComposeRoot's and the one GraftView's
    #expect(host.diagnostics.isEmpty)
    #expect(host.rendererIsInSync)
  }

  @Test func anEffectWhoseKeyTypeChangesAtOneSiteDisposesTheOldOne() throws {
    let log = EventLog()
    let numeric = mutableStateOf(true)
    let host = TestHost(
      rootView: ComposeRoot { c in
        if numeric.value { LoggedEffect(c, 1, log: log) } else { LoggedEffect(c, "one", log: log) }
      })
    #expect(log.events == ["start 1"])
    numeric.value = false
    try host.settle()
    #expect(log.events == ["start 1", "dispose 1", "start one"])
    numeric.value = true
    try host.settle()
    #expect(log.events == ["start 1", "dispose 1", "start one", "dispose one", "start 1"])
  }

  @Test func aKeyTwoSiblingsShareIsReportedOnceWhenTheyAreReordered() throws {
    let ids = mutableStateOf([1, 2, 1])
    let host = TestHost(
      rootView: ComposeRoot { c in
        c.Column {
          for id in ids.value {
            c.key(id, fileID: "Rows.swift", line: 7, column: 9) { c.Text("row \(id)") }
          }
        }
      })
    #expect(host.texts == ["row 1", "row 2", "row 1"])
    ids.value = [2, 1, 1]
    try host.settle()
    #expect(host.texts == ["row 2", "row 1", "row 1"])
    let expected = Diagnostic(
      kind: .duplicateID,
      message: "c.key(1) at Rows.swift:7:9 in ComposeViewController<()>: another call at this site has the "
        + "same key among the same siblings; they are told apart only by their order, so their state moves "
        + "between them when the order changes. Give each a distinct key.")
    #expect(host.diagnostics == [expected])
    ids.value = [1, 1, 2, 3]
    try host.settle()
    #expect(host.texts == ["row 1", "row 1", "row 2", "row 3"])
    #expect(host.diagnostics == [expected])
    #expect(host.rendererIsInSync)
  }

  @Test func keyedRowsThatMoveOrArriveAreNotDuplicates() throws {
    let ids = mutableStateOf([1, 2, 3, 4, 5, 6])
    let host = TestHost(
      rootView: ComposeRoot { c in
        c.Column {
          for id in ids.value {
            c.key(id) { c.Text("row \(id)") }
          }
        }
      })
    // 3 is found ahead with 1 and 2 passed over, 9 is new while they wait, then they are claimed.
    ids.value = [3, 9, 1, 2, 4, 5, 6]
    try host.settle()
    #expect(host.texts == ["row 3", "row 9", "row 1", "row 2", "row 4", "row 5", "row 6"])
    ids.value = [6, 5, 7, 4, 3, 9, 1, 2]
    try host.settle()
    #expect(host.texts == ["row 6", "row 5", "row 7", "row 4", "row 3", "row 9", "row 1", "row 2"])
    #expect(host.diagnostics.isEmpty)
    #expect(host.rendererIsInSync)
  }
}
