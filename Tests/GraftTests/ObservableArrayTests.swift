import Graft
import GraftTesting
import Testing

private struct Entry: Identifiable, Equatable {
  let id: Int
  var name: String
}

/// A row with its own state, so a row that was rebuilt instead of kept shows `tapped 0`.
private struct EntryRow: View {
  let entry: Entry
  let prefix: String
  @State private var taps = 0
  var body: some View {
    Button("\(prefix)\(entry.name) tapped \(taps)") { taps += 1 }
  }
}

private struct EntryList: View {
  let entries: ObservableArray<Entry>
  @State private var prefix = ""
  var body: some View {
    let prefix = self.prefix  // read in the body (tracked), not only inside the row closure
    return VStack {
      Button("Prefix") { self.prefix += ">" }
      ForEach(entries) { entry in EntryRow(entry: entry, prefix: prefix) }
    }
  }
}

/// Two lists over one array, the second one removable.
private struct TwoLists: View {
  let entries: ObservableArray<Entry>
  @State private var showsSecond = true
  var body: some View {
    VStack {
      Button("Hide second") { showsSecond = false }
      List { ForEach(entries) { entry in Text("one \(entry.name)") } }
      if showsSecond {
        List { ForEach(entries) { entry in Text("two \(entry.name)") } }
      }
    }
  }
}

/// Reads the array's count in its body: a tracked read.
private struct CountLabel: View {
  let entries: ObservableArray<Entry>
  var body: some View { Text("\(entries.count) entries") }
}

@MainActor
private func rowLabels<Content: View>(_ host: TestHost<Content>) -> [String] {
  Array(host.nodes(of: .button).map(\.label).dropFirst())
}

@MainActor
@Suite struct ObservableArrayTests {
  private func entries(_ ids: ClosedRange<Int>) -> [Entry] { ids.map { Entry(id: $0, name: "e\($0)") } }

