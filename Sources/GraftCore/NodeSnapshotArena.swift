/// Where the snapshots of one batch keep their children: contiguous runs in a few large
/// blocks, not one array per node with children.
///
/// A list mounted in one pass records one ``NodeChange/insert(parent:index:node:)`` per row,
/// and each row's snapshot had its own children array (264 bytes for a row of four), allocated
/// between the row's live nodes and elements and freed once the batch was delivered: holes the
/// allocator keeps resident, about 264 bytes per row on top of what the rows keep (issue 15,
/// round 12). Here a batch's descendants are ``Stored`` entries (48 bytes, no references of
/// the arena's own) in blocks: the first small (a batch that inserts a row allocates under a
/// kilobyte), the second ``secondBlockCapacity`` entries, every later one
/// ``largeBlockCapacity`` — over 32 MiB, the ceiling of glibc's mapping threshold, so the
/// allocator always maps such a block and unmaps it on free (pages are resident only once
/// written: a 10k-row mount writes 1.9 MB of one). A block below the threshold would land on
/// the heap once an earlier large free had raised it, and leave its pages resident between
/// the rows' objects, as the arrays did.
///
/// Entries hold no reference to the storage: a snapshot read out of a block (``NodeSnapshot``
/// ``NodeSnapshot/children``) gets the storage reference from the snapshot it is read from,
/// so no block keeps its own storage alive (a cycle, and a leak, with grandchildren).
///
/// One arena per ``NodeTree`` batch (``NodeTree/endBatch()`` starts a new one before it
/// delivers) and one per standalone ``Node/snapshot()``. Loop thread only while filling.
struct NodeSnapshotArena {
  /// Entries the first block of an arena holds (more if one node has more children).
  static let firstBlockCapacity = 16
  /// Entries the second block holds (more if one node has more children): 48 KiB.
  static let secondBlockCapacity = 1024
  /// Entries every later block holds: ``alwaysMappedBytes`` (see above).
  static let largeBlockCapacity = alwaysMappedBytes / MemoryLayout<Stored>.stride
  /// A block size glibc always maps (and unmaps on free): 33 MiB, over 32 MiB, the ceiling its
  /// dynamic mapping threshold can rise to. Also the size of a large batch's pending changes
  /// (``NodeTree``).
  static let alwaysMappedBytes = 33 * 1024 * 1024

  /// The storage filled so far; `nil` until the first reservation.
  private(set) var storage: Storage?

  /// Reserves `count` contiguous, uninitialized entries (`count` > 0) for one node's
  /// children; the caller initializes every one before the arena is finished (``Storage``
  /// deinitializes all the entries reserved). Returns the block's index, the first entry's
  /// index in it, and the first entry.
  mutating func reserve(_ count: Int) -> (block: UInt32, start: UInt32, first: UnsafeMutablePointer<Stored>) {
    storageForNames().reserve(count)
  }

  /// The storage, made if none is yet (to reserve in, or to record an out-of-line kind's
  /// name in).
  mutating func storageForNames() -> Storage {
    // `if let`, not `??`: its autoclosure allocated a context per call in a debug build.
    if let storage { return storage }
    let storage = Storage()
    self.storage = storage
    return storage
  }

  /// A descendant's snapshot as a block keeps it: ``NodeSnapshot``'s fields but for the
  /// storage reference (see ``NodeSnapshotArena``). 48 bytes.
  struct Stored {
    let id: NodeID
    let properties: NodeProperties
    let kindCode: NodeKindCode
    let childCount: UInt32
    let childBlock: UInt32
    let childStart: UInt32
  }

  /// A batch's blocks of ``Stored`` entries and its out-of-line kind names; freed (entries
  /// deinitialized, blocks freed) with the last snapshot that refers to it.
  ///
  /// `@unchecked Sendable`: written only while its arena fills (loop thread, before any
  /// snapshot referring to it is delivered or returned), read-only from then on.
  final class Storage: @unchecked Sendable {
    // Unchecked exclusivity (these five): written only by `reserve` on the loop thread, every
    // access instantaneous (a dynamic check per reservation, one per row created, before).
    /// Each block's first entry.
    @exclusivity(unchecked) private var blocks: [UnsafeMutablePointer<Stored>] = []
    /// How many entries are reserved in each block but the last.
    @exclusivity(unchecked) private var fullBlockCounts: [Int] = []
    /// The last block's capacity, first entry and reserved entries (plain fields: read
    /// through `blocks.last` and the generic `UInt32.init`, each reservation allocated in a
    /// debug build).
    @exclusivity(unchecked) private var lastBlockCapacity = 0
    @exclusivity(unchecked) private var lastBlockFirst: UnsafeMutablePointer<Stored>?
    @exclusivity(unchecked) private var lastBlockCount = 0
    /// Names of out-of-line custom kinds (see ``NodeKindCode/outOfLine``) of the snapshots
    /// here, by node; empty for nearly every batch.
    var outOfLineKindNames: [NodeID: String] = [:]

    deinit {
      for (index, first) in blocks.enumerated() {
        first.deinitialize(count: index < fullBlockCounts.count ? fullBlockCounts[index] : lastBlockCount)
        first.deallocate()
      }
    }

    /// See ``NodeSnapshotArena/reserve(_:)``.
    func reserve(_ count: Int) -> (block: UInt32, start: UInt32, first: UnsafeMutablePointer<Stored>) {
      if lastBlockCapacity - lastBlockCount >= count, let last = lastBlockFirst {
        let start = lastBlockCount
        lastBlockCount += count
        return (UInt32(truncatingIfNeeded: blocks.count - 1), UInt32(truncatingIfNeeded: start), last + start)
      }
      let preferred =
        switch blocks.count {
        case 0: NodeSnapshotArena.firstBlockCapacity
        case 1: NodeSnapshotArena.secondBlockCapacity
        default: NodeSnapshotArena.largeBlockCapacity
        }
      if !blocks.isEmpty { fullBlockCounts.append(lastBlockCount) }
      let capacity = Swift.max(count, preferred)
      let first = UnsafeMutablePointer<Stored>.allocate(capacity: capacity)
      blocks.append(first)
      lastBlockFirst = first
      lastBlockCapacity = capacity
      lastBlockCount = count
      return (UInt32(blocks.count - 1), 0, first)
    }

    /// The `count` entries from `start` in block `block`, as snapshots referring to this
    /// storage (a childless one of a kind in the table refers to none).
    func snapshots(block: UInt32, start: UInt32, count: UInt32) -> [NodeSnapshot] {
      let first = blocks[Int(block)] + Int(start)
      var snapshots: [NodeSnapshot] = []
      snapshots.reserveCapacity(Int(count))
      for offset in 0..<Int(count) { snapshots.append(NodeSnapshot(first[offset], in: self)) }
      return snapshots
    }

    /// The entry `offset` of the `count` from `start` in block `block` (`offset` < `count`).
    func entry(block: UInt32, start: UInt32, offset: Int) -> Stored {
      blocks[Int(block)][Int(start) + offset]
    }
  }
}
