import Graft
import GraftTesting
import Testing

private struct Entry: Equatable {
  let key: Int
  var name: String
}

/// A row with its own state: a row that was rebuilt instead of kept shows `tapped 0`.
private struct StatefulRow: View {
  let entry: Entry
  @State private var taps = 0
  var body: some View { Button("\(entry.name) tapped \(taps)") { taps += 1 } }
}

private struct KeyedList: View {
  let entries: [Entry]
  var body: some View { VStack { ForEach(entries, id: \.key) { StatefulRow(entry: $0) } } }
}

/// The keyed diff skips the rows whose keys are unchanged at both ends and diffs only the rows
/// between them; whatever it skips, each row keeps its state, takes its new value, and a
/// repeated key is still reported.
@MainActor
@Suite struct ForEachTrimmedDiffTests {
  private func labels(_ host: TestHost<KeyedList>) -> [String] { host.nodes(of: .button).map(\.label) }

  private func entries(_ names: String...) -> [Entry] {
    names.enumerated().map { Entry(key: $0.offset, name: $0.element) }
  }

  @Test func aSwapOfDistantRowsMovesOnlyThoseAndKeepsEveryRowsState() throws {
    let start = entries("a", "b", "c", "d", "e", "f")
    let host = TestHost(rootView: KeyedList(entries: start))
    for name in ["a", "b", "e", "f"] { try host.tap("\(name) tapped 0") }
    let nodeIDs = host.nodes(of: .button).map(\.id)
    var swapped = start
    swapped.swapAt(1, 4)
    host.rootView = KeyedList(entries: swapped)
    #expect(
      labels(host) == ["a tapped 1", "e tapped 1", "c tapped 0", "d tapped 0", "b tapped 1", "f tapped 1"])
    #expect(host.nodes(of: .button).map(\.id) == [0, 4, 2, 3, 1, 5].map { nodeIDs[$0] })
    #expect(host.rendererIsInSync)
  }

  @Test func removingAMiddleRowUpdatesTheRowsAroundIt() throws {
    let start = entries("a", "b", "c", "d")
    let host = TestHost(rootView: KeyedList(entries: start))
    try host.tap("d tapped 0")
    // Row "b" leaves while the first and last rows change their values.
    var next = start
    next.remove(at: 1)
    next[0].name = "A"
    next[2].name = "D"
    host.rootView = KeyedList(entries: next)
    #expect(labels(host) == ["A tapped 0", "c tapped 0", "D tapped 1"])
    #expect(host.rendererIsInSync)
  }

  @Test func aKeyRepeatedBetweenUnchangedEndsIsReportedAndTheFirstWins() throws {
    let start = entries("a", "b", "c", "d")
    let host = TestHost(rootView: KeyedList(entries: start))
    // Row 1 takes row 0's key: the middle holds a key the unchanged start already has.
    var next = start
    next[1] = Entry(key: 0, name: "again")
    host.rootView = KeyedList(entries: next)
    #expect(labels(host) == ["a tapped 0", "c tapped 0", "d tapped 0"])
    let duplicates = host.diagnostics.filter { $0.kind == .duplicateID }
    #expect(duplicates.count == 1)
    #expect(duplicates.first?.message.contains("id 0") == true)
    #expect(host.rendererIsInSync)
  }

  @Test func rowsReorderedAndRemovedBetweenUnchangedEndsKeepTheirState() throws {
    let start = entries("a", "b", "c", "d", "e", "f", "g")
    let host = TestHost(rootView: KeyedList(entries: start))
    for name in ["b", "c", "e"] { try host.tap("\(name) tapped 0") }
    // Keep a … g; between them: e, b (c and d gone, f stays last but one).
    let next = [start[0], start[4], start[1], start[5], start[6]]
    host.rootView = KeyedList(entries: next)
    #expect(labels(host) == ["a tapped 0", "e tapped 1", "b tapped 1", "f tapped 0", "g tapped 0"])
    #expect(host.rendererIsInSync)
    // And back, with the removed rows new again.
    host.rootView = KeyedList(entries: start)
    #expect(
      labels(host) == [
        "a tapped 0", "b tapped 1", "c tapped 0", "d tapped 0", "e tapped 1", "f tapped 0", "g tapped 0",
      ])
    #expect(host.rendererIsInSync)
  }
}
