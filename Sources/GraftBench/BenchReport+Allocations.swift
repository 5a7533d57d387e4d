extension BenchReport {
  /// The allocations table: one line per update, Graft's count, the hand-written count, and
  /// how many more Graft made.
  public static func allocationTable(_ results: [AllocationBenchmark.Result]) -> [String] {
    let header =
      "\(pad("update", 26, left: false)) \(pad("graft", 8)) \(pad("by hand", 8)) \(pad("extra", 8))"
    return [header]
      + results.map { result in
        let extra = Int(result.graft) - Int(result.byHand)
        return "\(pad(result.name, 26, left: false)) \(pad("\(result.graft)", 8)) "
          + "\(pad("\(result.byHand)", 8)) \(pad("\(extra)", 8))"
      }
  }
}
