/// The roots waiting to reconcile in one ``UpdateGraph``, handed out outer-before-inner: the
/// smallest ``UpdateRoot/nestingDepth`` first, and among equal depths in the order they became
/// dirty (first in, first out).
///
/// A binary min-heap on (depth, arrival number): adding and taking a root cost O(log n). It
/// replaced an array kept sorted by a binary-searched `insert(_:at:)`, which moved every queued
/// root of the same depth on each insert — mounting 1,000 hosted roots (all of depth 1, all
/// made dirty in one pass) moved ~500 references per root.
///
/// Loop thread only (the graph's); the queue holds its roots strongly until they are taken.
struct DirtyRootQueue {
  private struct Entry {
    let depth: Int
    let arrival: Int
    let root: UpdateRoot

    /// Whether this entry is taken before `other`.
    func precedes(_ other: Entry) -> Bool {
      depth != other.depth ? depth < other.depth : arrival < other.arrival
    }
  }

  private var heap: [Entry] = []
  private var arrivals = 0

  /// Whether no root is waiting.
  var isEmpty: Bool { heap.isEmpty }

  /// Queues `root` behind every queued root of smaller or equal depth.
  @MainActor
  mutating func append(_ root: UpdateRoot) {
    arrivals &+= 1
    heap.append(Entry(depth: root.nestingDepth, arrival: arrivals, root: root))
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].precedes(heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  /// Takes the outermost root that became dirty first, or `nil` when none is waiting.
  mutating func popOutermost() -> UpdateRoot? {
    guard let last = heap.popLast() else { return nil }
    guard !heap.isEmpty else { return last.root }
    let first = heap[0]
    heap[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      guard left < heap.count else { break }
      let right = left + 1
      let next = right < heap.count && heap[right].precedes(heap[left]) ? right : left
      guard heap[next].precedes(heap[parent]) else { break }
      heap.swapAt(parent, next)
      parent = next
    }
    return first.root
  }

  /// Forgets every queued root (teardown).
  mutating func removeAll() {
    heap.removeAll()
  }
}
