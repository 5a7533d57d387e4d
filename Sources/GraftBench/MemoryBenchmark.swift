import Graft

/// Resident memory per row at 10k rows.
public struct MemoryResult: Sendable {
  public var graftBytesPerRow = 0.0
  public var imperativeBytesPerRow = 0.0
  /// The observable-collection app (measured after the diffing app, which stays mounted so
  /// its memory is not reused).
  public var observedBytesPerRow = 0.0
  /// The same three, anonymous memory only (``MemoryUsage/anonymous``): without the pages of
  /// the program's code and constant data that a mount touches first (the diffing app, mounted
  /// after the by-hand list, first runs most of Graft's code: about 3 MB, 300 bytes a row of
  /// 10k, paid once whatever the row count; issue 15, round 12).
  public var graftAnonymousBytesPerRow = 0.0
  public var imperativeAnonymousBytesPerRow = 0.0
  public var observedAnonymousBytesPerRow = 0.0
  public var peakResident = 0
  /// The diffing app's elements by type, at 10k rows (``ElementFootprint/of(_:)``).
  public var graftElements: [ElementFootprint] = []
  /// The diffing app's nodes' objects, summed (``NodeFootprint/objectBytes(ofTree:)``).
  public var graftNodeBytes = 0
}

/// Mounts 10k rows with Graft and by hand and reads how much resident memory each added.
/// Run it first, before other measurements grow the heap, so the growth is real.
@MainActor
public enum MemoryBenchmark {
  public static func run(rows: Int) -> MemoryResult {
    var result = MemoryResult()
    ListLayout.isEnabled = false
    defer { ListLayout.isEnabled = true }
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
    let observed = ObservedListDriver<RowModel>()
    observed.show(model)
    (result.observedBytesPerRow, result.observedAnonymousBytesPerRow) = perRow(since: &before, rows: rows)
    withExtendedLifetime(imperative) {}
    observed.stop()
    graft.stop()
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
