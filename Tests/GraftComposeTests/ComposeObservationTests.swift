import Graft
import GraftCompose
import Observation
import Testing

/// A composable model, as an app would write one with the Observation module.
@MainActor
@Observable
final class ComposeObservedLabel {
  var text = "first"
}

/// A restartable group that reads an `@Observable` property is recomposed when it changes — as
/// it is for a `MutableState` it read. (Composed inside its parent's evaluation, its reads ride
/// on the parent's registration, so the parent may recompose too: see `ObservationTracker`.)
@MainActor
@Suite struct ComposeObservationTests {
  @Test func aCallGroupReadingAnObservablePropertyRecomposesWhenItChanges() {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    let model = ComposeObservedLabel()
    var rowRuns = 0
    let composition = Composition(graph: graph, hostNode: graph.tree.root) { c in
      c.call(model) { c, model in
        rowRuns += 1
        c.Text(model.text)
      }
    }
    composition.start()
    loop.runUntilQuiescent()
    #expect(graph.tree.root.children.map(\.properties.text) == ["first"])
    model.text = "second"
    loop.runUntilQuiescent()
    #expect(graph.tree.root.children.map(\.properties.text) == ["second"])
    #expect(rowRuns == 2)
    model.text = "third"
    loop.runUntilQuiescent()
    #expect(graph.tree.root.children.map(\.properties.text) == ["third"])
    #expect(rowRuns == 3)
    composition.stop()
  }
}
