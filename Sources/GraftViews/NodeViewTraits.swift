/// What a node element needs to know about its view type beyond the view: whether it is
/// `Equatable` (an equal value in the same environment skips the node's refresh), whether it is
/// an ``ActionCarryingNodeView`` (a value that changed only in its closures refreshes only the
/// node's handlers) and, for a view type that holds a binding or an `@Observable` object (see
/// ``ObservedNodeReads``), the element's own tracker of the `@Observable` reads of its
/// properties' last computation.
///
/// Decided once per view type, when an element is created (one table lookup, which the
/// observation check needed anyway). The elements of an action-carrying view type without a
/// binding or object (each `Button` type) share one instance, an observing view type's each have
/// their own, and those of all other view types (texts, stacks) none: their element's class
/// says what they are (``Choice``, ``NodeElementBase/observed(_:)``). So an element spends at most
/// one reference on these facts (an inline flag beside an optional tracker box took 9 bytes,
/// which put a text's and a button's element into the next allocation size class, issue 15),
/// and a text's element none (8 bytes: the next size class again). Loop thread only.
@MainActor
final class NodeViewTraits {
  /// Whether the view type is `Equatable`.
  let isEquatable: Bool
  /// If the view type `V` is an ``ActionCarryingNodeView`` (a value that changed only in its
  /// closures refreshes only its node's handlers), its comparer — a
  /// `NodePropertiesComparer<V>` (traits are made per view type, by ``of(_:)``); `nil`
  /// otherwise.
  let actionCarrying: AnyObject?
  /// The element's tracker; `nil` for a view type without a binding or `@Observable` object
  /// (then the instance is shared and never written). Unchecked exclusivity: loop thread only;
  /// an evaluation through it computes a node's properties, which never reach their own
  /// element's tracker.
  @exclusivity(unchecked) var tracker: ObservationTracker?

  private init(
    isEquatable: Bool, actionCarrying: AnyObject?, tracker: ObservationTracker?
  ) {
    self.isEquatable = isEquatable
    self.actionCarrying = actionCarrying
    self.tracker = tracker
  }

  /// What the view type is, by type: which of the two kinds whose elements store no traits,
  /// the instance its elements share, or (a view type that holds a binding or an `@Observable`
  /// object) what each element's own instance is made of. Unchecked exclusivity: loop thread
  /// only, and no access stays open across a call (the dynamic check ran for every node element
  /// made).
  @exclusivity(unchecked) private static var known = TypeTable<Kind>()
  private enum Kind {
    case equatable
    case plain(AnyClass)
    case shared(NodeViewTraits, AnyClass)
    case observing(isEquatable: Bool, actionCarrying: AnyObject?, elementClass: AnyClass)
  }

  /// What a new element for a view type `V` stores of its traits, and the element's class when
  /// it is generic over `V` beyond `NodeElement` (named here, once per view type: a class named
  /// in generic code is looked up in the runtime's cache on every call; see `ElementClasses`).
  /// Both in one table entry: the class was a second lookup, in a table of its own, per node
  /// view made.
  enum Choice {
    /// Nothing: the view type is `Equatable`, not action-carrying and holds no binding or object
    /// (`Text`, `Image`; a plain ``NodeElement``).
    case equatable
    /// Nothing: the view type is none of the three (stacks); the class is `LeanNodeElement<V>`.
    case plain(AnyClass)
    /// This instance; the class is `TraitedNodeElement<V>`.
    case stored(NodeViewTraits, AnyClass)
  }

  /// The traits of a new element of view type `V`: none to store for the two common kinds of
  /// view types, a shared instance per action-carrying view type, or a new one with a tracker if
  /// `V` holds a binding or an `@Observable` object (decided by type: no value is read).
  ///
  /// The type's first call learns its kind out of line (``learnedKind(of:)``): inline, the
  /// field walk it runs once per type made every call look up `_EachFieldOptions`' metadata and
  /// size a stack slot for it first (~70 instructions of the ~250 each node view's element
  /// paid, five per list row made).
  static func of<V: NodeView>(_: V.Type) -> Choice {
    let kind = known.value(for: V.self) ?? learnedKind(of: V.self)
    switch kind {
    case .equatable:
      return .equatable
    case .plain(let elementClass):
      return .plain(elementClass)
    case .shared(let traits, let elementClass):
      return .stored(traits, elementClass)
    case .observing(let isEquatable, let actionCarrying, let elementClass):
      return .stored(
        observingTraits(isEquatable: isEquatable, actionCarrying: actionCarrying, for: V.self), elementClass)
    }
  }

  /// What `V` is (see ``Kind``), learned by walking its type and stored for the next calls.
  @inline(never)
  private static func learnedKind<V: NodeView>(of _: V.Type) -> Kind {
    let isEquatable = V.self is any Equatable.Type
    let actionCarrying = (V.self as? any ActionCarryingNodeView.Type).map {
      NodePropertiesComparer<V>.of($0)
    }
    let kind: Kind
    if ObservedNodeReads.mayReadObservable(V.self) {
      kind = .observing(
        isEquatable: isEquatable, actionCarrying: actionCarrying, elementClass: TraitedNodeElement<V>.self)
    } else if let actionCarrying {
      kind = .shared(
        NodeViewTraits(isEquatable: isEquatable, actionCarrying: actionCarrying, tracker: nil),
        TraitedNodeElement<V>.self)
    } else {
      kind = isEquatable ? .equatable : .plain(LeanNodeElement<V>.self)
    }
    known.store(kind, for: V.self)
    return kind
  }

  /// A new element's own traits, with its own tracker, for an observing view type `V`.
  @inline(never)
  private static func observingTraits<V: NodeView>(
    isEquatable: Bool, actionCarrying: AnyObject?, for _: V.Type
  ) -> NodeViewTraits {
    NodeViewTraits(
      isEquatable: isEquatable, actionCarrying: actionCarrying, tracker: ObservationTracker(viewType: V.self))
  }
}
