import GraftBench
import Testing

/// The hand-written baseline must produce what Graft produces, or the ratios mean nothing.
@MainActor
struct BaselineEquivalenceTests {
  @Test(arguments: ListOp.allCases)
  func baselineMatchesGraft(_ op: ListOp) {
    let outcome = Verification.run(ops: [op])[0]
    #expect(outcome.treesMatch, "final trees differ for \(op.name)")
    #expect(outcome.batchesMatch, "\(outcome.firstDifference ?? "")")
    #expect(outcome.graftChanges == outcome.imperativeChanges)
  }
}
