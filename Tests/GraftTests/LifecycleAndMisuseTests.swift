import Graft
import GraftTesting
import Testing

private struct Appearing: View {
  let log: ChangeLog
  let name: String
  var body: some View {
    Text(name)
      .onAppear { log.entries.append("appear \(name)") }
      .onDisappear { log.entries.append("disappear \(name)") }
  }
}

private struct Toggler: View {
  let log: ChangeLog
  @State private var shown = true
  var body: some View {
    VStack {
      Button("Toggle") { shown.toggle() }
      if shown { Appearing(log: log, name: "child") }
    }
  }
}

private struct WritesDuringBody: View {
  @State private var renders = 0
  var body: some View {
    renders += 1  // a mistake: state written while rendering
    return Text("renders \(renders)")
  }
}

private struct SelfFeeding: View {
  @State private var value = 0
  @State private var other = 0
  var body: some View {
    VStack {
      Button("Start") { value += 1 }
      Button("Other") { other += 1 }
      Text("value \(value > 0 ? "running" : "idle")")
      Text("other \(other)")
    }
    .onChange(of: value) { _, new in value = new + 1 }  // feeds back into itself forever
  }
}

private struct Tasked: View {
  @State private var loaded = "loading"
  var body: some View {
    Text(loaded).task {
      let value = await Task.detached { "loaded in background" }.value
      loaded = value
    }
  }
}

private struct Form: View {
  let log: ChangeLog
  @State private var query = "Swift"
  @State private var enabled = true
  var body: some View {
    VStack {
      TextField("Search", text: $query, onCommit: { log.entries.append("commit \(query)") })
        .onSubmit { log.entries.append("submit") }
      Button("Lock") { enabled = false }
      Button("Go") { log.entries.append("go") }.disabled(!enabled)
    }
  }
}

private struct Bordered: ViewModifier {
  @State private var taps = 0
  func body(content: Content) -> some View {
    VStack {
      content
      Button("Modifier taps \(taps)") { taps += 1 }
    }
  }
}

private struct Resettable: View {
  @State private var generation = 0
  var body: some View {
    VStack {
      Button("Reset") { generation += 1 }
      Counter().id(generation)
      AnyView(Text("erased"))
      Group {
        Text("grouped 1")
        Text("grouped 2")
      }
      .padding(4)
    }
    .modifier(Bordered())
  }
}

private struct Counter: View {
  @State private var count = 0
  var body: some View { Button("count \(count)") { count += 1 } }
}

@MainActor
@Suite struct LifecycleAndMisuseTests {
  @Test func appearAndDisappearRunAfterCommit() throws {
    let log = ChangeLog()
    let host = TestHost(rootView: Toggler(log: log))
    #expect(log.entries == ["appear child"])
    try host.tap("Toggle")
    try host.tap("Toggle")
    #expect(log.entries == ["appear child", "disappear child", "appear child"])
  }

  @Test func stateWrittenDuringBodyIsDiagnosedAndDeferred() throws {
    let host = TestHost(rootView: WritesDuringBody())
    let writes = host.diagnostics.filter { $0.kind == .stateWriteDuringUpdate }
    #expect(writes.count == 1)
    #expect(writes.first?.message.contains("WritesDuringBody") == true)
    // Each deferred write re-renders once more and writes again: the cycle is cut, not hung.
    #expect(host.diagnostics.filter { $0.kind == .updateCycle }.count == 1)
    #expect(host.texts.count == 1)
    #expect(!host.loop.hasWorkNow)
  }

  @Test func selfFeedingOnChangeIsCutAndTheRestKeepsWorking() throws {
    let host = TestHost(rootView: SelfFeeding())
    try host.tap("Start")
    let cycles = host.diagnostics.filter { $0.kind == .updateCycle }
    #expect(cycles.count == 1, "\(host.diagnostics)")
    #expect(cycles.first?.message.contains("SelfFeeding") == true)
    try host.tap("Other")
    #expect(host.texts.last == "other 1")
  }

  @Test func taskResumesOnTheLoop() async throws {
    let host = TestHost(rootView: Tasked())
    #expect(host.texts == ["loading"])
    try await host.runTasks()
    #expect(host.texts == ["loaded in background"])
  }

  @Test func textFieldsCommitSubmitAndDisabledButtonsIgnoreTaps() throws {
    let log = ChangeLog()
    let host = TestHost(rootView: Form(log: log))
    try host.type("Graft", into: "Search")
    try host.submit("Search")
    try host.tap("Go")
    try host.tap("Lock")
    #expect(throws: TestHostError.self) { try host.tap("Go") }
    #expect(log.entries == ["commit Graft", "submit", "go"])
    #expect(host.nodes(of: .button).last?.properties.isDisabled == true)
  }

  @Test func modifiersIdentityAndErasure() throws {
    let host = TestHost(rootView: Resettable())
    try host.tap("count 0")
    try host.tap("Modifier taps 0")
    #expect(host.nodes(of: .button).map(\.label) == ["Reset", "count 1", "Modifier taps 1"])
    try host.tap("Reset")
    #expect(host.nodes(of: .button).map(\.label) == ["Reset", "count 0", "Modifier taps 1"])
    #expect(
      host.render() == """
        VStack
          VStack
            Button "Reset"
            Button "count 0"
            Text "erased"
            Text "grouped 1" [padding: 4]
            Text "grouped 2" [padding: 4]
          Button "Modifier taps 1"
        """)
    #expect(host.rendererIsInSync)
  }
}
