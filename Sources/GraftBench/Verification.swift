import Graft

/// Checks that the hand-written baseline does what Graft does: for each op, the same final
/// tree (as text, with every node's frame) and the same change batch (ids aside): the same
/// changes in the same order, and the same frames (ids aside, as a set: the frames of one
/// batch are one node's each, in no promised order).
@MainActor
public enum Verification {
  /// One op's outcome.
  public struct Outcome: Sendable {
    public let op: ListOp
    public let treesMatch: Bool
    public let batchesMatch: Bool
    /// Whether the frames delivered in the batch were the same.
    public let framesMatch: Bool
    /// Frames delivered in the batch, by Graft and by hand.
    public let graftFrames: Int
    public let imperativeFrames: Int
    public let graftChanges: Int
    public let imperativeChanges: Int
    /// The first differing change, when the batches differ.
    public let firstDifference: String?
    public var passed: Bool { treesMatch && batchesMatch && framesMatch }
  }

  /// Runs each op once through `app` and by hand, and compares.
  public static func run(app: BenchApp = .observed, ops: [ListOp] = ListOp.allCases) -> [Outcome] {
    ops.map { op in
      let graft = app.makeDriver()
      let imperative = ImperativeList()
      var model = ListModel()
      op.prepare(&model)
      graft.show(model)
      imperative.show(model)
      var next = model
      op.apply(to: &next)
      graft.recorder.reset()
      imperative.recorder.reset()
      graft.recorder.isRecording = true
      imperative.recorder.isRecording = true
      graft.apply(op, from: model, to: next)
      imperative.apply(op, from: model, to: next)
      let a = graft.recorder.recorded
      let b = imperative.recorder.recorded
      var difference: String?
      if a != b {
        let index = a.indices.first { $0 >= b.count || a[$0] != b[$0] } ?? b.count
        difference =
          "change \(index): graft \(index < a.count ? a[index] : "none") / "
          + "imperative \(index < b.count ? b[index] : "none")"
      }
      let graftFrames = graft.recorder.recordedFrames.sorted()
      let imperativeFrames = imperative.recorder.recordedFrames.sorted()
      if difference == nil, graftFrames != imperativeFrames {
        let index =
          graftFrames.indices.first {
            $0 >= imperativeFrames.count || graftFrames[$0] != imperativeFrames[$0]
          }
          ?? imperativeFrames.count
        difference =
          "frame \(index) (sorted): graft \(index < graftFrames.count ? graftFrames[index] : "none") / "
          + "imperative \(index < imperativeFrames.count ? imperativeFrames[index] : "none")"
      }
      let outcome = Outcome(
        op: op,
        treesMatch: graft.render() == imperative.render()
          && graft.recorder.renderWithFrames() == imperative.recorder.renderWithFrames(),
        batchesMatch: a == b, framesMatch: graftFrames == imperativeFrames,
        graftFrames: graftFrames.count, imperativeFrames: imperativeFrames.count,
        graftChanges: a.count, imperativeChanges: b.count, firstDifference: difference)
      graft.stop()
      return outcome
    }
  }
}
