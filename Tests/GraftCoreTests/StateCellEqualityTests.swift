import GraftCore
import Testing

/// An `Equatable` class whose instances all compare equal: a state cell must still compare
/// class values by identity, as `valuesAreEqual` does.
private final class AlwaysEqual: Equatable {
  nonisolated static func == (lhs: AlwaysEqual, rhs: AlwaysEqual) -> Bool { true }
}

private struct Opaque {
  var value: Int
}

/// Which writes to a `StateCell` count as changes: the cell decides how to compare once per
/// value type, and must answer as `valuesAreEqual` does for every kind of type.
@MainActor
@Suite struct StateCellEqualityTests {
  /// How many times a scope reading `cell` re-ran after each of `writes`, in order.
  private func rerunsAfterWrites<Value>(_ cell: StateCell<Value>, _ writes: [Value]) -> [Int] {
    let loop = VirtualLoop()
    let graph = UpdateGraph(loop: loop)
    let root = ScriptRoot(graph: graph, name: "equality")
    let reader = root.scope("reader") { _ = cell.value }
    var counts: [Int] = []
    for value in writes {
      let before = reader.evaluationCount
      cell.value = value
      loop.runUntilQuiescent()
      counts.append(reader.evaluationCount - before)
    }
    return counts
  }

  @Test func equatableValuesCompareWithTheirEquality() {
    #expect(rerunsAfterWrites(StateCell(1), [1, 2, 2, 3]) == [0, 1, 0, 1])
    #expect(rerunsAfterWrites(StateCell("a"), ["a", "b", "b"]) == [0, 1, 0])
    // NaN is not equal to itself: every write of it is a change.
    #expect(rerunsAfterWrites(StateCell(Double.nan), [.nan, .nan]) == [1, 1])
  }

  @Test func optionalsCompareThroughTheirWrapped() {
    #expect(rerunsAfterWrites(StateCell<Int?>(nil), [nil, 1, 1, nil, nil]) == [0, 1, 0, 1, 0])
  }

  @Test func classValuesCompareByIdentity() {
    let first = AlwaysEqual()
    let second = AlwaysEqual()
    #expect(rerunsAfterWrites(StateCell(first), [first, second, second, first]) == [0, 1, 0, 1])
  }

  @Test func valuesThatCannotBeComparedAlwaysChange() {
    #expect(rerunsAfterWrites(StateCell(Opaque(value: 1)), [Opaque(value: 1), Opaque(value: 1)]) == [1, 1])
  }

  @Test func existentialValuesCompareByWhatTheyHold() {
    #expect(rerunsAfterWrites(StateCell<Any>(1), [1, "1", "1", 2]) == [0, 1, 0, 1])
    let object = AlwaysEqual()
    #expect(rerunsAfterWrites(StateCell<Any>(object), [object, AlwaysEqual()]) == [0, 1])
  }
}
