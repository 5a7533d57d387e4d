import Graft
import GraftTesting
import Testing

private struct Item: Identifiable, Equatable {
  let id: Int
  var name: String
}

private struct Row: View {
  let item: Item
  @State private var taps = 0
  var body: some View {
    Button("\(item.name) tapped \(taps)") { taps += 1 }
  }
}

private struct PlainList: View {
  let items: [Item]
  var body: some View {
    VStack { ForEach(items) { item in Row(item: item) } }
  }
}

/// One `Row` value shown at two positions: both copies share the value's `@State` storage
/// reference, which each position links to its own state before its `body` runs.
private struct SameRowTwice: View {
  let row = Row(item: Item(id: 1, name: "a"))
  var body: some View {
    VStack {
      row
      row
    }
  }
}

/// A small deterministic random number generator for reproducible shuffles.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

private struct ItemList: View {
  @State var items: [Item]
  var body: some View {
    VStack {
      Button("Reverse") { items.reverse() }
      Button("Drop first") { items.removeFirst() }
      Button("Insert zero") { items.insert(Item(id: 0, name: "zero"), at: 0) }
      ForEach(items) { item in Row(item: item) }
    }
  }
}

@MainActor
@Suite struct StateAndIdentityTests {
  @Test func keyedReorderKeepsPerRowState() throws {
    let items = [Item(id: 1, name: "a"), Item(id: 2, name: "b"), Item(id: 3, name: "c")]
    let host = TestHost(rootView: ItemList(items: items))
    try host.tap("a tapped 0")
    try host.tap("c tapped 0")
    try host.tap("c tapped 1")
    let buttonsBefore = host.nodes(of: .button).map(\.id)
    try host.tap("Reverse")
    #expect(
      host.nodes(of: .button).map(\.label) == [
        "Reverse", "Drop first", "Insert zero", "c tapped 2", "b tapped 0", "a tapped 1",
      ])
    // Reordering moved the existing nodes rather than rebuilding them.
    #expect(Set(host.nodes(of: .button).map(\.id)) == Set(buttonsBefore))
    try host.tap("Drop first")
    try host.tap("Insert zero")
    #expect(
      host.nodes(of: .button).dropFirst(3).map(\.label) == ["zero tapped 0", "b tapped 0", "a tapped 1"])
    #expect(host.rendererIsInSync)
  }

  @Test func arbitraryReordersKeepRenderersInSync() throws {
    var generator = SplitMix(seed: 42)
    var items = (1...12).map { Item(id: $0, name: "r\($0)") }
    let host = TestHost(rootView: PlainList(items: items))
    for _ in 0..<60 {
      items.shuffle(using: &generator)
      if Bool.random(using: &generator) { items.removeLast(Int.random(in: 0...2, using: &generator)) }
      let fresh = Int.random(in: 100...200, using: &generator)
      if !items.contains(where: { $0.id == fresh }) {
        items.insert(
          Item(id: fresh, name: "r\(fresh)"), at: Int.random(in: 0...items.count, using: &generator))
      }
      host.rootView = PlainList(items: items)
      #expect(host.nodes(of: .button).map(\.label) == items.map { "\($0.name) tapped 0" })
      #expect(host.rendererIsInSync)
    }
  }

  @Test func removedRowLosesItsState() throws {
    let host = TestHost(rootView: ItemList(items: [Item(id: 1, name: "a"), Item(id: 2, name: "b")]))
    try host.tap("a tapped 0")
    try host.tap("Drop first")
    try host.tap("Insert zero")
    #expect(host.nodes(of: .button).dropFirst(3).map(\.label) == ["zero tapped 0", "b tapped 0"])
  }

  @Test func oneViewValueShownTwiceKeepsAStatePerPosition() throws {
    let host = TestHost(rootView: SameRowTwice())
    #expect(host.nodes(of: .button).map(\.label) == ["a tapped 0", "a tapped 0"])
    try host.tap("a tapped 0")
    // Exactly one position changed: each has its own state, and each body read its own.
    #expect(host.nodes(of: .button).map(\.label).sorted() == ["a tapped 0", "a tapped 1"])
    #expect(host.rendererIsInSync)
  }

  @Test func duplicateIDsAreDiagnosedAndFirstWins() throws {
    let items = [Item(id: 1, name: "first"), Item(id: 1, name: "second"), Item(id: 2, name: "other")]
    let host = TestHost(rootView: ItemList(items: items))
    #expect(host.nodes(of: .button).dropFirst(3).map(\.label) == ["first tapped 0", "other tapped 0"])
    let duplicates = host.diagnostics.filter { $0.kind == .duplicateID }
    #expect(duplicates.count == 1)
    #expect(duplicates.first?.message.contains("id 1") == true)
    #expect(duplicates.first?.message.contains("ItemList") == true)
    // The rest of the tree keeps working.
    try host.tap("other tapped 0")
    #expect(host.nodes(of: .button).last?.label == "other tapped 1")
  }
}

