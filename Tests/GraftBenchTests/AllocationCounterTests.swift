import GraftBench
import Testing

/// The allocation counter behind graft-bench's "Heap allocations per update" table counts what
/// the code it wraps allocates, and nothing when that code allocates nothing.
struct AllocationCounterTests {
  /// A class instance per iteration: each is one heap allocation.
  final class Box {
    var value: Int
    init(_ value: Int) { self.value = value }
  }

  @Test(.enabled(if: AllocationCounter.isAvailable, "not counted under a sanitizer"))
  func countsEveryObjectAllocated() {
    var kept: [Box] = []
    kept.reserveCapacity(100)
    let counted = AllocationCounter.count {
      for index in 0..<100 { kept.append(Box(index)) }
    }
    #expect(counted >= 100)
    #expect(counted < 110)
    #expect(kept.count == 100)
  }

  @Test(.enabled(if: AllocationCounter.isAvailable, "not counted under a sanitizer"))
  func countsNothingForWorkThatDoesNotAllocate() {
    var numbers = [Int](repeating: 0, count: 64)
    let counted = AllocationCounter.count {
      for index in numbers.indices { numbers[index] = index &* 31 }
    }
    #expect(counted == 0)
    #expect(numbers[63] == 63 &* 31)
  }
}
