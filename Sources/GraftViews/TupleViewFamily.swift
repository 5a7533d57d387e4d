import GraftCore

/// The tuple views — ``TupleView`` and ``TupleView2`` to ``TupleView10`` — made into a
/// ``TupleElement`` by one `_makeElement`, written here once for all of them. Not for
/// conformance outside Graft.
///
/// Why a protocol: a generic struct's own static method receives its generic arguments, not
/// its type, so `TupleView2<V0, V1>._makeElement` rebuilt `TupleView2<V0, V1>` from `V0` and
/// `V1` — a lookup in the runtime's locked, hashed cache of generic types, ~324 instructions
/// per tuple element made (two per counter of the embed benchmark, one or more per list row).
/// A protocol extension's method receives `Self` from its caller, and the element is made
/// through a class value (``TupleElementMaker``), so nothing is looked up after a view type's
/// first element.
@MainActor
public protocol _TupleViewFamily: PrimitiveView {
  /// The ``TupleElement`` class for this view type (`TupleElement<Self, V0, …>`), named in
  /// the type itself, where its views' types are known. Read once per view type, on the loop
  /// thread, the first time one of its elements is made (then kept in ``ElementClasses``).
  static var _tupleElementClass: AnyClass { get }
}

extension _TupleViewFamily {
  /// Makes the ``TupleElement`` for `view`: its class from ``ElementClasses``' table, made
  /// through ``TupleElementMaker/make(viewAt:context:)``, which reads `view` in place.
  public static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    let elementClass: AnyClass = ElementClasses.elementClass(of: .tuple, for: Self.self) {
      _tupleElementClass
    }
    let maker = unsafeBitCast(elementClass, to: TupleElementMaker.Type.self)
    var element: Element?
    withAddress(of: view) { element = maker.make(viewAt: UnsafeRawPointer($0), context: context) }
    guard let element else { preconditionFailure("\(Self.self) made no element") }
    return element
  }
}
