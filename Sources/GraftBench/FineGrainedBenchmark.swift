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
      let time = Stopwatch.measure {
        button.handlers.onTap?()
        loop.runUntilQuiescent()
      }
      if iteration >= warmup { samples.append(time) }
    }
    precondition(button.properties.text == "\(warmup + iterations)", "tap did not reach the row")
    root.stop()
    loop.runUntilQuiescent()
    return Stopwatch.median(samples)
  }
}
