/// The implementations of the benchmark app measured against the hand-written baseline.
public enum BenchApp: String, CaseIterable, Sendable {
  /// Graft views, the list re-rendered from new inputs and diffed (the headline app).
  case graft
  /// Graft views, each row observing its own `@Observable` row model.
  case fineGrained
  /// The Compose-style runtime: keyed, skippable row groups.
  case compose

  /// The name printed in the tables.
  public var name: String {
    switch self {
    case .graft: "Graft"
    case .fineGrained: "Graft, per-row observation"
    case .compose: "GraftCompose"
    }
  }

  /// A fresh, mounted, empty app.
  @MainActor
  public func makeDriver() -> any ListDriver {
    switch self {
    case .graft: GraftListDriver()
    case .fineGrained: FineGrainedListDriver()
    case .compose: ComposeListDriver()
    }
  }
}