private struct Counters: View {
  @State private var left = 0
  @State private var right = 0
  var body: some View {
    VStack {
      Button("Left") { left += 1 }
      Button("Right") { right += 1 }
      Button("Same") { right = right }
      LeftLabel(value: left)
      RightLabel(value: right)
    }
  }
}

private struct LeftLabel: View {
  let value: Int
  var body: some View { Text("left \(value)") }
}

private struct RightLabel: View {
  let value: Int
  var body: some View { Text("right \(value)") }
}

@MainActor
@Suite struct InvalidationTests {
  @Test func onlyViewsWhoseInputsChangedReEvaluate() throws {
    let host = TestHost(rootView: Counters())
    #expect(host.bodyEvaluationCounts["LeftLabel"] == 1)
    try host.tap("Left")
    #expect(host.texts == ["left 1", "right 0"])
    #expect(host.bodyEvaluationCounts["Counters"] == 2)
    #expect(host.bodyEvaluationCounts["LeftLabel"] == 2)
    #expect(host.bodyEvaluationCounts["RightLabel"] == 1)
  }

  @Test func writingAnEqualValueInvalidatesNothing() throws {
    let host = TestHost(rootView: Counters())
    let passes = host.graph.passCount
    try host.tap("Same")
    #expect(host.bodyEvaluationCounts["Counters"] == 1)
    #expect(host.graph.passCount == passes)
  }
}

private struct Branches: View {
  enum Mode { case a, b, c }
  @State private var flag = true
  @State private var mode = Mode.a
  @State private var name: String? = nil
  var body: some View {
    VStack {
      Button("Flip") { flag.toggle() }
      Button("Next") { mode = mode == .a ? .b : (mode == .b ? .c : .a) }
      Button("Name") { name = name == nil ? "graft" : nil }
      if flag {
        Text("yes")
      } else {
        Text("no")
        Text("really")
      }
      switch mode {
      case .a: Text("mode a")
      case .b: Image(systemName: "b.circle")
      case .c: EmptyView()
      }
      if let name { Text("hello \(name)") }
      Text("end")
    }
  }
}

@MainActor
@Suite struct ViewBuilderTests {
  @Test func branchesSwitchesAndOptionalsPlaceNodesInOrder() throws {
    let host = TestHost(rootView: Branches())
    #expect(host.texts == ["yes", "mode a", "end"])
    try host.tap("Flip")
    #expect(host.texts == ["no", "really", "mode a", "end"])
    try host.tap("Next")
    try host.tap("Name")
    #expect(host.texts == ["no", "really", "hello graft", "end"])
    #expect(host.nodes(of: .image).map(\.properties.systemImageName) == ["b.circle"])
    try host.tap("Next")
    try host.tap("Flip")
    #expect(host.texts == ["yes", "hello graft", "end"])
    try host.tap("Name")
    try host.tap("Next")
    #expect(
      host.render() == """
        VStack
          Button "Flip"
          Button "Next"
          Button "Name"
          Text "yes"
          Text "mode a"
          Text "end"
        """)
  }
}
