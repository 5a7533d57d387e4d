/// Which of `values` are on one longest strictly increasing subsequence (O(n log n)), and how
/// many are (membership by index: a set cost a hash per member).
func longestIncreasingSubsequenceMembers(_ values: [Int]) -> (members: [Bool], count: Int) {
  var members = [Bool](repeating: false, count: values.count)
  guard !values.isEmpty else { return (members, 0) }
  var tailIndices: [Int] = []
  var previous = Array(repeating: -1, count: values.count)
  for (index, value) in values.enumerated() {
    var low = 0
    var high = tailIndices.count
    // A value above every tail extends the longest run (the search would find the end too):
    // nearly every value does when few rows moved, and the search cost ~200 instructions each.
    if let last = tailIndices.last, values[last] < value { low = high }
    while low < high {
      let mid = (low + high) / 2
      if values[tailIndices[mid]] < value { low = mid + 1 } else { high = mid }
    }
    if low > 0 { previous[index] = tailIndices[low - 1] }
    if low == tailIndices.count { tailIndices.append(index) } else { tailIndices[low] = index }
  }
  var cursor = tailIndices.last ?? -1
  while cursor >= 0 {
    members[cursor] = true
    cursor = previous[cursor]
  }
  return (members, tailIndices.count)
}
