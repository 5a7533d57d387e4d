import Graft

/// A mounted tap list (``TapList``, or ``ModifiedTapList`` whose rows carry modifiers) on its
/// own graph and virtual loop, with the row in the middle ready to be tapped: the Graft side
/// of the fine-grained update benchmark.
///
/// Made, tapped and finished on the main actor. Several fixtures can be alive at once (the
/// benchmark interleaves their taps); each owns its loop, so a tap's pass touches only its own.
@MainActor
final class TapFixture<Content: View> {
  private let loop = VirtualLoop()
  private let graph: UpdateGraph
  private let root: ViewRoot<Content>
  private let button: Node
  private var taps = 0

  /// Mounts `list` of `rowCount` rows and runs the loop until the first render settled; with
  /// `tracing`, a boundary trace records from before the mount until ``finish()``. `list`
  /// must show each row as a stack whose second child is the row's button.
  init(rowCount: Int, tracing: Bool = false, list: ([RowData]) -> Content) {
    graph = UpdateGraph(loop: loop)
    if tracing { graph.startTracing() }
    var factory = RowFactory()
    root = ViewRoot(
      rootView: list(factory.make(rowCount)), graph: graph, hostNode: graph.tree.root)
    root.start()
    loop.runUntilQuiescent()
    button = graph.tree.root.children[0].children[rowCount / 2].children[1]
  }

  /// One tap: the button's handler writes the row's `@State`, then the loop runs the pass and
  /// delivers its batch.
  func tap() {
    button.tapHandler?()
    loop.runUntilQuiescent()
    taps += 1
  }

  /// Checks every tap reached the row, then unmounts and stops the trace. Call once, last.
  func finish() {
    precondition(button.properties.text == "\(taps)", "tap did not reach the row")
    root.stop()
    loop.runUntilQuiescent()
    graph.stopTracing()
  }
}

extension TapFixture where Content == TapList<TapRow> {
  /// A ``TapList`` of `rowCount` rows (see ``init(rowCount:tracing:list:)``).
  convenience init(rowCount: Int, tracing: Bool = false) {
    self.init(rowCount: rowCount, tracing: tracing, list: TapList<TapRow>.init(rows:))
  }
}
