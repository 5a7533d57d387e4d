/// How a `ForEach`'s row loop gives a row's element its new view: chosen by the initializer
/// that made the `ForEach` (statically, so that the loop specialized in the app's module calls
/// it directly). Made once per loop (per list update), used once per row, on the loop thread.
@usableFromInline @MainActor
protocol RowInputs {
  associatedtype Row: View
  init()
  /// Gives `element` the row's new view `view` (compared with its last one by ``ViewInputs``'
  /// rules; re-evaluated only if they differ, as `CompositeElement.update` does).
  func update(_ element: CompositeElement<Row>, to view: Row, environment: EnvironmentValues)
}

/// Any row type: compared through its ``ViewComparer``, found once per loop.
@usableFromInline @MainActor
struct ComparedRowInputs<Row: View>: RowInputs {
  @usableFromInline let comparer: ViewComparer<Row>

  @inlinable init() { comparer = ViewInputs.comparer(for: Row.self) }

  @inlinable func update(_ element: CompositeElement<Row>, to view: Row, environment: EnvironmentValues) {
    element.update(typed: view, environment: environment, comparer: comparer)
  }
}

/// An `Equatable` row type: compared with its `==` in the loop (``ViewInputs``' rule for it).
@usableFromInline @MainActor
struct EquatableRowInputs<Row: View & Equatable>: RowInputs {
  @inlinable init() {}

  @inlinable func update(_ element: CompositeElement<Row>, to view: Row, environment: EnvironmentValues) {
    element.update(equatable: view, environment: environment)
  }
}
