import Graft
import GraftTesting
@_spi(Testing) import GraftViews
import Observation
import Testing

@Observable
@MainActor
private final class Item {
  var label: String
  init(_ label: String) { self.label = label }
}

/// Reads its own model (re-rendered by the model's changes) and, optionally, a state the
/// test bumps (re-rendered for another reason).
private struct ItemRow: View {
  let item: Item
  let tick: StateCell<Int>
  var body: some View { Text("\(item.label) \(tick.value)") }
}

private struct ItemRows: View {
  let items: [Item]
  let count: StateCell<Int>
  let tick: StateCell<Int>
  var body: some View {
    VStack { ForEach(0..<count.value, id: \.self) { ItemRow(item: items[$0], tick: tick) } }
  }
}

/// A row re-rendered because its own registration fired reuses that registration (nothing else
/// holds it any more): these tests pin that the reused one still follows the model, still
/// retires when the row re-renders for another reason, and leaves with the row.
@MainActor
@Suite struct RecycledRegistrationTests {
  @Test func rowsReRenderedByTheirModelsFollowThemAndTakeTheirRegistrationsWhenTheyLeave() throws {
    let items = (0..<200).map { Item("item \($0)") }
    let count = StateCell(200)
    let before = RuntimeCounters.liveObservationRegistrations
    let host = TestHost(rootView: ItemRows(items: items, count: count, tick: StateCell(0)))
    for round in 1...10 {
      for (index, item) in items.enumerated() { item.label = "item \(index) round \(round)" }
      try host.settle()
      #expect(host.texts.first == "item 0 round \(round) 0")
      #expect(host.texts.last == "item 199 round \(round) 0")
    }
    count.value = 0
    try host.settle()
    #expect(host.texts.isEmpty)
    // Counted process wide (other suites run alongside): a registration kept per row would
    // leave 200.
    #expect(RuntimeCounters.liveObservationRegistrations - before < 50)
    // The rows are gone: a change to their models re-renders nothing.
    items[0].label = "gone"
    try host.settle()
    #expect(host.texts.isEmpty)
  }

  @Test func aReusedRegistrationRetiresWhenTheRowReRendersForAnotherReason() throws {
    let item = Item("a")
    let tick = StateCell(0)
    let host = TestHost(rootView: ItemRow(item: item, tick: tick))
    let before = RuntimeCounters.liveObservationRegistrations
    for round in 1...1_000 {
      // Alternately: the model fires the registration (the next one reuses it), then another
      // reason re-renders the row while that registration is still installed (it is retired).
      if round.isMultiple(of: 2) { item.label = "a\(round)" } else { tick.value = round }
      try host.settle()
    }
    #expect(host.texts == ["a1000 999"])
    #expect(RuntimeCounters.liveObservationRegistrations - before < 50)
    let evaluations = host.bodyEvaluationCounts["ItemRow"]
    item.label = "b"
    try host.settle()
    #expect(host.texts == ["b 999"])
    // The retired registrations invalidate nothing: exactly one more evaluation.
    #expect(host.bodyEvaluationCounts["ItemRow"] == evaluations.map { $0 + 1 })
  }
}
