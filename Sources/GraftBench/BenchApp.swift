/// The implementations of the benchmark app measured against the hand-written baseline.
public enum BenchApp: String, CaseIterable, Sendable {
  /// Graft views over an `ObservableArray` of per-row `ObservableObject` models with
  /// `@Published` properties: changes recorded and applied without diffing, row contents
  /// tracked per property by Graft (the headline app: the idiomatic fastest way, recommended
  /// in docs/performance.md).
  case observed
  /// ``observed`` with `@Observable` row models: row contents tracked through the Observation
  /// module (one registration per row evaluation).
  case observedObservable
  /// Graft views, the list re-rendered from a new rows array and diffed by id (SwiftUI's idiom).
  case graft
  /// Graft views, a new array of row models per structural op, each row observing its own
  /// `@Observable` row model.
  case fineGrained
  /// The Compose-style runtime: keyed, skippable row groups.
  case compose
  /// ``observed`` with rows whose nodes read their model (``NodeObservedRow``): a selection or
  /// a label change refreshes one node, no row body runs again.
  case nodeObserved

  /// The name printed in the tables.
  public var name: String {
    switch self {
    case .observed: "Graft, observable collection"
    case .observedObservable: "Graft, observable collection, @Observable rows"
    case .graft: "Graft, diffing"
    case .fineGrained: "Graft, per-row observation"
    case .compose: "GraftCompose"
    case .nodeObserved: "Graft, observable collection, node-level reads"
    }
  }

  /// A fresh, mounted, empty app.
  @MainActor
  public func makeDriver() -> any ListDriver {
    switch self {
    case .observed: ObservedListDriver<RowModel, FineGrainedRow<RowModel>>()
    case .observedObservable: ObservedListDriver<ObservableRowModel, FineGrainedRow<ObservableRowModel>>()
    case .graft: GraftListDriver()
    case .fineGrained: FineGrainedListDriver<ObservableRowModel>()
    case .compose: ComposeListDriver()
    case .nodeObserved: ObservedListDriver<RowModel, NodeObservedRow>()
    }
  }
}
