/// A tuple element's children, in order, stored inline: up to four in fields of their own;
/// a tuple of five views or more keeps those from the fourth on in an array, in a
/// ``TupleOverflow`` in the fourth field. A list row's tuple (four views, the common case) thus takes no heap
/// block of its own for its children: an array took one per row (72 bytes, an allocation and a
/// free, issue 15).
///
/// The count is fixed once the tuple element is made (a tuple's arity is its type's): after
/// the element's init appended them, a child is only ever replaced (``subscript(_:)``'s
/// setter), never added or removed. Loop thread only.
@MainActor
struct TupleChildren {
  private var first: Element?
  private var second: Element?
  private var third: Element?
  /// The fourth child; for a tuple of five views or more, a ``TupleOverflow`` holding the
  /// children from the fourth on (told apart by its class, which no view's element has).
  ///
  /// Not a field of its own for those (an array, empty for four children or fewer): its 8
  /// bytes put a list row's tuple element in the allocator's next size class, 80 bytes
  /// requested and 88 usable where four references make 72 (issue 15, round 11). Not an enum
  /// of "a fourth" or "an overflow" either: a reference in a multi-payload enum's second case
  /// is stored with tag bits set, which LeakSanitizer does not recognize as a pointer (issue 15
  /// round 9).
  private var fourth: Element?

  /// No children yet (a tuple element appends its children as it makes them).
  init() {}

  /// Adds `child` after the others (while the tuple element is made). From the fifth child on,
  /// the fourth and later ones go into a ``TupleOverflow`` that `overflow` makes (once per
  /// tuple element; a tuple of five views or more is rare outside a body's top level, and made
  /// once).
  mutating func append(_ child: Element, overflow: () -> TupleOverflow) {
    if first == nil {
      first = child
    } else if second == nil {
      second = child
    } else if third == nil {
      third = child
    } else if let fourth {
      if let list = Self.overflow(in: fourth) {
        list.elements.append(child)
      } else {
        let list = overflow()
        list.elements = [fourth, child]
        self.fourth = list
      }
    } else {
      fourth = child
    }
  }

  /// `slot` as the ``TupleOverflow`` it is, if it is one: one comparison of its class.
  @inline(__always) private static func overflow(in slot: Element) -> TupleOverflow? {
    ObjectIdentifier(type(of: slot)) == ObjectIdentifier(TupleOverflow.self)
      ? unsafeDowncast(slot, to: TupleOverflow.self) : nil
  }

  /// How many children there are.
  var count: Int {
    guard let fourth else { return third != nil ? 3 : second != nil ? 2 : first != nil ? 1 : 0 }
    guard let list = Self.overflow(in: fourth) else { return 4 }
    return 3 + list.elements.count
  }

  /// The child at `index` (`0..<count`); setting it replaces that child.
  subscript(index: Int) -> Element {
    get {
      // No `Optional.map`/`flatMap` here or in ``count``: a closure from main-actor code passed
      // to the nonisolated standard library checks the executor on every call (issue 15,
      // round 10).
      let child: Element? =
        switch index {
        case 0: first
        case 1: second
        case 2: third
        default: Self.child(at: index - 3, from: fourth)
        }
      guard let child else { preconditionFailure("tuple child \(index) out of range") }
      return child
    }
    set {
      switch index {
      case 0: first = newValue
      case 1: second = newValue
      case 2: third = newValue
      default:
        if let fourth, let list = Self.overflow(in: fourth), index - 3 < list.elements.count {
          list.elements[index - 3] = newValue
        } else {
          guard index == 3, fourth != nil else { preconditionFailure("tuple child \(index) out of range") }
          fourth = newValue
        }
      }
    }
  }

  /// The child at `index` (`0..<count`), not retained: for a caller that uses it only while
  /// it is certainly still stored here (see `TupleElement.reconcileNextChild`). Read from the
  /// field where it lies, so no retain is made to be released again (the subscript's getter
  /// returns the child retained).
  func unretainedChild(at index: Int) -> Unmanaged<Element> {
    switch index {
    case 0: if let first { return Unmanaged.passUnretained(first) }
    case 1: if let second { return Unmanaged.passUnretained(second) }
    case 2: if let third { return Unmanaged.passUnretained(third) }
    default: if let child = Self.child(at: index - 3, from: fourth) { return Unmanaged.passUnretained(child) }
    }
    preconditionFailure("tuple child \(index) out of range")
  }

  /// The child at `offset` from the fourth in `slot` (the ``fourth`` field), if there is one.
  @inline(__always) private static func child(at offset: Int, from slot: Element?) -> Element? {
    guard let slot else { return nil }
    guard let list = overflow(in: slot) else { return offset == 0 ? slot : nil }
    return offset < list.elements.count ? list.elements[offset] : nil
  }

  /// Calls `body` with each child, in order.
  func visitEach(_ body: (Element) -> Void) {
    guard let first else { return }
    body(first)
    guard let second else { return }
    body(second)
    guard let third else { return }
    body(third)
    guard let fourth else { return }
    guard let list = Self.overflow(in: fourth) else { return body(fourth) }
    for child in list.elements { body(child) }
  }
}

/// The children of a tuple of five views or more from the fourth on, kept in its
/// ``TupleChildren``' fourth slot (see there). An `Element` only so that the slot keeps one
/// type: it is never part of the element tree (nothing but ``TupleChildren`` sees it, and it
/// takes no view, owns no node and is never updated or unmounted itself). Loop thread only.
final class TupleOverflow: Element {
  /// The children, in order, from the tuple's fourth on.
  var elements: [Element] = []
}
