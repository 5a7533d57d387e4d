/// The keys of a buffer of rows, by index: read at the id's stored offset when known (no copy
/// of the element: an unspecialized read of a row copies it whole, retaining what it holds),
/// otherwise through the `ForEach`'s `id` (passed to each call: held here, the closure would
/// need a context allocated per update).
struct RowKeys<Element, ID: Hashable> {
  let items: UnsafeBufferPointer<Element>
  let offset: Int?
  /// Whether ids are `Int`s read at `offset`: then ``matchingRun(_:row:key:step:limit:_:)``
  /// compares a key as two loads, not a copy of each stored key and a call of `==` through the
  /// `Equatable` witness (~100 instructions per row in this unspecialized code).
  let intsAtOffset: Bool

  init(items: UnsafeBufferPointer<Element>, offset: Int?) {
    self.items = items
    self.offset = offset
    intsAtOffset = offset != nil && ID.self == Int.self
  }

  /// How many rows in a row have their stored keys: row `row + k * step` against
  /// `keys[key + k * step]` for `k` from 0, stopping at the first that differs or after `limit`.
  func matchingRun(_ keys: [ID], row: Int, key: Int, step: Int, limit: Int, _ id: (Element) -> ID) -> Int {
    guard limit > 0 else { return 0 }
    let last = (limit - 1) * step
    // Bounds as integer comparisons: `indices.contains` in this code, not specialized for the
    // element or `ID`, looked `Range`'s metadata up in the runtime's cache for each of the four
    // (~650 instructions per call; the diff's middle scan calls this once per row).
    precondition(
      Self.contains(row, count: items.count) && Self.contains(row + last, count: items.count)
        && Self.contains(key, count: keys.count) && Self.contains(key + last, count: keys.count))
    if intsAtOffset, let offset, let base = items.baseAddress {
      // Sound: every index is in bounds (the run's ends are checked), an id read at `offset` is
      // initialized and aligned (see `callAsFunction`), and it and the stored key are `Int`s
      // (`ID` is `Int`). The buffer lives for this call only: held across the caller's update,
      // it made the update's own write of `keys` copy the array.
      return keys.withUnsafeBufferPointer { stored in
        // Two pointers stepped by a stride each (indexing both per row paid two checked
        // multiplications and additions per row); a pointer formed one step past the run's
        // end is never read.
        var rowID = UnsafeRawPointer(base + row) + offset
        var storedID = UnsafeRawPointer(stored.baseAddress.unsafelyUnwrapped + key)
        let rowStride = step * MemoryLayout<Element>.stride
        let storedStride = step * MemoryLayout<Int>.stride
        var count = 0
        while count < limit, rowID.load(as: Int.self) == storedID.load(as: Int.self) {
          count += 1
          rowID += rowStride
          storedID += storedStride
        }
        return count
      }
    }
    var count = 0
    while count < limit, self(row + count * step, id) == keys[key + count * step] { count += 1 }
    return count
  }

  /// Whether `index` is in `0..<count`.
  @inline(__always) private static func contains(_ index: Int, count: Int) -> Bool {
    index >= 0 && index < count
  }

  @inline(__always) func callAsFunction(_ index: Int, _ id: (Element) -> ID) -> ID {
    // Sound: `index` is in bounds (checked), the element there is initialized, and an id at
    // `offset` (`MemoryLayout.offset(of:)` of its key path) is an initialized, aligned `ID`.
    precondition(Self.contains(index, count: items.count))
    if let offset, let base = items.baseAddress {
      return UnsafeRawPointer(base + index).load(fromByteOffset: offset, as: ID.self)
    }
    return id(items[index])
  }
}