  @Test func mutationsReachTheRowsWithoutReRenderingTheListOrOtherRows() throws {
    let array = ObservableArray(entries(1...5))
    let host = TestHost(rootView: EntryList(entries: array))
    try host.tap("e2 tapped 0")
    let listEvaluations = host.bodyEvaluationCounts["EntryList"]
    let rowEvaluations = host.bodyEvaluationCounts["EntryRow"]
    let nodesBefore = Dictionary(uniqueKeysWithValues: host.nodes(of: .button).map { ($0.label, $0.id) })

    array.swapAt(1, 4)
    array.move(from: 0, to: 2)
    array.remove(at: 3)
    try host.settle()

    // e1..e5 → swap(1,4): e1 e5 e3 e4 e2 → move(0→2): e5 e3 e1 e4 e2 → remove(3): e5 e3 e1 e2
    #expect(rowLabels(host) == ["e5 tapped 0", "e3 tapped 0", "e1 tapped 0", "e2 tapped 1"])
    #expect(host.rendererIsInSync)
    // Nothing re-rendered: the rows were moved, not rebuilt, and the list's body did not run.
    #expect(host.bodyEvaluationCounts["EntryList"] == listEvaluations)
    // (Counts are summed over the rows alive: the removed row's one evaluation is gone.)
    #expect(host.bodyEvaluationCounts["EntryRow"] == (rowEvaluations ?? 0) - 1)
    for label in ["e5 tapped 0", "e3 tapped 0", "e1 tapped 0", "e2 tapped 1"] {
      #expect(host.nodes(of: .button).first { $0.label == label }?.id == nodesBefore[label])
    }

    array.insert(Entry(id: 9, name: "e9"), at: 1)
    array.append(contentsOf: [Entry(id: 10, name: "e10")])
    array[0] = Entry(id: 5, name: "five")
    try host.settle()
    #expect(
      rowLabels(host) == [
        "five tapped 0", "e9 tapped 0", "e3 tapped 0", "e1 tapped 0", "e2 tapped 1", "e10 tapped 0",
      ])
    // Two rows created, one re-rendered with its new value.
    #expect(host.bodyEvaluationCounts["EntryRow"] == (rowEvaluations ?? 0) - 1 + 3)
    #expect(host.rendererIsInSync)
  }

  @Test func randomMutationsKeepRowsStateAndRenderersInSync() throws {
    var generator = SplitMix(seed: 7)
    var expected = entries(1...8)
    let array = ObservableArray(expected)
    let host = TestHost(rootView: EntryList(entries: array))
    var nextID = 100
    for round in 0..<80 {
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        switch Int.random(in: 0..<7, using: &generator) {
        case 0:
          let index = Int.random(in: 0...expected.count, using: &generator)
          let entry = Entry(id: nextID, name: "e\(nextID)")
          nextID += 1
          expected.insert(entry, at: index)
          array.insert(entry, at: index)
        case 1 where !expected.isEmpty:
          let index = Int.random(in: 0..<expected.count, using: &generator)
          expected.remove(at: index)
          array.remove(at: index)
        case 2 where expected.count > 1:
          let i = Int.random(in: 0..<expected.count, using: &generator)
          let j = Int.random(in: 0..<expected.count, using: &generator)
          expected.swapAt(i, j)
          array.swapAt(i, j)
        case 3 where expected.count > 1:
          let from = Int.random(in: 0..<expected.count, using: &generator)
          let to = Int.random(in: 0..<expected.count, using: &generator)
          expected.insert(expected.remove(at: from), at: to)
          array.move(from: from, to: to)
        case 4 where !expected.isEmpty:
          let index = Int.random(in: 0..<expected.count, using: &generator)
          expected[index].name += "'"
          array[index] = expected[index]
        case 5:
          let entries = (0..<Int.random(in: 0...3, using: &generator)).map { offset in
            Entry(id: nextID + offset, name: "e\(nextID + offset)")
          }
          nextID += entries.count
          expected += entries
          array.append(contentsOf: entries)
        default:
          expected.removeAll { $0.id % 3 == round % 3 }
          array.removeAll { $0.id % 3 == round % 3 }
        }
      }
      try host.settle()
      #expect(rowLabels(host).map { $0.replacing(/\ tapped \d+/, with: "") } == expected.map(\.name))
      #expect(Array(array) == expected)
      #expect(host.rendererIsInSync)
      // Per-row state follows the id through every change (checked by the labels above).
      if round % 5 == 0, let label = rowLabels(host).first { try host.tap(label) }
    }
    #expect(host.diagnostics.isEmpty)
  }

  @Test func aDuplicateIDIsDiagnosedAndTheListRecoversWhenItGoes() throws {
    let array = ObservableArray(entries(1...3))
    let host = TestHost(rootView: EntryList(entries: array))
    array.append(Entry(id: 2, name: "again"))
    try host.settle()
    #expect(rowLabels(host) == ["e1 tapped 0", "e2 tapped 0", "e3 tapped 0"])
    #expect(host.diagnostics.filter { $0.kind == .duplicateID }.count == 1)
    array.removeLast()
    array.swapAt(0, 2)
    try host.settle()
    #expect(rowLabels(host) == ["e3 tapped 0", "e2 tapped 0", "e1 tapped 0"])
    #expect(host.rendererIsInSync)
  }

  @Test func manyMutationsBetweenPassesFallBackToTheSameResult() throws {
    let array = ObservableArray(entries(1...3))
    let host = TestHost(rootView: EntryList(entries: array))
    try host.tap("e1 tapped 0")
    for id in 4...400 { array.append(Entry(id: id, name: "e\(id)")) }
    array.remove(at: 1)
    try host.settle()
    #expect(rowLabels(host).count == 399)
    #expect(rowLabels(host).prefix(3) == ["e1 tapped 1", "e3 tapped 0", "e4 tapped 0"])
    #expect(host.rendererIsInSync)
    array.swapAt(0, 1)
    try host.settle()
    #expect(rowLabels(host).prefix(2) == ["e3 tapped 0", "e1 tapped 1"])
  }

  @Test func aParentReRenderGivesEveryRowItsNewViewAndKeepsState() throws {
    let array = ObservableArray(entries(1...2))
    let host = TestHost(rootView: EntryList(entries: array))
    try host.tap("e2 tapped 0")
    array.insert(Entry(id: 3, name: "e3"), at: 0)
    try host.tap("Prefix")
    #expect(rowLabels(host) == [">e3 tapped 0", ">e1 tapped 0", ">e2 tapped 1"])
    #expect(host.rendererIsInSync)
  }

  @Test func twoListsOverOneArrayBothFollowAndALeavingOneLetsGo() throws {
    let array = ObservableArray(entries(1...2))
    let host = TestHost(rootView: TwoLists(entries: array))
    array.append(Entry(id: 3, name: "e3"))
    array.swapAt(0, 2)
    try host.settle()
    #expect(host.texts == ["one e3", "one e2", "one e1", "two e3", "two e2", "two e1"])
    try host.tap("Hide second")
    array.remove(at: 1)
    try host.settle()
    #expect(host.texts == ["one e3", "one e1"])
    #expect(host.rendererIsInSync)
  }

  /// Inserted and replacing elements wait in the array for every list to apply them: the
  /// first list to catch up must not drop what the second still needs.
  @Test func twoListsApplyInsertsAndReplacementsMadeTogether() throws {
    var expected = entries(1...4)
    let array = ObservableArray(expected)
    let host = TestHost(rootView: TwoLists(entries: array))
    var nextID = 10
    for round in 0..<12 {
      let entry = Entry(id: nextID, name: "e\(nextID)")
      nextID += 1
      expected.insert(entry, at: round % (expected.count + 1))
      array.insert(entry, at: round % array.count.advanced(by: 1))
      expected[0].name += "'"
      array[0] = expected[0]
      expected.append(contentsOf: [Entry(id: nextID, name: "e\(nextID)")])
      array.append(contentsOf: [Entry(id: nextID, name: "e\(nextID)")])
      nextID += 1
      if round.isMultiple(of: 3) {
        expected.remove(at: 1)
        array.remove(at: 1)
      }
      try host.settle()
      #expect(host.texts == expected.map { "one \($0.name)" } + expected.map { "two \($0.name)" })
      #expect(host.rendererIsInSync)
    }
  }

  @Test func aBodyReadingTheArrayReRendersWhenItChanges() throws {
    let array = ObservableArray(entries(1...2))
    let host = TestHost(rootView: CountLabel(entries: array))
    #expect(host.texts == ["2 entries"])
    array.removeAll()
    try host.settle()
    #expect(host.texts == ["0 entries"])
  }
}
