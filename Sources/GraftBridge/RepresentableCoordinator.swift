/// A representable's coordinator, type-erased into one optional object reference: `nil` for a
/// `Void` coordinator (most representables), the coordinator itself when it is a class
/// instance, else a ``RepresentableCoordinatorBox`` holding it (made once per mount, as an `Any`
/// holding a value larger than its inline buffer was).
///
/// Why not `Any`: a representable's context (``ViewControllerRepresentableContext``) carries the
/// coordinator, and an `Any` field made the context address-only, so the hooks' shared
/// (unspecialized) code destroyed every context it built through the value witnesses of
/// `ViewControllerRepresentableContext<R>`, looking that generic type's metadata up first —
/// ~330 instructions, twice per hosted mount (make and the first update). With an object
/// reference the context is destroyed by releasing its fields, no metadata needed.
///
/// Made by the `makeCoordinator` hook, stored by the representable's element for its life and
/// passed to every hook; loop thread only (as the element).
@MainActor
struct RepresentableCoordinator {
  /// See the type's comment for what it holds.
  private let object: AnyObject?

  /// Erases `coordinator`. Called once per mount.
  init<Coordinator>(_ coordinator: Coordinator) {
    if Coordinator.self == Void.self {
      object = nil
    } else if Coordinator.self is AnyClass {
      // A class instance: `as AnyObject` is the instance itself (no box).
      object = coordinator as AnyObject
    } else {
      object = RepresentableCoordinatorBox(coordinator)
    }
  }

  /// The coordinator as a `T`: the type the same representable's `makeCoordinator()` returned
  /// (anything else is a bug here, which stops naming both types; see ``recovered(_:as:)``).
  func value<T>(as type: T.Type) -> T {
    // Most representables have no coordinator (`Void`): nothing to recover.
    if T.self == Void.self { return unsafeBitCast((), to: T.self) }
    guard let object else {
      preconditionFailure("representable hooks: expected a \(T.self) coordinator, got none")
    }
    if let box = object as? RepresentableCoordinatorBox { return recovered(box.value, as: T.self) }
    // The instance itself (not wrapped in an `Optional`, which would miss the exact-type check).
    return recovered(object, as: T.self)
  }
}

/// A coordinator that is neither `Void` nor a class instance (see ``RepresentableCoordinator``).
/// Immutable; made once per mount.
final class RepresentableCoordinatorBox {
  let value: Any

  init(_ value: Any) {
    self.value = value
  }
}
