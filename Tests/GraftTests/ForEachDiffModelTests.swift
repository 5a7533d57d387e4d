import Graft
import GraftTesting
import Observation
import Testing

private struct Item: Identifiable, Equatable {
  let id: Int
  var title: String
}

/// An inert `Equatable` row (no state, no tracked read): one a `ForEach` skips when its view
/// has the same inputs.
private struct ItemRow: View, Equatable {
  let item: Item
  let isMarked: Bool
  var body: some View { Text("\(item.title)\(isMarked ? " *" : "")") }
}

/// An inert row that is not `Equatable`: compared field by field.
private struct PlainItemRow: View {
  let title: String
  let isMarked: Bool
  var body: some View { Text("\(title)\(isMarked ? " *" : "")") }
}

/// The SwiftUI idiom: a new items array on every change.
private struct Diffed: View {
  let items: [Item]
  let marked: Int?
  var body: some View { VStack { ForEach(items) { ItemRow(item: $0, isMarked: $0.id == marked) } } }
}

private struct DiffedPlain: View {
  let items: [Item]
  let marked: Int?
  var body: some View {
    VStack { ForEach(items, id: \.id) { PlainItemRow(title: $0.title, isMarked: $0.id == marked) } }
  }
}

/// An observable collection, shown by a parent that re-renders (its mark is its own state).
private struct Observed: View {
  let items: ObservableArray<Item>
  let marker: Marker
  var body: some View {
    let marked = marker.marked
    return VStack { ForEach(items) { ItemRow(item: $0, isMarked: $0.id == marked) } }
  }
}

@Observable
@MainActor
private final class Marker {
  var marked: Int?
}

@Observable
@MainActor
private final class Flag {
  var isOn = false
}

/// A row whose first evaluation reads an `@Observable` value: inert (no scope) until it changes.
private struct FlaggedRow: View, Equatable {
  let item: Item
  let flag: Flag
  var body: some View { Text("\(item.title)\(flag.isOn ? " !" : "")") }
  nonisolated static func == (lhs: FlaggedRow, rhs: FlaggedRow) -> Bool {
    lhs.item == rhs.item && lhs.flag === rhs.flag
  }
}

private struct Flagged: View {
  let items: [Item]
  let flag: Flag
  var body: some View { VStack { ForEach(items) { FlaggedRow(item: $0, flag: flag) } } }
}

/// What a list should show, and which rows should re-render, after each change.
private struct ListModel {
  var items: [Item]
  var marked: Int?
  var nextID: Int

  var texts: [String] { items.map(texts(of:)) }

  /// Each row's inputs by id: a kept row re-renders exactly when they change; a new one renders once.
  var inputs: [Int: String] { Dictionary(uniqueKeysWithValues: items.map { ($0.id, texts(of: $0)) }) }

  private func texts(of item: Item) -> String { "\(item.title)\(item.id == marked ? " *" : "")" }

  /// One random change: titles cycle through three values, so a row often gets back a view it
  /// had before.
  mutating func change(using generator: inout SplitMix) {
    let titles = ["x", "y", "z"]
    func title() -> String { titles[Int.random(in: 0..<titles.count, using: &generator)] }
    let count = items.count
    switch Int.random(in: 0..<11, using: &generator) {
    case 0 where count >= 2:
      items.swapAt(Int.random(in: 0..<count, using: &generator), Int.random(in: 0..<count, using: &generator))
    case 1 where count >= 1:
      items.remove(at: Int.random(in: 0..<count, using: &generator))
    case 2:
      items.insert(Item(id: nextID, title: title()), at: Int.random(in: 0...count, using: &generator))
      nextID += 1
    case 3 where count >= 2:
      let moved = items.remove(at: Int.random(in: 0..<count, using: &generator))
      items.insert(moved, at: Int.random(in: 0..<count, using: &generator))
    case 4...6 where count >= 1:
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        items[Int.random(in: 0..<count, using: &generator)].title = title()
      }
    case 7 where count >= 1:
      marked = Bool.random(using: &generator) ? items[Int.random(in: 0..<count, using: &generator)].id : nil
    case 8:
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        items.append(Item(id: nextID, title: title()))
        nextID += 1
      }
    case 9 where count >= 3:
      // Moved and changed at once: the middle of the diff updates rows outside the row loop.
      let moved = items.remove(at: 0)
      items.insert(Item(id: moved.id, title: title()), at: count - 1)
      items[count / 2].title = title()
    default:
      if Int.random(in: 0..<4, using: &generator) == 0 { items.removeAll() }
    }
  }
}

