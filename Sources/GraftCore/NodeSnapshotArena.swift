import Foundation

/// Where the snapshots of one batch keep their children: contiguous runs in a few large
/// chunks, not one array per node with children.
///
/// A list mounted in one pass records one ``NodeChange/insert(parent:index:node:)`` per row,
/// and each row's snapshot had its own children array (264 bytes for a row of four), allocated
/// between the row's live nodes and elements and freed once the batch was delivered: holes the
/// allocator keeps resident, about 264 bytes per row on top of what the rows keep (issue 15,
/// round 12). Here a batch's children go into chunks: the first small (a batch that inserts
/// one row allocates under a kilobyte), the later ones ``laterChunkCapacity`` snapshots
/// (224 KiB) mapped from the system directly, so that freeing them returns the pages whatever
/// the allocator's thresholds have become (glibc raises its mapping threshold to the size of
/// the last mapped block it freed, and a same-size `malloc` then stays on the heap).
///
/// One arena per ``NodeTree`` batch (``NodeTree/endBatch()`` starts a new one before it
/// delivers) and one per standalone ``Node/snapshot()``. Loop thread only while filling; a
/// chunk is never written once its arena is finished, before any snapshot pointing into it is
/// seen outside the tree, so snapshots stay `Sendable` values.
struct NodeSnapshotArena {
  /// Snapshots the first chunk of an arena holds (more if one node has more children).
  static let firstChunkCapacity = 16
  /// Snapshots each later chunk holds (more if one node has more children): 4,096 × 56 bytes.
  static let laterChunkCapacity = 4096

  /// The chunk children are reserved in; `nil` until the first reservation.
  private var current: Chunk?

  /// Reserves `count` contiguous, uninitialized slots (`count` > 0) for one node's children;
  /// the caller initializes every one of them before the arena is finished (a chunk
  /// deinitializes all the slots it reserved).
  mutating func reserve(_ count: Int) -> (chunk: Chunk, start: Int) {
    if let current, current.capacity - current.count >= count {
      let start = current.count
      current.count += count
      return (current, start)
    }
    let preferred = current == nil ? Self.firstChunkCapacity : Self.laterChunkCapacity
    let chunk = Chunk(capacity: Swift.max(count, preferred))
    chunk.count = count
    current = chunk
    return (chunk, 0)
  }

  /// The chunk to record an out-of-line custom kind name in, for a snapshot without children.
  mutating func chunkForNames() -> Chunk {
    if let current { return current }
    let chunk = Chunk(capacity: Self.firstChunkCapacity)
    current = chunk
    return chunk
  }

  /// A block of snapshots: slots `0..<count` initialized once the arena is finished, freed
  /// (and deinitialized) when the last snapshot pointing into it is.
  ///
  /// `@unchecked Sendable`: written only while its arena fills (loop thread, before any
  /// snapshot pointing into it is delivered), read-only from then on; `deinit` runs when no
  /// snapshot points into it any more.
  final class Chunk: @unchecked Sendable {
    /// The first slot; `capacity` slots, of which `count` are reserved.
    let base: UnsafeMutablePointer<NodeSnapshot>
    let capacity: Int
    /// Slots reserved so far (each initialized by the reserving node's ``Node/snapshot()``).
    var count = 0
    /// Names of out-of-line custom kinds (see ``NodeKindCode/outOfLine``) of the snapshots
    /// that point here, by node; empty for nearly every chunk.
    var outOfLineKindNames: [NodeID: String] = [:]
    /// The length of the mapping, or 0 when `base` came from the allocator.
    private let mappedBytes: Int

    /// Chunks of at least this many bytes are mapped (see ``NodeSnapshotArena``).
    static let mappingThreshold = 64 * 1024

    init(capacity: Int) {
      self.capacity = capacity
      let bytes = capacity * MemoryLayout<NodeSnapshot>.stride
      if bytes >= Self.mappingThreshold, let mapped = Self.map(bytes) {
        base = mapped.bindMemory(to: NodeSnapshot.self, capacity: capacity)
        mappedBytes = bytes
      } else {
        base = .allocate(capacity: capacity)
        mappedBytes = 0
      }
    }

    deinit {
      base.deinitialize(count: count)
      if mappedBytes > 0 {
        munmap(UnsafeMutableRawPointer(base), mappedBytes)
      } else {
        base.deallocate()
      }
    }

    /// Anonymous private memory of `bytes` bytes (zero-filled pages, touched on first write),
    /// or `nil` if the system refused.
    private static func map(_ bytes: Int) -> UnsafeMutableRawPointer? {
      let pointer = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
      guard let pointer, pointer != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
      return pointer
    }

    /// Copies of the `count` snapshots from slot `start` on.
    func snapshots(from start: Int, count: Int) -> [NodeSnapshot] {
      Array(UnsafeBufferPointer(start: base + start, count: count))
    }
  }
}
