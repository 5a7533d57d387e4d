/// A tuple element's children, in order, stored inline: the first three in fields of their
/// own, a fourth beside them, and only a tuple of five or more views keeps those from the
/// fourth on in an array. A list row's tuple (four views, the common case) thus takes no heap
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
  /// From the fourth child on: one reference for four children, an array for five or more
  /// (one word either way).
  private var rest: Rest = .none

  private enum Rest {
    case none
    case fourth(Element)
    case many([Element])
  }

  /// No children yet (a tuple element appends its children as it makes them).
  init() {}

  /// Adds `child` after the others (while the tuple element is made). The fifth child moves
  /// the fourth into an array with it; a tuple of five views or more is rare outside a body's
  /// top level, and made once.
  mutating func append(_ child: Element) {
    if first == nil {
      first = child
    } else if second == nil {
      second = child
    } else if third == nil {
      third = child
    } else {
      switch rest {
      case .none:
        rest = .fourth(child)
      case .fourth(let fourth):
        rest = .many([fourth, child])
      case .many(var many):
        rest = .none  // so the array is uniquely referenced while it grows
        many.append(child)
        rest = .many(many)
      }
    }
  }

  /// How many children there are.
  var count: Int {
    switch rest {
    case .none: third != nil ? 3 : second != nil ? 2 : first != nil ? 1 : 0
    case .fourth: 4
    case .many(let many): 3 + many.count
    }
  }

  /// The child at `index` (`0..<count`); setting it replaces that child.
  subscript(index: Int) -> Element {
    get {
      let child: Element? =
        switch index {
        case 0: first
        case 1: second
        case 2: third
        default:
          switch rest {
          case .fourth(let fourth) where index == 3: fourth
          case .many(let many) where index - 3 < many.count: many[index - 3]
          case .none, .fourth, .many: nil
          }
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
        switch rest {
        case .fourth where index == 3:
          rest = .fourth(newValue)
        case .many(var many):
          rest = .none  // so the array is uniquely referenced while it changes
          many[index - 3] = newValue
          rest = .many(many)
        case .none, .fourth: preconditionFailure("tuple child \(index) out of range")
        }
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
    switch rest {
    case .none: break
    case .fourth(let fourth): body(fourth)
    case .many(let many): for child in many { body(child) }
    }
  }
}
