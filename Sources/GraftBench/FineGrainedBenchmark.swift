import Graft

/// A list whose rows each own a `@State` counter shown in their button.
struct TapList: View {
  let rows: [RowData]

  var body: some View {
    List {
      ForEach(rows, id: \.id) { row in TapRow(row: row) }
    }
  }
}

/// A row with its own state: tapping its button changes only this row.
struct TapRow: View {
  let row: RowData
  @State private var taps = 0

  var body: some View {
    HStack {
      Text(row.label)
      Button("\(taps)") { taps += 1 }
    }
  }
}

/// One row's own `@State` written in a list of 1k and of 10k rows: the cost should not grow
/// with the list.
@MainActor
public enum FineGrainedBenchmark {
  /// Median nanoseconds of one tap (write + pass) in a list of `rowCount` rows; with
  /// `tracing`, a boundary trace records the whole run (mount included).
  public static func run(rowCount: Int, warmup: Int, iterations: Int, tracing: Bool = false) -> Double {
    Stopwatch.median(
      sample(
        rowCount: rowCount, warmup: warmup, iterations: iterations, tracing: tracing,
        measure: Stopwatch.measure))
  }

  /// The taps of ``run(rowCount:warmup:iterations:tracing:)``, each measured by `measure` (a
  /// duration, an allocation count), after `warmup` unmeasured ones.
  static func sample(
    rowCount: Int, warmup: Int, iterations: Int, tracing: Bool = false, measure: (() -> Void) -> UInt64
  ) -> [UInt64] {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    if tracing { graph.startTracing() }
    defer { graph.stopTracing() }
    var factory = RowFactory()
    let root = ViewRoot(
      rootView: TapList(rows: factory.make(rowCount)), graph: graph, hostNode: graph.tree.root)
    root.start()
    loop.runUntilQuiescent()
    let list = graph.tree.root.children[0]
    let button = list.children[rowCount / 2].children[1]
    var samples: [UInt64] = []
    for iteration in 0..<(warmup + iterations) {
      let sample = measure {
        button.handlers.onTap?()
        loop.runUntilQuiescent()
      }
      if iteration >= warmup { samples.append(sample) }
    }
    precondition(button.properties.text == "\(warmup + iterations)", "tap did not reach the row")
    root.stop()
    loop.runUntilQuiescent()
    return samples
  }

  /// The same tap by hand: a list of `rowCount` rows (`HStack { Text; Button }`) built on a
  /// ``NodeTree``; the button's handler increments its row's count and sets the button's text
  /// in one batch, as the Graft row's write, pass and batch do. Median nanoseconds.
  public static func imperative(rowCount: Int, warmup: Int, iterations: Int) -> Double {
    Stopwatch.median(
      sampleImperative(rowCount: rowCount, warmup: warmup, iterations: iterations, measure: Stopwatch.measure)
    )
  }

  /// The hand-written taps of ``imperative(rowCount:warmup:iterations:)``, each measured by
  /// `measure`, after `warmup` unmeasured ones.
  static func sampleImperative(
    rowCount: Int, warmup: Int, iterations: Int, measure: (() -> Void) -> UInt64
  ) -> [UInt64] {
    let tree = NodeTree()
    var factory = RowFactory()
    let list = tree.makeNode(.list)
    tree.beginBatch()
    tree.insert(list, into: tree.root, at: 0)
    var buttons: [Node] = []
    buttons.reserveCapacity(rowCount)
    for (index, row) in factory.make(rowCount).enumerated() {
      let stack = tree.makeNode(.stack(.horizontal))
      var label = NodeProperties()
      label.text = row.label
      var title = NodeProperties()
      title.text = "0"
      let button = tree.makeNode(.button, properties: title)
      tree.insert(tree.makeNode(.text, properties: label), into: stack, at: 0)
      tree.insert(button, into: stack, at: 1)
      tree.insert(stack, into: list, at: index)
      buttons.append(button)
    }
    tree.endBatch()
    let button = buttons[rowCount / 2]
    let counter = TapCounter()
    tree.setHandlers(
      NodeEventHandlers(onTap: { [unowned tree, unowned button] in
        counter.taps += 1
        tree.beginBatch()
        tree.update(button) { $0.text = "\(counter.taps)" }
        tree.endBatch()
      }), for: button)
    var samples: [UInt64] = []
    for iteration in 0..<(warmup + iterations) {
      let sample = measure { button.handlers.onTap?() }
      if iteration >= warmup { samples.append(sample) }
    }
    precondition(button.properties.text == "\(warmup + iterations)", "tap did not reach the row")
    return samples
  }
}

/// The hand-written row's count.
@MainActor
private final class TapCounter {
  var taps = 0
}
