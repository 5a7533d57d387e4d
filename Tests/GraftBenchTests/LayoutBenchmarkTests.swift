import GraftBench
import Testing

@MainActor
@Suite struct LayoutBenchmarkTests {
  /// Re-laying out after one row's text changed computes the same few sizes (the text, its
  /// row, the list, the root) whether the list has 1,000 rows or 10,000: bounded by depth.
  @Test func oneRowRelayoutIsBoundedByDepthNotRows() {
    let small = LayoutBenchmark.run(rows: 1_000, warmup: 0, iterations: 1)
    let large = LayoutBenchmark.run(rows: 10_000, warmup: 0, iterations: 1)
    #expect(large.fullMeasured > 10 * 10_000 / 2)
    #expect(small.relayoutMeasured == large.relayoutMeasured)
    #expect(large.relayoutMeasured < 20)
    #expect(small.relayoutPlaced == large.relayoutPlaced)
  }
}

@MainActor
@Suite struct LayoutReachTests {
  /// The one-row re-layout visits the row's path only (no walk of the other rows), and a
  /// highlight visits nothing, at 1,000 rows as at 10,000.
  @Test func oneRowRelayoutVisitsItsPathAndAHighlightNothing() {
    let small = LayoutBenchmark.run(rows: 1_000, warmup: 0, iterations: 1)
    let large = LayoutBenchmark.run(rows: 10_000, warmup: 0, iterations: 1)
    #expect(small.relayoutVisited == large.relayoutVisited)
    #expect(large.relayoutVisited < 10)
    #expect(large.highlightVisited == 0)
  }
}
