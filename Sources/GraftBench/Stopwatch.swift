#if canImport(Glibc)
  import Glibc
#endif

/// Monotonic time and the statistics the benchmark reports.
public enum Stopwatch {
  /// Monotonic nanoseconds.
  public static func now() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
  }

  /// Nanoseconds `body` took.
  @inline(__always)
  public static func measure(_ body: () -> Void) -> UInt64 {
    let start = now()
    body()
    return now() - start
  }

  /// The median of `samples` (mean of the middle two for an even count).
  public static func median(_ samples: [UInt64]) -> Double {
    precondition(!samples.isEmpty, "no samples")
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    if sorted.count % 2 == 1 { return Double(sorted[middle]) }
    return (Double(sorted[middle - 1]) + Double(sorted[middle])) / 2
  }

  /// The geometric mean of positive `values`.
  public static func geometricMean(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    return exp(values.map { log($0) }.reduce(0, +) / Double(values.count))
  }
}

/// Resident memory of this process, from `/proc/self/status`.
public struct MemoryUsage: Sendable {
  /// Current resident set size, bytes (`VmRSS`).
  public let resident: Int
  /// Peak resident set size, bytes (`VmHWM`).
  public let peak: Int
  /// The anonymous part of ``resident``, bytes (`RssAnon`): the heap and other private memory,
  /// without the pages of the program's files (its code and constant data, first touched by
  /// whatever runs first).
  public var anonymous = 0

  /// Reads the current values (zeros where `/proc` is unavailable).
  public static func current() -> MemoryUsage {
    guard let file = fopen("/proc/self/status", "r") else { return MemoryUsage(resident: 0, peak: 0) }
    defer { fclose(file) }
    var resident = 0
    var peak = 0
    var anonymous = 0
    var buffer = [CChar](repeating: 0, count: 256)
    while fgets(&buffer, Int32(buffer.count), file) != nil {
      let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if line.hasPrefix("VmRSS:") { resident = kilobytes(line) * 1_024 }
      if line.hasPrefix("VmHWM:") { peak = kilobytes(line) * 1_024 }
      if line.hasPrefix("RssAnon:") { anonymous = kilobytes(line) * 1_024 }
    }
    return MemoryUsage(resident: resident, peak: peak, anonymous: anonymous)
  }

  private static func kilobytes(_ line: String) -> Int {
    Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  }
}
