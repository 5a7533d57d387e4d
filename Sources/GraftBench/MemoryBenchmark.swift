import Graft

/// Resident memory per row at 10k rows.
public struct MemoryResult: Sendable {
  public var graftBytesPerRow = 0.0
  public var imperativeBytesPerRow = 0.0
  /// The observable-collection app (measured after the diffing app, which stays mounted so
  /// its memory is not reused).
  public var observedBytesPerRow = 0.0
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
    let imperativeBefore = MemoryUsage.current().resident
    let imperative = ImperativeList()
    imperative.show(model)
    result.imperativeBytesPerRow = Double(MemoryUsage.current().resident - imperativeBefore) / Double(rows)
    let graftBefore = MemoryUsage.current().resident
    let graft = GraftListDriver()
    graft.show(model)
    result.graftBytesPerRow = Double(MemoryUsage.current().resident - graftBefore) / Double(rows)
    result.graftElements = graft.elementFootprint()
    result.graftNodeBytes = NodeFootprint.objectBytes(ofTree: graft.graph.tree.root)
    let observedBefore = MemoryUsage.current().resident
    let observed = ObservedListDriver<RowModel>()
    observed.show(model)
    result.observedBytesPerRow = Double(MemoryUsage.current().resident - observedBefore) / Double(rows)
    withExtendedLifetime(imperative) {}
    observed.stop()
    graft.stop()
    result.peakResident = MemoryUsage.current().peak
    return result
  }
}
