/// The roots waiting to reconcile in one ``UpdateGraph``, handed out outer-before-inner: the
/// smallest ``UpdateRoot/nestingDepth`` first, and among equal depths in the order they became
/// dirty (first in, first out).
///
/// One first-in-first-out bucket per depth (nesting depths are small: 0 for a window's root,
/// one more per level of hosting), and the smallest depth that may hold a root: adding and
/// taking a root cost O(1). It replaced a binary min-heap on (depth, arrival), whose sift-down
/// moved ~10 entries (each a retain and release) per root taken when 1,000 hosted roots of one
/// depth were queued in one pass (issue 15, "Round 7 — hosted"); the heap had replaced an array
/// kept sorted by insertion, which moved ~500 references per root.
///
/// A root queued while the queue is empty waits in a slot of its own (``onlyRoot``), without
/// touching a bucket: one dirty root per pass (a tapped row, an edited field) is the common case,
/// and the buckets' nested arrays cost ~150 instructions per root queued and taken. A second
/// root moves it into its bucket first.
///
/// Loop thread only (the graph's); the queue holds its roots strongly until they are taken.
struct DirtyRootQueue {
  /// The roots of one depth, in arrival order. Taken slots before `head` are `nil` (a taken
  /// root is released at once); the storage is emptied, keeping its capacity, when the last
  /// root is taken.
  private struct Bucket {
    var roots: [UpdateRoot?] = []
    var head = 0
  }

  /// `buckets[depth - base]`: the queued roots of that depth.
  private var buckets: [Bucket] = []
  /// The depth of `buckets[0]`: 0, or the smallest negative depth queued so far.
  private var base = 0
  /// No bucket below this index holds a root.
  private var lowest = 0
  /// How many roots the buckets hold (``onlyRoot`` aside).
  private var count = 0
  /// The queued root while it is the only one (the buckets are then empty); `nil` otherwise.
  private var onlyRoot: UpdateRoot?

  /// Whether no root is waiting.
  var isEmpty: Bool { count == 0 && onlyRoot == nil }

  /// Queues `root` behind every queued root of smaller or equal depth.
  @MainActor
  mutating func append(_ root: UpdateRoot) {
    if isEmpty {
      onlyRoot = root
      return
    }
    if let only = onlyRoot.take() { appendToBucket(only) }
    appendToBucket(root)
  }

  /// Puts `root` at the end of its depth's bucket.
  @MainActor
  private mutating func appendToBucket(_ root: UpdateRoot) {
    if root.nestingDepth < base {
      // (Nothing in Graft makes a negative depth; the order stays exact if a root type does.)
      let added = base - root.nestingDepth
      buckets.insert(contentsOf: repeatElement(Bucket(), count: added), at: 0)
      lowest += added
      base = root.nestingDepth
    }
    let index = root.nestingDepth - base
    while buckets.count <= index { buckets.append(Bucket()) }
    buckets[index].roots.append(root)
    if index < lowest || count == 0 { lowest = index }
    count += 1
  }

  /// Takes the outermost root that became dirty first, or `nil` when none is waiting.
  mutating func popOutermost() -> UpdateRoot? {
    if let only = onlyRoot.take() { return only }
    guard count > 0 else { return nil }
    while buckets[lowest].head == buckets[lowest].roots.count { lowest += 1 }
    let head = buckets[lowest].head
    count -= 1
    guard head + 1 == buckets[lowest].roots.count else {
      buckets[lowest].head = head + 1
      return buckets[lowest].roots[head].take()
    }
    // The bucket's last root: taken off the end; the slots before it were taken already. The
    // bucket is then empty with its storage kept; the generic `removeAll(keepingCapacity:)`
    // (~180 instructions) runs only when it held more than one root.
    let root = buckets[lowest].roots.removeLast()
    if head > 0 { buckets[lowest].roots.removeAll(keepingCapacity: true) }
    buckets[lowest].head = 0
    return root
  }

  /// Forgets every queued root (teardown).
  mutating func removeAll() {
    buckets.removeAll()
    base = 0
    lowest = 0
    count = 0
    onlyRoot = nil
  }
}
