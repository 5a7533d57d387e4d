import Graft
import GraftTesting
import Testing

/// A button drawn by a representable that never sets a tap handler.
private struct InertButton: ViewRepresentable {
  func makeNode(context: Context) -> Node {
    var properties = NodeProperties()
    properties.text = "Inert"
    return context.tree.makeNode(.button, properties: properties)
  }
  func updateNode(_ node: Node, context: Context) {}
}

private struct Logged: View {
  let log: ChangeLog
  var body: some View {
    Text("child")
      .onAppear { log.entries.append("appear") }
      .onDisappear { log.entries.append("disappear") }
  }
}

/// Closes what was just opened, from its update hook, within the same pass.
private struct Closer: ViewRepresentable {
  let trigger: Int
  let shown: Binding<Bool>
  func makeNode(context: Context) -> Node { context.tree.makeNode(.spacer) }
  func updateNode(_ node: Node, context: Context) {
    if trigger > 0, shown.wrappedValue { shown.wrappedValue = false }
  }
}

private struct OpensAndClosesInOnePass: View {
  let log: ChangeLog
  @State private var shown = false
  @State private var trigger = 0
  var body: some View {
    VStack {
      Button("Go") {
        shown = true
        trigger += 1
      }
      if shown { Logged(log: log) }
      Closer(trigger: trigger, shown: $shown)
    }
  }
}

private struct Ticking: View {
  @State private var ticks = 0
  var body: some View {
    Text("ticks \(ticks)").task {
      while !Task.isCancelled {
        ticks += 1
        await Task.yield()
      }
    }
  }
}

/// Smaller contracts that a user relies on without reading the code.
@MainActor
@Suite struct ContractTests {
  @Test func tappingANodeWithoutATapHandlerThrowsNamingIt() throws {
    let host = TestHost(rootView: VStack { InertButton() })
    let inert = try #require(host.nodes(of: .button).first)
    #expect(throws: TestHostError.noHandler("Button \(inert.id.rawValue) \"Inert\" has no tap handler")) {
      try host.tap("Inert")
    }
  }

  @Test func contentMountedAndRemovedInOnePassNeitherAppearsNorDisappears() throws {
    let log = ChangeLog()
    let host = TestHost(rootView: OpensAndClosesInOnePass(log: log))
    let passes = host.graph.passCount
    try host.tap("Go")
    #expect(host.graph.passCount == passes + 1)
    #expect(host.texts.isEmpty)
    #expect(log.entries.isEmpty)
  }

  @Test func runTasksReturnsWhenIdleAndThrowsForATaskThatNeverStops() async throws {
    let idle = TestHost(rootView: Text("idle"))
    try await idle.runTasks(maxRounds: 10)
    let busy = TestHost(rootView: Ticking())
    await #expect(throws: TestHostError.didNotSettle) { try await busy.runTasks(maxRounds: 20) }
  }
}
