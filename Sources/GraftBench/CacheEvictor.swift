/// A buffer read one cache line at a time between profiled taps (`graft-bench --profile-tap
/// <count> <side> evicting`), so that each tap finds none of its data in a cache smaller than
/// the buffer: under callgrind's cache simulator (`--cache-sim=yes` with a last level smaller
/// than ``byteCount``, as `make instructions APP=tap CACHE=1` runs it), a tap's data misses are
/// then the lines it touches. Instruction caches keep their lines (reading data does not evict
/// code from a separate L1i).
///
/// Main actor only (the benchmark's thread); made once per profiled run.
@MainActor
final class CacheEvictor {
  /// The buffer's size: four times the last level `make instructions CACHE=1` simulates.
  static let byteCount = 1 << 20
  /// The size of a cache line on the machines measured.
  private static let lineSize = 64
  private let buffer = [UInt8](repeating: 1, count: byteCount)
  /// What the reads summed, kept so that they are not optimized away.
  private(set) var checksum = 0

  /// Reads one byte of every line of the buffer.
  @inline(never)
  func evict() {
    var sum = checksum
    buffer.withUnsafeBufferPointer { bytes in
      for offset in stride(from: 0, to: bytes.count, by: Self.lineSize) { sum &+= Int(bytes[offset]) }
    }
    checksum = sum
  }
}
