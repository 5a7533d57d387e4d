/// The sources a piece of tracked work read, in the order it read them: what a
/// ``TrackingScope`` stays subscribed to, and what a collection
/// (``TrackingScope/collectingReads(adoptingInto:_:)``) hands to the scope its owner makes.
///
/// The first two sources are stored inline and only a third starts an array: nearly every
/// body and node reads one or two sources (a list row's selection and label), and the array
/// every reading scope had of its own was one allocation per scope made and one release per
/// scope freed (issue 15).
///
/// Invariant: `second` is set only while `first` is, and `rest` holds sources only while
/// both are. A value type holding references: copies share the sources, not the list.
/// Internal: the reads go from a collection to its scope inside this module.
struct TrackedReads {
  private var first: DependencySource?
  private var second: DependencySource?
  /// The sources past the second; `nil` until a third is read (an empty array is a reference
  /// too, which every copy and destroy of the list retained and released).
  private var rest: [DependencySource]?

  /// No sources.
  init() {}

  /// `sources`, in their order.
  init(_ sources: [DependencySource]) {
    for source in sources { append(source) }
  }

  /// Whether nothing was read.
  var isEmpty: Bool { first == nil }

  /// How many sources were read (a source read twice in a row counts twice, as it was read).
  var count: Int {
    guard first != nil else { return 0 }
    return second == nil ? 1 : 2 + (rest?.count ?? 0)
  }

  /// The source read `index`-th (`0 ..< count`).
  subscript(index: Int) -> DependencySource {
    switch index {
    case 0: unwrap(first)
    case 1: unwrap(second)
    default: unwrap(rest?[index - 2])
    }
  }

  /// Adds `source` after the others.
  mutating func append(_ source: DependencySource) {
    if first == nil {
      first = source
    } else if second == nil {
      second = source
    } else if rest != nil {
      rest?.append(source)
    } else {
      rest = [source]
    }
  }

  /// Takes the last source out; `nil` when there is none.
  mutating func popLast() -> DependencySource? {
    if let last = rest?.popLast() { return last }
    if let last = second.take() { return last }
    return first.take()
  }

  /// Calls `body` with each source in order, borrowing the list (an iterator holds a copy of
  /// it, retaining each source for the loop).
  @inline(__always)
  func forEachSource(_ body: (DependencySource) -> Void) {
    guard let first else { return }
    body(first)
    guard let second else { return }
    body(second)
    guard let rest else { return }
    for source in rest { body(source) }
  }

  /// `source`, which the invariant guarantees is set where this is called.
  private func unwrap(_ source: DependencySource?) -> DependencySource {
    guard let source else { preconditionFailure("TrackedReads: index out of range") }
    return source
  }
}
