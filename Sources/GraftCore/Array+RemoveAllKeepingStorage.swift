extension Array {
  /// Empties the array and keeps its storage for reuse, one `popLast` per element.
  ///
  /// For the hot paths' short scratch arrays (a batch of dirty scopes, a row's top-level
  /// nodes): `removeAll(keepingCapacity: true)` goes through the generic `replaceSubrange` with
  /// an empty collection, ~200 instructions per call, where popping a few elements costs a few
  /// dozen. Prefer `removeAll(keepingCapacity:)` for long arrays (its cost does not grow with
  /// the count). The storage is kept only if this array is its sole owner (as with any
  /// mutation); call it on the loop thread that owns the array, like any other mutation.
  @inlinable
  package mutating func removeAllKeepingStorage() {
    while popLast() != nil {}
  }
}
