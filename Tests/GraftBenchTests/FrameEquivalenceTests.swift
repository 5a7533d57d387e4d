import GraftBench
import Testing

/// Layout is part of every list op (issue 15 item 6): each app's pass computes frames and
/// delivers them in its batch, and the hand-written baseline sets exactly those frames itself.
@MainActor
struct FrameEquivalenceTests {
  @Test(arguments: BenchApp.allCases, ListOp.allCases)
  func everyAppDeliversTheBaselinesFrames(_ app: BenchApp, _ op: ListOp) {
    let outcome = Verification.run(app: app, ops: [op])[0]
    #expect(outcome.framesMatch, "\(app.name), \(op.name): \(outcome.firstDifference ?? "")")
    #expect(outcome.treesMatch, "\(app.name), \(op.name): final trees (with frames) differ")
  }

  /// The frames are really there: creating rows delivers each new node's frame (a row and
  /// its four parts), and a select (a highlight) delivers none.
  @Test func createDeliversEveryNewFrameAndSelectNone() {
    let create = Verification.run(app: .observed, ops: [.create1k])[0]
    #expect(create.graftFrames == 1_000 * 5)
    let select = Verification.run(app: .observed, ops: [.select])[0]
    #expect(select.graftFrames == 0)
    #expect(select.graftChanges == 2)
  }
}
