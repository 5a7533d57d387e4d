import GraftCore

/// A passthrough element that takes exactly one view type, `V` (a modifier's view), and its
/// updates as a `V` read where it lies: a parent holding the view as its own type (a tuple's
/// child, a body's value) updates it through ``Element/update(ifAcceptedAt:environment:)``
/// without boxing it in `any View` — a heap box for any view over three words, which a
/// modifier around a stack always is — and without a cast back (issue 15 round 24).
///
/// Contract: every entry (typed, or ``update(to:environment:)`` with a view
/// ``canUpdate(to:)`` accepted) ends in ``update(at:environment:)``, which a subclass
/// overrides; it runs on the main actor during a pass, with a pointer valid only for the call.
/// `V` comes from the class's own metadata, so naming it costs no run-time lookup (naming
/// `EnvironmentWritingView<Content>` in a method did, ~330 instructions each time).
@MainActor
class TypedPassthroughElement<V: View>: PassthroughElement {
  override final func canUpdate(to view: any View) -> Bool { type(of: view) == V.self }

  override final func update(to view: any View, environment: EnvironmentValues) {
    let view = expectView(view, as: V.self)
    withUnsafePointer(to: view) { update(at: $0, environment: environment) }
  }

  override final func update<T: View>(ifAccepted view: T, environment: EnvironmentValues) -> Bool {
    withExactlyAddress(view, as: V.self) { update(at: $0, environment: environment) }
  }

  override final func update<T: View>(ifAcceptedAt view: UnsafePointer<T>, environment: EnvironmentValues)
    -> Bool
  {
    guard let view = exactlyAddress(view, as: V.self) else { return false }
    update(at: view, environment: environment)
    return true
  }

  /// Takes the new view, read where it lies (see the type's contract). Subclasses override.
  func update(at view: UnsafePointer<V>, environment: EnvironmentValues) {
    preconditionFailure("\(Self.self) does not override update(at:environment:)")
  }
}
