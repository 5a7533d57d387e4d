import GraftCore
import Testing

/// A root whose "view" is a list of closures run as scopes — enough to drive the core alone.
@MainActor
final class ScriptRoot: UpdateRoot {
  var log: [String] = []
  func scope(_ name: String, depth: Int = 0, _ body: @escaping @MainActor () -> Void) -> TrackingScope {
    let scope = TrackingScope(kind: .update, root: self, depth: depth, name: name) { [unowned self] scope in
      self.log.append(name)
      scope.evaluate(body)
    }
    scope.evaluate(body)
    return scope
  }
}

@MainActor
@Suite struct CoreTests {
  @Test func writeInvalidatesExactlyTheReaders() {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    let root = ScriptRoot(graph: graph, name: "script")
    let a = StateCell(0)
    let b = StateCell(0)
    let readsA = root.scope("readsA") { _ = a.value }
    let readsB = root.scope("readsB") { _ = b.value }
    a.value = 1
    loop.runUntilQuiescent()
    #expect(root.log == ["readsA"])
    b.value = 5
    b.value = 5
    loop.runUntilQuiescent()
    #expect(root.log == ["readsA", "readsB"])
    #expect(readsA.evaluationCount == 2)
    #expect(readsB.evaluationCount == 2)
    #expect(graph.passCount == 2)
  }

  @Test func outerRootsReconcileBeforeInnerOnesInOnePass() {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    let inner = ScriptRoot(graph: graph, name: "inner", nestingDepth: 1)
    let outer = ScriptRoot(graph: graph, name: "outer", nestingDepth: 0)
    let cell = StateCell(0)
    var order: [String] = []
    let innerScope = inner.scope("inner") {
      _ = cell.value
      order.append("inner")
    }
    let outerScope = outer.scope("outer") {
      _ = cell.value
      order.append("outer")
    }
    order.removeAll()
    cell.value = 1
    loop.runUntilQuiescent()
    #expect(order == ["outer", "inner"])
    #expect(graph.passCount == 1)
    #expect(inner.renderCount == 1 && outer.renderCount == 1)
    withExtendedLifetime((innerScope, outerScope)) {}
  }

  @Test func aSelfFeedingScopeIsCutWithADiagnostic() {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    graph.diagnosticHandler = nil
    let root = ScriptRoot(graph: graph, name: "feedback")
    let cell = StateCell(0)
    let feeder = root.scope("feeder") { cell.value = cell.value + 1 }
    cell.value = 100
    #expect(loop.runUntilQuiescent())
    #expect(graph.diagnostics.map(\.kind) == [.updateCycle])
    #expect(graph.diagnostics.first?.message.contains("feeder") == true)
    #expect(root.runsThisPassForTesting == 0)
    withExtendedLifetime(feeder) {}
  }

  /// A loop, its graph (diagnostics kept, not printed) and a script root on it.
  private static func scriptRoot() -> (VirtualLoop, UpdateGraph, ScriptRoot) {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    graph.diagnosticHandler = nil
    return (loop, graph, ScriptRoot(graph: graph, name: "script"))
  }

  @Test func aWriteToASourceNotReadAgainYetDoesNotInvalidateTheEvaluatingScope() {
    let (loop, graph, root) = Self.scriptRoot()
    let trigger = StateCell(0)
    let mirror = StateCell(0)
    var runs = 0
    // Reads `trigger`, then (from the second run on) writes `mirror` before reading it again:
    // the write happens while `mirror` is not among this run's reads yet.
    let writer = root.scope("writer") {
      runs += 1
      _ = trigger.value
      if runs > 1 { mirror.value = runs }
      _ = mirror.value
    }
    trigger.value = 1
    loop.runUntilQuiescent()
    #expect(runs == 2)
    #expect(root.log == ["writer"])
    #expect(graph.diagnostics.isEmpty)
    mirror.value = 100
    loop.runUntilQuiescent()
    #expect(runs == 3)
    withExtendedLifetime(writer) {}
  }

