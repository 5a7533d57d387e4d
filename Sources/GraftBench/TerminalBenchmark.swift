import Foundation
import Graft
import GraftTerminal

/// The terminal renderer's cost: the bytes one counter increment writes (only the changed
/// cell, a cursor move and the frame's synchronized-update wrapper should go out), and the
/// time of a frame of a 1,000-row list after one row changed — paint plus diff — against
/// re-diffing the cell buffer alone.
@MainActor
public enum TerminalBenchmark {
  public struct Result: Sendable {
    /// Bytes written for the frame after `0 clicks` became `1 clicks`.
    public var counterIncrementBytes: Int
    /// Median nanoseconds of a frame (paint the tree, diff, encode) of the 1,000-row list.
    public var listFrame: Double
    /// Median nanoseconds of diffing the same two buffers alone.
    public var listDiffOnly: Double
    public var rows: Int
  }

  public static func run(rows: Int = 1_000, warmup: Int = 3, iterations: Int = 25) -> Result {
    Result(
      counterIncrementBytes: counterIncrementBytes(), listFrame: 0, listDiffOnly: 0, rows: rows
    ).with(listTimes(rows: rows, warmup: warmup, iterations: iterations))
  }

  /// A button and `0 clicks` on an 80×24 screen; the label becomes `1 clicks`.
  static func counterIncrementBytes() -> Int {
    let tree = NodeTree()
    _ = LayoutEngine(tree: tree)
    let stack = tree.makeNode(.stack(.vertical))
    var button = NodeProperties()
    button.text = "Click me"
    tree.insert(tree.makeNode(.button, properties: button), into: stack, at: 0)
    var label = NodeProperties()
    label.text = "0 clicks"
    let text = tree.makeNode(.text, properties: label)
    tree.insert(text, into: stack, at: 1)
    tree.insert(stack, into: tree.root, at: 0)
    tree.layoutViewport = CGSize(width: 80, height: 24)
    tree.layOutIfNeeded()
    let renderer = TerminalRenderer(tree: tree, width: 80, height: 24)
    renderer.render()
    tree.update(text) { $0.text = "1 clicks" }
    tree.layOutIfNeeded()
    return renderer.render()
  }

  static func listTimes(rows: Int, warmup: Int, iterations: Int) -> (Double, Double) {
    let tree = NodeTree()
    _ = LayoutEngine(tree: tree)
    let labels = LayoutBenchmark.build(rows: rows, in: tree)
    tree.layoutViewport = CGSize(width: 120, height: 40)
    tree.layOutIfNeeded()
    let renderer = TerminalRenderer(tree: tree, width: 120, height: 40)
    renderer.render()
    var frames: [UInt64] = []
    var diffs: [UInt64] = []
    for iteration in 0..<(warmup + iterations) {
      let before = renderer.screen
      tree.update(labels[5]) { $0.text = "row 5 (\(iteration))" }
      tree.layOutIfNeeded()
      let frame = Stopwatch.measure { renderer.render() }
      guard let after = renderer.screen else { preconditionFailure("the renderer drew no screen") }
      var sink = 0
      let diff = Stopwatch.measure {
        sink = CellDiff.bytes(from: before, to: after, colors: .indexed256).count
      }
      precondition(sink > 0, "the row's change was not drawn")
      if iteration >= warmup {
        frames.append(frame)
        diffs.append(diff)
      }
    }
    return (Stopwatch.median(frames), Stopwatch.median(diffs))
  }
}

extension TerminalBenchmark.Result {
  fileprivate func with(_ times: (Double, Double)) -> Self {
    var copy = self
    (copy.listFrame, copy.listDiffOnly) = times
    return copy
  }
}
