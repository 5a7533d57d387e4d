import Foundation
import Graft

/// Layout cost over a 10,000-row list built directly in a node tree (layout is node-level, so
/// every runtime's rows cost the same): a full layout, and the re-layout after one row's text
/// changes — where the work (sizes computed) must be bounded by the tree's depth, not by the
/// number of rows — and after a row is highlighted (a select), which moves nothing and must
/// lay nothing out.
@MainActor
public enum LayoutBenchmark {
  public struct Result: Sendable {
    /// Median nanoseconds of a full layout of every row.
    public var fullLayout: Double
    /// Median nanoseconds of the re-layout after one row's text changed.
    public var oneRowRelayout: Double
    /// Sizes computed in the full layout, and in one re-layout.
    public var fullMeasured: Int
    public var relayoutMeasured: Int
    /// Nodes whose children were placed in one re-layout.
    public var relayoutPlaced: Int
    /// Nodes the re-layout looked at (placed, or checked and skipped).
    public var relayoutVisited: Int
    /// Median nanoseconds of the layout after one row was highlighted, and the nodes it visited.
    public var highlightRelayout: Double
    public var highlightVisited: Int
    public var rows: Int
  }

  public static func run(rows: Int = 10_000, warmup: Int = 2, iterations: Int = 10) -> Result {
    var full: [UInt64] = []
    var relayout: [UInt64] = []
    var fullMeasured = 0
    var relayoutMeasured = 0
    var relayoutPlaced = 0
    var relayoutVisited = 0
    var highlight: [UInt64] = []
    var highlightVisited = 0
    for iteration in 0..<(warmup + iterations) {
      let tree = NodeTree()
      let engine = LayoutEngine(tree: tree)
      let labels = build(rows: rows, in: tree)
      tree.layoutViewport = CGSize(width: 80, height: 24)
      let fullTime = Stopwatch.measure { tree.layOutIfNeeded() }
      fullMeasured = engine.statistics.measured
      engine.resetStatistics()
      let label = labels[rows / 2]
      tree.update(label) { $0.text = "row \(rows / 2) changed" }
      let relayoutTime = Stopwatch.measure { tree.layOutIfNeeded() }
      relayoutMeasured = engine.statistics.measured
      relayoutPlaced = engine.statistics.placed
      relayoutVisited = engine.statistics.visited
      tree.endBatch()
      engine.resetStatistics()
      if let row = label.parent { tree.update(row) { $0.isHighlighted = true } }
      let highlightTime = Stopwatch.measure { tree.layOutIfNeeded() }
      highlightVisited = engine.statistics.visited
      tree.endBatch()
      if iteration >= warmup {
        full.append(fullTime)
        relayout.append(relayoutTime)
        highlight.append(highlightTime)
      }
    }
    return Result(
      fullLayout: Stopwatch.median(full), oneRowRelayout: Stopwatch.median(relayout),
      fullMeasured: fullMeasured,
      relayoutMeasured: relayoutMeasured, relayoutPlaced: relayoutPlaced, relayoutVisited: relayoutVisited,
      highlightRelayout: Stopwatch.median(highlight), highlightVisited: highlightVisited, rows: rows)
  }

  /// A List of `rows` rows, each `HStack { Text(label); Spacer(); Text("x") }`; returns the labels.
  static func build(rows: Int, in tree: NodeTree) -> [Node] {
    let list = tree.makeNode(.list)
    var labels: [Node] = []
    labels.reserveCapacity(rows)
    for index in 0..<rows {
      let row = tree.makeNode(.stack(.horizontal))
      var text = NodeProperties()
      text.text = "row \(index)"
      let label = tree.makeNode(.text, properties: text)
      tree.insert(label, into: row, at: 0)
      tree.insert(tree.makeNode(.spacer), into: row, at: 1)
      var close = NodeProperties()
      close.text = "x"
      tree.insert(tree.makeNode(.text, properties: close), into: row, at: 2)
      tree.insert(row, into: list, at: index)
      labels.append(label)
    }
    tree.insert(list, into: tree.root, at: 0)
    return labels
  }
}