  @Test func aScopeFollowsExactlyWhatItsLastEvaluationRead() {
    let (loop, graph, root) = Self.scriptRoot()
    let a = StateCell(0)
    let b = StateCell(0)
    let c = StateCell(0)
    var runs = 0
    // The first run reads `a` twice around `b`; later runs read `a`, then `c`.
    let reader = root.scope("reader") {
      runs += 1
      if runs == 1 {
        _ = a.value
        _ = b.value
        _ = a.value
      } else {
        _ = a.value
        _ = c.value
      }
    }
    // Each write, and the runs counted after its pass: `b` is followed until the second run,
    // `a` (read twice, then once) and `c` from then on.
    for (cell, runsAfter) in [(b, 2), (b, 2), (a, 3), (c, 4)] {
      cell.value += 1
      loop.runUntilQuiescent()
      #expect(runs == runsAfter)
    }
    withExtendedLifetime((reader, graph)) {}
  }

  @Test func nodeTreeRecordsOnlyAttachedChangesAndMovesLikeCompose() {
    let tree = NodeTree()
    var batches: [ChangeBatch] = []
    let subscription = tree.addBatchObserver { batches.append($0) }
    defer { subscription.cancel() }
    tree.beginBatch()
    let stack = tree.makeNode(.stack(.vertical))
    let labels = ["a", "b", "c", "d"].map { text -> Node in
      var properties = NodeProperties()
      properties.text = text
      return tree.makeNode(.text, properties: properties)
    }
    for (index, label) in labels.enumerated() { tree.insert(label, into: stack, at: index) }
    tree.insert(stack, into: tree.root, at: 0)
    tree.endBatch()
    #expect(batches.count == 1)
    #expect(batches[0].changes.count == 1)
    tree.beginBatch()
    tree.move(in: stack, from: 0, to: 3, count: 1)
    #expect(stack.children.compactMap(\.properties.text) == ["b", "c", "a", "d"])
    tree.move(in: stack, from: 3, to: 0, count: 1)
    #expect(stack.children.compactMap(\.properties.text) == ["d", "b", "c", "a"])
    tree.update(labels[0]) { $0.text = "A" }
    tree.update(labels[0]) { $0.text = "A" }
    tree.remove(from: stack, at: 1, count: 2)
    tree.endBatch()
    #expect(batches.count == 2)
    #expect(batches[1].changes.count == 4)
    #expect(TextRenderer.render(tree.root) == "VStack\n  Text \"d\"\n  Text \"A\"")
    #expect(tree.attachedNodeCount == 4)
  }

  @Test func virtualLoopFiresTimersInDeadlineOrderAndHonoursCancel() {
    let loop = VirtualLoop()
    var fired: [String] = []
    loop.scheduleTimer(after: .milliseconds(30)) { fired.append("30") }
    loop.scheduleTimer(after: .milliseconds(10)) { fired.append("10") }
    let cancelled = loop.scheduleTimer(after: .milliseconds(20)) { fired.append("20") }
    cancelled.cancel()
    loop.advance(by: .milliseconds(15))
    #expect(fired == ["10"])
    loop.advance(by: .milliseconds(100))
    #expect(fired == ["10", "30"])
    #expect(loop.now == .milliseconds(115))
  }

  @Test func aTimerThatReschedulesItselfWithNoDelayCannotHangAdvance() {
    let loop = VirtualLoop()
    var firings = 0
    weak let weakLoop = loop  // the pending timer must not keep the loop alive
    func reschedule() {
      weakLoop?.scheduleTimer(after: .zero) {
        firings += 1
        reschedule()
      }
    }
    reschedule()
    #expect(loop.advance(by: .milliseconds(10), maxTimerFirings: 500) == false)
    #expect(firings > 0)
    #expect(loop.now < .milliseconds(10))
  }
}
