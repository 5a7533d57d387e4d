import GraftCore

/// The structural changes to a container's children since it was last placed, kept as the
/// places where the sequence of children changed: the **seams**.
///
/// A seam is the index (in the children as they are now) of a child that is new or moved
/// there, or whose previous sibling is not the one it had — the only children whose place
/// along a list can change without their neighbours telling: every other child still follows
/// the sibling it followed, so it stays in place when that sibling does
/// (``LayoutEngine/placeRowsFromSeams(of:_:_:)``). A swap of two rows is four seams (each
/// moved row and the row after it), whatever the list's length.
///
/// Each change shifts the seams recorded before it, so the cost is O(changes × seams); past
/// ``limit`` seams only ``lowest`` is kept (every child from there on may have moved).
/// Loop thread only, owned by one ``NodeLayoutRecord``.
@MainActor
final class ChildSeams {
  // Unchecked exclusivity (these three): loop thread only, and no access overlaps another
  // (`shift`'s transform reads none of them); the dynamic checks were a few per placed list.
  /// The seams, unsorted (until ``sortIndices()``) and each once; meaningless once ``overflowed``.
  @exclusivity(unchecked) private(set) var indices: [Int] = []
  /// The lowest index any change touched: the children before it are the same, in place.
  @exclusivity(unchecked) private(set) var lowest = Int.max
  /// Whether more than ``limit`` seams were recorded: then every child from ``lowest`` on
  /// counts as a seam.
  @exclusivity(unchecked) private(set) var overflowed = false
  /// How many seams are tracked one by one.
  static let limit = 16

  /// Whether no change was recorded since the last ``reset()``.
  var isEmpty: Bool { lowest == .max }

  /// Sorts ``indices`` in place, ascending (for the walk that places them; no new array).
  /// An insertion sort: there are at most ``limit`` seams (four for a swap), where the
  /// standard library's sort cost ~0.5 k instructions per placed list (its introsort's setup).
  func sortIndices() {
    guard indices.count > 1 else { return }
    for next in 1..<indices.count {
      let value = indices[next]
      var slot = next
      while slot > 0, indices[slot - 1] > value {
        indices[slot] = indices[slot - 1]
        slot -= 1
      }
      indices[slot] = value
    }
  }

  /// Forgets every change (the container was placed).
  func reset() {
    indices.removeAll(keepingCapacity: true)
    lowest = .max
    overflowed = false
  }

  /// Takes note of `change` (its indices counted in the children just before it).
  func record(_ change: NodeChildrenChange) {
    switch change {
    case .inserted(let index):
      lowest = min(lowest, index)
      guard !overflowed else { return }
      shift { $0 >= index ? $0 + 1 : $0 }
      add(index)
      add(index + 1)
    case .removed(let index, let count):
      lowest = min(lowest, index)
      guard !overflowed else { return }
      shift { $0 < index ? $0 : $0 >= index + count ? $0 - count : nil }
      add(index)
    case .moved(let from, let to, let count):
      let destination = to > from ? to - count : to
      lowest = min(lowest, from, destination)
      guard !overflowed else { return }
      // As a removal of the block followed by its insertion at `destination`.
      shift { old in
        if old >= from, old < from + count { return old - from + destination }
        let removed = old >= from + count ? old - count : old
        return removed >= destination ? removed + count : removed
      }
      add(from >= destination ? from + count : from)
      add(destination)
      add(destination + count)
    }
  }

  /// Maps every seam through `transform` (`nil`: the child is gone).
  ///
  /// Walked by position: a `for` over `indices` held a second reference to its storage while
  /// writing it, so the first write copied the array (an allocation per structural change
  /// recorded after the first, and the copy's exact capacity made the next ``add(_:)`` grow it:
  /// two allocations per swap of two rows).
  private func shift(_ transform: (Int) -> Int?) {
    var kept = 0
    for position in 0..<indices.count {
      guard let moved = transform(indices[position]) else { continue }
      indices[kept] = moved
      kept += 1
    }
    if kept < indices.count { indices.removeLast(indices.count - kept) }
  }

  private func add(_ index: Int) {
    guard !overflowed, !indices.contains(index) else { return }
    guard indices.count < Self.limit else {
      overflowed = true
      indices.removeAll(keepingCapacity: true)
      return
    }
    indices.append(index)
  }
}
