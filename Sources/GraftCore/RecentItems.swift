/// The most recent `capacity` items appended, oldest first, and how many older ones were
/// dropped to make room: a ring, for logs that must not grow with time.
struct RecentItems<Element> {
  /// How many items are kept (at least 1).
  let capacity: Int
  /// How many items were dropped, oldest first, since the start.
  private(set) var droppedCount = 0
  private var storage: [Element] = []
  /// Where the oldest item is once `storage` is full.
  private var oldest = 0

  init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// Appends `item`; returns the oldest item if it had to be dropped to make room.
  @discardableResult
  mutating func append(_ item: Element) -> Element? {
    guard storage.count == capacity else {
      storage.append(item)
      return nil
    }
    let dropped = storage[oldest]
    storage[oldest] = item
    oldest = (oldest + 1) % capacity
    droppedCount += 1
    return dropped
  }

  /// The items kept, oldest first.
  var items: [Element] { Array(storage[oldest...] + storage[..<oldest]) }

  /// How many items are kept right now.
  var count: Int { storage.count }
}
