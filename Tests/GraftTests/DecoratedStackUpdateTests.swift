import Graft
import GraftTesting
import Testing

/// A stack under `.frame`, re-rendered by its own row's state: the frame is a decoration
/// (applied to the stack's node by the modifier above it), the spacing the stack's own
/// property. Either may change alone, or neither (only a child's text).
private struct FramedRow: View {
  @State private var width = 20.0
  @State private var spacing = 1.0
  @State private var taps = 0

  var body: some View {
    HStack(spacing: spacing) {
      Text("taps \(taps)")
      Button("Tap") { taps += 1 }
      Button("Wider") { width += 10 }
      Button("Spaced") { spacing += 1 }
      Button("Both") {
        width += 10
        spacing += 1
      }
    }
    .frame(width: width)
  }
}

/// A row whose stack the modifier decorates from outside: a change of the decoration alone
/// does not re-render the row, so the stack's node is decorated again without its view.
private struct PlainRow: View {
  @State private var spacing = 1.0

  var body: some View {
    HStack(spacing: spacing) {
      Text("row")
      Button("Spaced") { spacing += 1 }
    }
  }
}

private struct FramedFromOutside: View {
  @State private var width = 20.0

  var body: some View {
    VStack {
      Button("Wider") { width += 10 }
      PlainRow().frame(width: width)
    }
  }
}

/// A stack node under a decorating modifier keeps its decorated properties right through its
/// row's re-renders: a re-render that changes neither its own properties nor the decoration
/// leaves the node alone (no update in the batch), and any change of either reaches it.
@MainActor
struct DecoratedStackUpdateTests {
  private func stack(in host: TestHost<FramedRow>) throws -> Node {
    try #require(host.nodes(of: .stack(.horizontal)).first)
  }

  /// The node updates in each batch delivered while `body` runs.
  private func updatedNodes(in host: TestHost<FramedRow>, during body: () throws -> Void) rethrows -> [NodeID]
  {
    var updated: [NodeID] = []
    let observation = host.graph.tree.addBatchObserver { batch in
      for change in batch.changes {
        if case .update(let node, _) = change { updated.append(node) }
      }
    }
    defer { observation.cancel() }
    try body()
    return updated
  }

  @Test func aReRenderThatChangesNeitherLeavesTheStackAlone() throws {
    let host = TestHost(rootView: FramedRow())
    let stack = try stack(in: host)
    #expect(stack.properties.frame?.width == 20)
    for taps in 1...3 {
      let updated = try updatedNodes(in: host) { try host.tap("Tap") }
      #expect(host.texts.contains("taps \(taps)"))
      #expect(!updated.contains(stack.id))
      #expect(!updated.isEmpty)
    }
    #expect(stack.properties.frame?.width == 20)
    #expect(stack.properties.spacing == 1)
    #expect(host.rendererIsInSync)
  }

  @Test func theDecorationChangingAloneReachesTheStack() throws {
    let host = TestHost(rootView: FramedRow())
    let stack = try stack(in: host)
    try host.tap("Tap")
    let updated = try updatedNodes(in: host) { try host.tap("Wider") }
    #expect(updated.contains(stack.id))
    #expect(stack.properties.frame?.width == 30)
    #expect(stack.properties.spacing == 1)
    try host.tap("Tap")
    #expect(stack.properties.frame?.width == 30)
    #expect(host.rendererIsInSync)
  }

  @Test func theStacksOwnPropertyChangingAloneKeepsTheDecoration() throws {
    let host = TestHost(rootView: FramedRow())
    let stack = try stack(in: host)
    try host.tap("Wider")
    let updated = try updatedNodes(in: host) { try host.tap("Spaced") }
    #expect(updated.contains(stack.id))
    #expect(stack.properties.spacing == 2)
    #expect(stack.properties.frame?.width == 30)
    try host.tap("Tap")
    #expect(stack.properties.spacing == 2)
    #expect(stack.properties.frame?.width == 30)
    #expect(host.rendererIsInSync)
  }

  @Test func bothChangingTogetherReachTheStack() throws {
    let host = TestHost(rootView: FramedRow())
    let stack = try stack(in: host)
    for step in 1...3 {
      try host.tap("Both")
      #expect(stack.properties.spacing == 1 + Double(step))
      #expect(stack.properties.frame?.width == 20 + 10 * Double(step))
      try host.tap("Tap")
      #expect(stack.properties.frame?.width == 20 + 10 * Double(step))
    }
    #expect(host.rendererIsInSync)
  }

  @Test func aDecorationChangedFromOutsideReachesAStackNotReRendered() throws {
    let host = TestHost(rootView: FramedFromOutside())
    let stack = try #require(host.nodes(of: .stack(.horizontal)).first)
    #expect(stack.properties.frame?.width == 20)
    for step in 1...3 {
      try host.tap("Wider")
      #expect(stack.properties.frame?.width == 20 + 10 * Double(step))
      #expect(stack.properties.spacing == Double(step))
      #expect(host.bodyEvaluationCounts["PlainRow"] == step)
      // Then the row's own change, under the new decoration.
      try host.tap("Spaced")
      #expect(stack.properties.spacing == 1 + Double(step))
      #expect(stack.properties.frame?.width == 20 + 10 * Double(step))
    }
    #expect(host.rendererIsInSync)
  }
}
