import Graft

/// Resident memory per row at 10k rows.
public struct MemoryResult: Sendable {
  public var graftBytesPerRow = 0.0
  public var imperativeBytesPerRow = 0.0
  /// The observable-collection app (measured after the diffing app, which stays mounted so
  /// its memory is not reused).
  public var observedBytesPerRow = 0.0
  /// The same three, anonymous memory only (``MemoryUsage/anonymous``): without file-backed
  /// pages (the program's code and constant data). After the warm-up (``MemoryBenchmark``)
  /// the two figures differ by little.
  public var graftAnonymousBytesPerRow = 0.0
  public var imperativeAnonymousBytesPerRow = 0.0
  public var observedAnonymousBytesPerRow = 0.0
  /// The diffing app and the hand-written list laid out, as the list ops run them (see
  /// ``ListLayout``): the layout engine's per-node records on Graft's side, the frames on
  /// both. Measured last, with the others still mounted. Not the `bytes/row` summary, which is
  /// the runtime's alone.
  public var laidOutGraftBytesPerRow = 0.0
  public var laidOutImperativeBytesPerRow = 0.0
  public var peakResident = 0
  /// The diffing app's elements by type, at 10k rows (``ElementFootprint/of(_:)``).
  public var graftElements: [ElementFootprint] = []
  /// The diffing app's nodes' objects, summed (``NodeFootprint/objectBytes(ofTree:)``).
  public var graftNodeBytes = 0
}

/// Mounts 10k rows with Graft and by hand and reads how much resident memory each added.
/// Run it first, before other measurements grow the heap, so the growth is real.
///
/// Each list is measured after a warm-up: a small list of each of the three kinds is mounted
/// first and stays mounted to the end, so the one-time costs of a first mount — the pages of the
/// program's code and constant data a mount runs first (about 3 MB, 300 bytes a row of 10k,
/// whatever the row count), type metadata, interned tables — are not counted as per-row
/// memory, and the warm-up lists leave no freed memory the measured ones could reuse (the
/// same reason the measured lists stay mounted until all three are measured).
@MainActor
public enum MemoryBenchmark {
  /// The rows of each warm-up list: enough to run every path a mount of 10k rows runs.
  static let warmUpRows = 20

  public static func run(rows: Int) -> MemoryResult {
    var result = MemoryResult()
    ListLayout.isEnabled = false
    defer { ListLayout.isEnabled = true }
    var warmUpModel = ListModel()
    warmUpModel.create(warmUpRows)
    let warmUps: [any ListDriver] = [
      ImperativeList(), GraftListDriver(), ObservedListDriver<RowModel, FineGrainedRow<RowModel>>(),
    ]
    for driver in warmUps { driver.show(warmUpModel) }
    var model = ListModel()
    model.create(rows)
    var before = MemoryUsage.current()
    let imperative = ImperativeList()
    imperative.show(model)
    (result.imperativeBytesPerRow, result.imperativeAnonymousBytesPerRow) = perRow(since: &before, rows: rows)
    let graft = GraftListDriver()
    graft.show(model)
    (result.graftBytesPerRow, result.graftAnonymousBytesPerRow) = perRow(since: &before, rows: rows)
    result.graftElements = graft.elementFootprint()
    result.graftNodeBytes = NodeFootprint.objectBytes(ofTree: graft.graph.tree.root)
    before = MemoryUsage.current()
    let observed = ObservedListDriver<RowModel, FineGrainedRow<RowModel>>()
    observed.show(model)
    (result.observedBytesPerRow, result.observedAnonymousBytesPerRow) = perRow(since: &before, rows: rows)
    ListLayout.isEnabled = true
    let laidOutWarmUps: [any ListDriver] = [ImperativeList(), GraftListDriver()]
    for driver in laidOutWarmUps { driver.show(warmUpModel) }
    before = MemoryUsage.current()
    let laidOutImperative = ImperativeList()
    laidOutImperative.show(model)
    (result.laidOutImperativeBytesPerRow, _) = perRow(since: &before, rows: rows)
    let laidOutGraft = GraftListDriver()
    laidOutGraft.show(model)
    (result.laidOutGraftBytesPerRow, _) = perRow(since: &before, rows: rows)
    withExtendedLifetime((imperative, laidOutImperative)) {}
    laidOutGraft.stop()
    observed.stop()
    graft.stop()
    for driver in warmUps + laidOutWarmUps { driver.stop() }
    result.peakResident = MemoryUsage.current().peak
    return result
  }

  /// Resident and anonymous growth per row since `before`, which becomes the current usage.
  private static func perRow(since before: inout MemoryUsage, rows: Int) -> (Double, Double) {
    let now = MemoryUsage.current()
    defer { before = now }
    let resident = Double(now.resident - before.resident) / Double(rows)
    return (resident, Double(now.anonymous - before.anonymous) / Double(rows))
  }
}
