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
}

/// The comparer of an `Equatable` view type: `==`, called on the two values where they are
/// (this class is generic over the conformance, so the call needs no pointer closures and no
/// copies, where the unspecialized path through ``EqualityProbe`` needed both).
final class EquatableComparer<Value: Equatable>: ViewComparer<Value> {
  override func areEqual(stored old: inout Value, _ new: Value) -> Bool { old == new }
}
