import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets` (positions from the start), as SwiftUI's
  /// `remove(atOffsets:)` for `.onDelete`. Offsets past the end are ignored.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() where offset >= 0 && offset < count {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }

  /// Moves the elements at `source` so they sit, in their order, before the element that was
  /// at `destination` (or at the end) — SwiftUI's `move(fromOffsets:toOffset:)` for `.onMove`.
  /// Offsets past the end are ignored; a destination past the end means the end.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let valid = source.filter { $0 >= 0 && $0 < count }
    guard !valid.isEmpty else { return }
    let moving = valid.map { self[index(startIndex, offsetBy: $0)] }
    let target = Swift.min(Swift.max(destination, 0), count) - valid.filter { $0 < destination }.count
    remove(atOffsets: IndexSet(valid))
    insert(contentsOf: moving, at: index(startIndex, offsetBy: target))
  }
}
