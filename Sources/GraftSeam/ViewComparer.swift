/// Compares values of one view type by ``ViewInputs``' rules, found once per type: a caller
/// comparing many values of one type — a list comparing each of its rows' new view with the
/// last — asks ``ViewInputs/comparer(for:)`` once per update instead of looking up the type's
/// rule (and boxing pointers for it) per value.
///
/// Contract: ``areEqual(stored:_:)`` answers exactly as ``ViewInputs/areEqual(_:_:)`` does, on
/// the loop thread, writing neither value. Comparers are made by ``ViewInputs`` only (one per
/// type, kept for the process's lifetime).
@MainActor
public class ViewComparer<Value> {
  init() {}

  /// Whether `old` (a value in storage, compared where it is) and `new` carry the same inputs.
  /// `inout` only so that neither value is copied for the comparison: `old` is not written.
  public func areEqual(stored old: inout Value, _ new: Value) -> Bool {
    ViewInputs.areEqual(old, new)
  }

  /// ``areEqual(stored:_:)`` for two values the caller holds (both borrowed, neither copied):
  /// what ``ViewInputs/areEqual(_:_:)`` calls for an `Equatable` type.
  public func areEqual(_ old: Value, _ new: Value) -> Bool {
    ViewInputs.areEqual(old, new)
  }
}

/// The comparer of an `Equatable` view type: `==`, called on the two values where they are
/// (this class is generic over the conformance, so the call needs no pointer closures, no
/// existential and no copies). The only path by which ``ViewInputs`` compares `Equatable` views.
final class EquatableComparer<Value: Equatable>: ViewComparer<Value> {
  override func areEqual(stored old: inout Value, _ new: Value) -> Bool { old == new }
  override func areEqual(_ old: Value, _ new: Value) -> Bool { old == new }
}