/// A keyed `ForEach` shows exactly its data after any sequence of changes and re-renders exactly
/// the rows whose inputs changed — a kept row whose new view has the same inputs as the one it
/// holds is skipped, whichever path of the diff it takes (in place, a swap, the trimmed middle,
/// the full reorder) — checked against a model, change by change. Titles cycle through three
/// values, so rows often get back a view they had before: what any cached record of a row's
/// last view (issue 15 tried one, beside the rows) must not wrongly skip.
@MainActor
@Suite struct ForEachDiffModelTests {
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func aDiffedListShowsAndReRendersExactlyWhatChanged(seed: UInt64) throws {
    var generator = SplitMix(seed: seed)
    var model = ListModel(
      items: (0..<12).map { Item(id: $0, title: ["x", "y", "z"][$0 % 3]) }, marked: nil, nextID: 12)
    let host = TestHost(rootView: Diffed(items: model.items, marked: model.marked))
    // How many times each shown row's body ran (the host counts the rows it shows): once when
    // made, once more each time its inputs change.
    var evaluations = Dictionary(uniqueKeysWithValues: model.items.map { ($0.id, 1) })
    #expect(host.bodyEvaluationCounts["ItemRow"] == model.items.count)
    for step in 0..<150 {
      let before = model.inputs
      model.change(using: &generator)
      host.rootView = Diffed(items: model.items, marked: model.marked)
      #expect(host.texts == model.texts, "seed \(seed), step \(step)")
      var next: [Int: Int] = [:]
      for (id, inputs) in model.inputs {
        next[id] = before[id] == nil ? 1 : evaluations[id, default: 0] + (before[id] == inputs ? 0 : 1)
      }
      evaluations = next
      #expect(
        host.bodyEvaluationCounts["ItemRow", default: 0] == evaluations.values.reduce(0, +),
        "seed \(seed), step \(step)")
    }
  }

  @Test func aRowThatIsNotEquatableShowsExactlyItsData() throws {
    var generator = SplitMix(seed: 7)
    var model = ListModel(items: (0..<8).map { Item(id: $0, title: "x") }, marked: nil, nextID: 8)
    let host = TestHost(rootView: DiffedPlain(items: model.items, marked: model.marked))
    for step in 0..<120 {
      model.change(using: &generator)
      host.rootView = DiffedPlain(items: model.items, marked: model.marked)
      #expect(host.texts == model.texts, "step \(step)")
    }
  }

  @Test func anObservableCollectionsRowsFollowItsChangesAndTheirParent() throws {
    let items = ObservableArray((0..<6).map { Item(id: $0, title: "x") })
    let marker = Marker()
    let host = TestHost(rootView: Observed(items: items, marker: marker))
    var expected = items.elements
    func check(_ what: String) throws {
      try host.settle()
      #expect(host.texts == expected.map { "\($0.title)\($0.id == marker.marked ? " *" : "")" }, "\(what)")
    }
    // The parent re-renders, then the array changes, then the parent again
    // with rows whose views went back to ones they had.
    marker.marked = 1
    try check("marked 1")
    items.swapAt(1, 4)
    expected.swapAt(1, 4)
    marker.marked = 4
    try check("swapped, marked 4")
    items.move(from: 0, to: 3)
    expected.insert(expected.remove(at: 0), at: 3)
    marker.marked = 1
    try check("moved, marked 1")
    items[2] = Item(id: expected[2].id, title: "y")
    expected[2].title = "y"
    try check("replaced")
    items[2] = Item(id: expected[2].id, title: "x")
    expected[2].title = "x"
    marker.marked = nil
    try check("replaced back, unmarked")
    items.remove(at: 1)
    expected.remove(at: 1)
    items.insert(Item(id: 10, title: "z"), at: 0)
    expected.insert(Item(id: 10, title: "z"), at: 0)
    marker.marked = 10
    try check("removed, inserted, marked 10")
    marker.marked = nil
    try check("unmarked")
  }

  @Test func aRowThatStartsReadingTrackedStateStillFollowsIt() throws {
    let flag = Flag()
    let items = (0..<4).map { Item(id: $0, title: "r\($0)") }
    let host = TestHost(rootView: Flagged(items: items, flag: flag))
    host.rootView = Flagged(items: items, flag: flag)  // the same views: skipped
    #expect(host.texts == ["r0", "r1", "r2", "r3"])
    flag.isOn = true
    try host.settle()
    #expect(host.texts == ["r0 !", "r1 !", "r2 !", "r3 !"])
    host.rootView = Flagged(items: items, flag: flag)
    flag.isOn = false
    try host.settle()
    #expect(host.texts == ["r0", "r1", "r2", "r3"])
    var renamed = items
    renamed[2].title = "R2"
    host.rootView = Flagged(items: renamed, flag: flag)
    flag.isOn = true
    try host.settle()
    #expect(host.texts == ["r0 !", "r1 !", "R2 !", "r3 !"])
  }
}
