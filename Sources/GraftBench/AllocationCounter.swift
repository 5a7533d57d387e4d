import CAllocationCounter

/// Heap allocations made through the C allocator (every Swift object, array buffer, closure
/// context and string storage) by the calling thread, counted by the `CAllocationCounter` target, which
/// interposes `malloc` and friends in the executable that links it. Unavailable (``isAvailable``
/// false) under AddressSanitizer and ThreadSanitizer, which interpose the allocator themselves.
///
/// Exact for work done on the calling thread, whatever other threads do (the benchmark's
/// virtual loop runs everything on the main thread).
public enum AllocationCounter {
  /// Whether this build counts allocations.
  public static var isAvailable: Bool { graft_allocation_count_available() != 0 }

  /// Allocations the calling thread made so far.
  public static var total: UInt64 { graft_allocation_count() }

  /// Bytes the allocator has handed out and not taken back, heap and mapped blocks together,
  /// all threads (glibc's `mallinfo2`). Meaningful only where ``isAvailable``.
  public static var bytesInUse: Int { graft_heap_bytes_in_use() }

  /// Allocations made while `body` ran.
  public static func count(_ body: () -> Void) -> UInt64 {
    let start = total
    body()
    return total - start
  }
}
