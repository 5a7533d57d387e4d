/// The element class made for each view type, looked up once per view type — and the box
/// class a ``LeanNodeElement`` keeps its view in, likewise.
///
/// Why: an element made in generic code (`CompositeElement<V>(view:context:)` inside
/// ``View/_makeElement(_:in:)``, which is compiled once for every `V`) asks the runtime for the
/// class's metadata each time — a lookup in its locked, hashed cache of generic
/// instantiations, ~330 instructions (~650 for a ``TupleElement``, whose parameters are a
/// pack), four or five per list row created. Here the class is looked up once per view type
/// and kept in a ``TypeTable`` (~30 instructions a hit); the element is then made through the
/// class value (`type.init(view:context:)`), which needs no metadata of its own. A tuple
/// view's element class is named by the view type itself (see ``_TupleViewFamily``); a node
/// view's rides in its traits' table entry (`NodeViewTraits.Choice`), looked up anyway.
///
/// Contract: `make` names the one class the caller makes for `viewType` — every caller for a
/// given view type must name the same class (each family has its own table, and a view type
/// makes its elements through one `_makeElement`, which names one class), since the class
/// returned for a hit is the one the first call stored. Loop thread only (the tables are
/// main-actor state, accessed instantaneously).
@MainActor
enum ElementClasses {
  /// The composite element class (`CompositeElement<V>`) by view type `V`.
  @exclusivity(unchecked) private static var composites = TypeTable<AnyClass>()
  /// The tuple element class (`TupleElement<Whole, …>`) by `Whole`.
  @exclusivity(unchecked) private static var tuples = TypeTable<AnyClass>()
  /// The box a ``LeanNodeElement`` keeps its view in (`LeanNodeElement<V>.Kept`) by view type
  /// `V`: made once the node's properties read something tracked, ~460 instructions a lookup.
  @exclusivity(unchecked) private static var keptViews = TypeTable<AnyClass>()

  /// Which table a class is kept in.
  enum Family {
    case composite, tuple, keptView
  }

  /// The class `make` names for `viewType`, from the family's table (made and stored on the
  /// first call for the view type). The caller turns it back into its own class type with
  /// `unsafeBitCast` (no metadata lookup either).
  @inline(__always)
  static func elementClass(of family: Family, for viewType: Any.Type, _ make: () -> AnyClass) -> AnyClass {
    switch family {
    case .composite: composites.value(for: viewType, orStoring: make)
    case .tuple: tuples.value(for: viewType, orStoring: make)
    case .keptView: keptViews.value(for: viewType, orStoring: make)
    }
  }
}
