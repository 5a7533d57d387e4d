import GraftBench
import Testing

/// The other implementations of the app must end in the baseline's tree with the baseline's
/// changes, or their ratios mean nothing either.
@MainActor
struct OtherAppsEquivalenceTests {
  /// Per-row observation reaches the same batches change for change.
  @Test(arguments: ListOp.allCases)
  func perRowObservationMatchesTheBaseline(_ op: ListOp) {
    let outcome = Verification.run(app: .fineGrained, ops: [op])[0]
    #expect(outcome.treesMatch, "final trees differ for \(op.name)")
    #expect(outcome.batchesMatch, "\(outcome.firstDifference ?? "")")
  }

  /// Rows whose nodes read their models (a selection refreshes the stack's node, a label the
  /// label's, no row body runs again) reach the same batches change for change.
  @Test(arguments: ListOp.allCases)
  func nodeLevelReadsMatchTheBaseline(_ op: ListOp) {
    let outcome = Verification.run(app: .nodeObserved, ops: [op])[0]
    #expect(outcome.treesMatch, "final trees differ for \(op.name)")
    #expect(outcome.batchesMatch, "\(outcome.firstDifference ?? "")")
  }

  /// The Compose-style app reaches the same tree with as many changes as the baseline; for
  /// replace all and swap the order of those changes differs (inserts before the removal;
  /// the two moves chosen differently), so only the count is compared there.
  @Test(arguments: ListOp.allCases)
  func composeMatchesTheBaseline(_ op: ListOp) {
    let outcome = Verification.run(app: .compose, ops: [op])[0]
    #expect(outcome.treesMatch, "final trees differ for \(op.name)")
    #expect(outcome.graftChanges == outcome.imperativeChanges)
    if op != .replaceAll && op != .swapRows {
      #expect(outcome.batchesMatch, "\(outcome.firstDifference ?? "")")
    }
  }

  /// Written with a `MutableStateList` shown by `c.items`, the Compose-style app's batches
  /// are the baseline's change for change, replace all and swap included.
  @Test(arguments: ListOp.allCases)
  func composeBatchesAreTheBaselines(_ op: ListOp) {
    let outcome = Verification.run(app: .compose, ops: [op])[0]
    #expect(outcome.batchesMatch, "\(outcome.firstDifference ?? "")")
  }
}
