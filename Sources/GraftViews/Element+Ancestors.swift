import GraftCore

extension Element {
  /// Calls `visit` with `first`, then each of its ancestors up to the root element (for an
  /// element's ancestors, `first` is its ``unretainedParent``), until `visit` answers `false`. Each
  /// ancestor is lent unretained: a parent outlives its children (``parent``), and a walk
  /// that bound each one in a `while let` retained and released it (~20 instructions an
  /// ancestor; a list row's scope, made as the row is, walks eight). `visit` runs
  /// synchronously, on the loop thread, and must not change the element tree.
  @inline(__always)
  static func walkAncestors(from first: Unmanaged<Element>?, _ visit: (Element) -> Bool) {
    var next = first
    while let current = next {
      next = IsolationCheckFreeCalls.withGuaranteedReference(to: current) { element in
        visit(element) ? element.unretainedParent : nil
      }
    }
  }

  /// `element`, unretained. (Not `element.map(...)`: a closure formed here is main-actor
  /// isolated, and `Optional.map` called with it checked the executor, ~0.4 k instructions
  /// per element made.)
  @inline(__always)
  static func unretained(_ element: Element?) -> Unmanaged<Element>? {
    guard let element else { return nil }
    return .passUnretained(element)
  }
}
