import Graft

/// Heap allocations per steady-state update (issue 15: "no allocation on the steady-state
/// update path"): one row's own `@State` write and pass, and the list ops that change a few
/// rows of a mounted list, each against the hand-written baseline doing the same node change.
/// Counts are per update, after warm-up, the smallest of the measured runs (a run that grows a
/// buffer shows up once, not as the steady state).
@MainActor
public enum AllocationBenchmark {
  /// Allocations of one update on each side.
  public struct Result: Sendable {
    /// What was updated ("single-row @State", or a list op's name).
    public let name: String
    public let graft: UInt64
    public let byHand: UInt64
  }

  /// The ops that update a mounted list in place (the others rebuild or clear it).
  public static let steadyStateOps: [ListOp] = [.select, .updateEvery10th, .swapRows, .removeRow]

  /// One row's own `@State` write + pass (1,000 rows), then each of ``steadyStateOps`` through
  /// `app`; `nil` when this build does not count allocations.
  public static func run(app: BenchApp = .observed, warmup: Int = 3, iterations: Int = 10) -> [Result]? {
    guard AllocationCounter.isAvailable else { return nil }
    let tap = Result(
      name: "single-row @State",
      graft: FineGrainedBenchmark.sample(
        rowCount: 1_000, warmup: warmup, iterations: iterations, measure: AllocationCounter.count
      ).min() ?? 0,
      byHand: FineGrainedBenchmark.sampleImperative(
        rowCount: 1_000, warmup: warmup, iterations: iterations, measure: AllocationCounter.count
      ).min() ?? 0)
    let ops = steadyStateOps.map { op in
      Result(
        name: op.name,
        graft: fewest(op, on: app.makeDriver(), warmup: warmup, iterations: iterations),
        byHand: fewest(op, on: ImperativeList(), warmup: warmup, iterations: iterations))
    }
    return [tap] + ops
  }

  /// The fewest allocations one application of `op` made on `driver` after `warmup` runs.
  private static func fewest(_ op: ListOp, on driver: any ListDriver, warmup: Int, iterations: Int) -> UInt64
  {
    var counts: [UInt64] = []
    var iteration = 0
    ListBenchmark.repeatOp(op, count: warmup + iterations, on: driver) { apply in
      let allocations = AllocationCounter.count(apply)
      if iteration >= warmup { counts.append(allocations) }
      iteration += 1
    }
    driver.stop()
    return counts.min() ?? 0
  }
}
