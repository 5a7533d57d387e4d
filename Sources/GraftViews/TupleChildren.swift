/// A tuple element's children, in order, stored inline: the first four in fields of their
/// own, and only a tuple of five or more views keeps those from the fifth on in an array. A list row's tuple (four views, the common case) thus takes no heap
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
  private var fourth: Element?
  /// From the fifth child on (empty, with no heap block, for four children or fewer).
  ///
  /// Not one enum of "a fourth" or "an array" (one word): a reference in a multi-payload
  /// enum's second case is stored with tag bits set, which LeakSanitizer does not recognize as
  /// a pointer, so the children of a live tuple of five views were reported as leaked by any
  /// process that exits while showing one (an ASan build of a remote child, issue 15 round 9).
  private var more: [Element] = []

  /// No children yet (a tuple element appends its children as it makes them).
  init() {}

  /// Adds `child` after the others (while the tuple element is made). From the fifth child on
  /// they go into an array; a tuple of five views or more is rare outside a body's top level,
  /// and made once.
  mutating func append(_ child: Element) {
    if first == nil {
      first = child
    } else if second == nil {
      second = child
    } else if third == nil {
      third = child
    } else if fourth == nil {
      fourth = child
    } else {
      more.append(child)
    }
  }

  /// How many children there are.
  var count: Int {
    fourth != nil ? 4 + more.count : third != nil ? 3 : second != nil ? 2 : first != nil ? 1 : 0
  }

  /// The child at `index` (`0..<count`); setting it replaces that child.
  subscript(index: Int) -> Element {
    get {
      let child: Element? =
        switch index {
        case 0: first
        case 1: second
        case 2: third
        case 3: fourth
        default: index - 4 < more.count ? more[index - 4] : nil
        }
      guard let child else { preconditionFailure("tuple child \(index) out of range") }
      return child
    }
    set {
      switch index {
      case 0: first = newValue
      case 1: second = newValue
      case 2: third = newValue
      case 3: fourth = newValue
      default:
        guard index - 4 < more.count else { preconditionFailure("tuple child \(index) out of range") }
        more[index - 4] = newValue
      }
    }
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
    body(fourth)
    for child in more { body(child) }
  }
}
