import Graft

/// One row of the list-operations table.
public struct ListOpResult: Sendable {
  public let op: ListOp
  /// Median nanoseconds, Graft and hand-written.
  public let graft: Double
  public let imperative: Double
  /// Changes in the timed batch (the same for both when verification passes).
  public let changes: Int
  public var ratio: Double { graft / imperative }
}

/// Runs every ``ListOp`` through one ``BenchApp`` and through ``ImperativeList`` in the same
/// process, interleaved, and reports per-op medians.
@MainActor
public enum ListBenchmark {
  /// `warmup` untimed runs, then `iterations` timed runs of each op on each side.
  /// With `warmingCode`, each side's op is preceded (after its `show`, untimed) by the same op
  /// on a second list of that side, repeated on its own result (``OpRepeater``): the op's code
  /// is then in the caches, its rows' data is not. Only the repeatable ops (select, swap, update
  /// every 10th, remove) are warmed; the others run as in the table. A measurement switch
  /// (`graft-bench --warm-code`): it shows how much of a timed op is its code fetched cold.
  public static func run(
    app: BenchApp = .observed, ops: [ListOp] = ListOp.allCases, warmup: Int, iterations: Int,
    warmingCode: Bool = false
  ) -> [ListOpResult] {
    ops.map { op in
      let graft = app.makeDriver()
      let imperative = ImperativeList()
      var model = ListModel()
      var graftSamples: [UInt64] = []
      var imperativeSamples: [UInt64] = []
      var changes = 0
      let warmers =
        warmingCode && op.repeatsOnItsResult
        ? (graft: OpRepeater(op, on: app.makeDriver()), imperative: OpRepeater(op, on: ImperativeList()))
        : nil
      defer { warmers?.graft.driver.stop() }
      for iteration in 0..<(warmup + iterations) {
        let times = timedIteration(op, model: &model, graft: graft, imperative: imperative, warmers: warmers)
        changes = times.changes
        if iteration >= warmup {
          graftSamples.append(times.graft)
          imperativeSamples.append(times.imperative)
        }
      }
      graft.stop()
      return ListOpResult(
        op: op, graft: Stopwatch.median(graftSamples), imperative: Stopwatch.median(imperativeSamples),
        changes: changes)
    }
  }

  /// One iteration of the table on `op`: `op`'s starting model (`op.prepare`) shown on both
  /// sides, then `op` applied on each side, each application timed; `model` becomes the
  /// result. Returns both times (nanoseconds) and the changes in Graft's batch.
  /// With `warmers`, each side's warmer runs one step after that side's `show`.
  static func timedIteration(
    _ op: ListOp, model: inout ListModel, graft: any ListDriver, imperative: ImperativeList,
    warmers: (graft: OpRepeater, imperative: OpRepeater)? = nil
  ) -> (graft: UInt64, imperative: UInt64, changes: Int) {
    op.prepare(&model)
    var next = model
    op.apply(to: &next)
    let old = model
    graft.show(model)
    warmers?.graft.step()
    let before = graft.recorder.changeCount
    let graftTime = Stopwatch.measure { graft.apply(op, from: old, to: next) }
    let changes = graft.recorder.changeCount - before
    imperative.show(model)
    warmers?.imperative.step()
    let imperativeTime = Stopwatch.measure { imperative.apply(op, from: old, to: next) }
    model = next
    return (graftTime, imperativeTime, changes)
  }

  /// Runs the table's own iterations of `op` (``timedIteration(_:model:graft:imperative:)``),
  /// `count` times, on `app` and by hand: for cache simulation (`valgrind --tool=callgrind
  /// --cache-sim=yes`, toggled on either side's `apply`), where ``profile(_:count:app:)``'s
  /// repeated op meets warm caches and a settled allocator, not the fresh list the table's op
  /// meets.
  public static func profileAsTimed(_ op: ListOp, count: Int, app: BenchApp = .observed) {
    let graft = app.makeDriver()
    let imperative = ImperativeList()
    var model = ListModel()
    for _ in 0..<count { _ = timedIteration(op, model: &model, graft: graft, imperative: imperative) }
    graft.stop()
  }

  /// Runs only the app's side of `op`, `count` times (for profilers). Ops that can repeat on
  /// their own result (select, swap, update, remove) are prepared once, so the profile shows
  /// the op rather than its setup; select alternates between the first two rows.
  public static func profile(_ op: ListOp, count: Int, app: BenchApp = .observed) {
    let driver = app.makeDriver()
    repeatOp(op, count: count, on: driver) { $0() }
    driver.stop()
  }

  /// Runs only the hand-written baseline's side of `op` (``ImperativeList``), `count` times, as
  /// ``profile(_:count:app:)`` runs an app's: the instructions Graft's are compared with.
  public static func profileByHand(_ op: ListOp, count: Int) {
    let imperative = ImperativeList()
    repeatOp(op, count: count, on: imperative) { $0() }
    imperative.stop()
  }

  /// Shows `op`'s starting model on `driver`, then applies `op` `count` times, each
  /// application run inside `around` (which must call the closure it is given exactly once).
  /// Repeatable ops (select, swap, update every 10th, remove) are prepared once and repeated on
  /// their own result; the others are prepared again, outside `around`, before each run.
  static func repeatOp(
    _ op: ListOp, count: Int, on driver: any ListDriver, around: (() -> Void) -> Void
  ) {
    let repeater = OpRepeater(op, on: driver)
    for _ in 0..<count { repeater.step(around: around) }
  }
}

/// A list kept at an op's starting model that applies the op once per ``step(around:)``:
/// repeatable ops (``ListOp/repeatsOnItsResult``) on their own result (select alternates
/// between the first two rows), the others prepared and shown again, outside `around`, first.
@MainActor
final class OpRepeater {
  let op: ListOp
  let driver: any ListDriver
  private var model = ListModel()
  private var iteration = 0

  /// Shows `op`'s starting model on `driver`.
  init(_ op: ListOp, on driver: any ListDriver) {
    self.op = op
    self.driver = driver
    op.prepare(&model)
    driver.show(model)
  }

  /// Applies `op` once, inside `around` (which must call the closure it is given exactly once).
  func step(around: (() -> Void) -> Void = { $0() }) {
    var next = model
    switch op {
    case .select:
      next.selectedID = model.rows[(iteration + 1) % 2].id
    case .swapRows, .updateEvery10th, .removeRow:
      op.apply(to: &next)
    default:
      op.prepare(&model)
      driver.show(model)
      next = model
      op.apply(to: &next)
    }
    let old = model
    around { driver.apply(op, from: old, to: next) }
    model = next
    iteration += 1
  }
}
