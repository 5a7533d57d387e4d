// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Composables are named like types (`Text`, `Counter`), as Jetpack Compose names them.
import Graft
import GraftCompose
import Testing

/// A row's model for the `items` tests: an id and a label.
@MainActor
final class ItemModel {
  let id: Int
  let label: String

  init(_ id: Int, _ label: String? = nil) {
    self.id = id
    self.label = label ?? "row \(id)"
  }
}

/// A composition showing a `MutableStateList` with `c.items`, each row a restartable group
/// with a remembered counter; it logs each row body run and every change batch.
@MainActor
final class ItemsFixture {
  let loop = VirtualLoop()
  let graph: UpdateGraph
  let list: MutableStateList<ItemModel>
  let log = EventLog()
  var changes: [String] = []
  /// Rows whose group left the composition (their effect's dispose ran).
  var disposed: [Int] = []
  private var composition: Composition?
  private var subscription: BatchSubscription?

  /// `nodesPerRow` 2 gives each row a second node after its button: a text reading its id.
  init(_ ids: [Int], nodesPerRow: Int = 1) {
    graph = UpdateGraph(loop: loop)
    list = MutableStateList(ids.map { ItemModel($0) })
    subscription = graph.tree.addBatchObserver { [weak self] batch in
      for change in batch.changes { self?.changes.append(Self.describe(change)) }
    }
    let list = self.list
    let log = self.log
    let composition = Composition(graph: graph, hostNode: graph.tree.root) { [weak self] c in
      c.ComposeNode(.list) {
        c.items(list, key: \.id) { c, item in
          c.call(ObjectIdentifier(item)) { c, _ in
            log.events.append("row \(item.id)")
            let taps = c.remember { mutableStateOf(0) }
            c.Button("\(item.label) \(taps.value)") { taps.value += 1 }
            if nodesPerRow == 2 { c.Text("id \(item.id)") }
            c.DisposableEffect(item.id) { { self?.disposed.append(item.id) } }
          }
        }
      }
    }
    self.composition = composition
    composition.start()
    loop.runUntilQuiescent()
    loop.runUntilQuiescent()
    reset()
  }

  /// The rows' button titles, in node order.
  var titles: [String] { graph.tree.root.children.first?.children.map { $0.properties.text ?? "" } ?? [] }

  func reset() {
    log.events.removeAll()
    changes.removeAll()
  }

  func settle() {
    loop.runUntilQuiescent()
  }

  func tap(_ title: String) {
    graph.tree.root.children.first?.children.first { $0.properties.text == title }?.handlers.onTap?()
    settle()
  }

  func stop() {
    composition?.stop()
    settle()
  }

  private static func describe(_ change: NodeChange) -> String {
    switch change {
    case .insert(_, let index, let node): "insert \(node.properties.text ?? "") at \(index)"
    case .remove(_, let index, let count): "remove \(count) at \(index)"
    case .move(_, let from, let to, let count): "move \(count) from \(from) to \(to)"
    case .update(_, let properties): "update \(properties.text ?? "")"
    }
  }
}

/// `c.items` over a `MutableStateList`: list changes applied to the rows they touch.
@MainActor
@Suite struct ComposeItemsTests {
  @Test func aSwapMovesTheTwoRowsWithTheirStateAndCallsNoRow() {
    let fixture = ItemsFixture(Array(0..<5))
    fixture.tap("row 1 0")
    fixture.reset()
    fixture.list.swapAt(1, 3)
    fixture.settle()
    #expect(fixture.titles == ["row 0 0", "row 3 0", "row 2 0", "row 1 1", "row 4 0"])
    #expect(fixture.log.events.isEmpty)
    #expect(fixture.changes == ["move 1 from 1 to 4", "move 1 from 2 to 1"])
  }

  @Test func aSwapOfAdjacentRowsIsOneMove() {
    let fixture = ItemsFixture(Array(0..<4))
    fixture.tap("row 2 0")
    fixture.reset()
    fixture.list.swapAt(1, 2)
    fixture.settle()
    #expect(fixture.titles == ["row 0 0", "row 2 1", "row 1 0", "row 3 0"])
    #expect(fixture.log.events.isEmpty)
    #expect(fixture.changes == ["move 1 from 1 to 3"])
  }

  @Test func aSwapOfRowsOfTwoNodesMovesBothNodesOfEach() {
    let fixture = ItemsFixture(Array(0..<4), nodesPerRow: 2)
    fixture.tap("row 1 0")
    fixture.reset()
    fixture.list.swapAt(0, 2)
    fixture.settle()
    #expect(
      fixture.titles == ["row 2 0", "id 2", "row 1 1", "id 1", "row 0 0", "id 0", "row 3 0", "id 3"])
    #expect(fixture.log.events.isEmpty)
    #expect(fixture.changes == ["move 2 from 0 to 6", "move 2 from 2 to 0"])
    // Later changes still find each row's nodes where they are.
    fixture.list.swapAt(1, 3)
    fixture.list.remove(at: 0)
    fixture.settle()
    #expect(fixture.titles == ["row 3 0", "id 3", "row 0 0", "id 0", "row 1 1", "id 1"])
  }

  @Test func removingARowRemovesItsNodeAndDisposesItsEffectsOnly() {
    let fixture = ItemsFixture(Array(0..<4))
    fixture.list.remove(at: 2)
    fixture.settle()
    #expect(fixture.titles == ["row 0 0", "row 1 0", "row 3 0"])
    #expect(fixture.log.events.isEmpty)
    #expect(fixture.changes == ["remove 1 at 2"])
    #expect(fixture.disposed == [2])
  }

  @Test func appendingComposesOnlyTheNewRows() {
    let fixture = ItemsFixture([0, 1])
    fixture.list.append(contentsOf: [ItemModel(2), ItemModel(3)])
    fixture.settle()
    #expect(fixture.titles == ["row 0 0", "row 1 0", "row 2 0", "row 3 0"])
    #expect(fixture.log.events == ["row 2", "row 3"])
    #expect(fixture.changes == ["insert row 2 0 at 2", "insert row 3 0 at 3"])
  }

  @Test func replacingEveryElementRemovesTheOldRowsBeforeInsertingTheNew() {
    let fixture = ItemsFixture([0, 1])
    fixture.list.replaceAll(with: [ItemModel(5), ItemModel(6)])
    fixture.settle()
    #expect(fixture.titles == ["row 5 0", "row 6 0"])
    #expect(fixture.changes == ["remove 2 at 0", "insert row 5 0 at 0", "insert row 6 0 at 1"])
    #expect(fixture.disposed.sorted() == [0, 1])
  }

  @Test func severalChangesInOnePassAreAppliedInOrder() {
    let fixture = ItemsFixture(Array(0..<5))
    fixture.tap("row 4 0")
    fixture.reset()
    fixture.list.remove(at: 0)
    fixture.list.swapAt(0, 3)
    fixture.list.append(ItemModel(9))
    fixture.settle()
    #expect(fixture.titles == ["row 4 1", "row 2 0", "row 3 0", "row 1 0", "row 9 0"])
    #expect(fixture.log.events == ["row 9"])
  }

  @Test func anInsertionBeforeTheEndCallsEveryRowAndKeepsTheirState() {
    let fixture = ItemsFixture([0, 1, 2])
    fixture.tap("row 2 0")
    fixture.reset()
    fixture.list.insert(ItemModel(7), at: 1)
    fixture.settle()
    #expect(fixture.titles == ["row 0 0", "row 7 0", "row 1 0", "row 2 1"])
    // Every row is called; the rows that stayed skip (their parameters are equal).
    #expect(fixture.log.events == ["row 7"])
    #expect(fixture.changes == ["insert row 7 0 at 1"])
  }

  @Test func replacingAnElementCallsItsRowWithTheNewElementUnderTheSameKey() {
    let fixture = ItemsFixture([0, 1, 2])
    fixture.tap("row 1 0")
    fixture.reset()
    fixture.list[1] = ItemModel(1, "renamed")
    fixture.settle()
    // Same key, same row: its remembered count stays.
    #expect(fixture.titles == ["row 0 0", "renamed 1", "row 2 0"])
    #expect(fixture.log.events == ["row 1"])
  }

  @Test func moreChangesThanTheLogKeepsStillEndInTheSameRows() {
    let fixture = ItemsFixture(Array(0..<3))
    fixture.tap("row 0 0")
    fixture.reset()
    for _ in 0...MutableStateList<ItemModel>.changeLogLimit { fixture.list.swapAt(0, 2) }
    fixture.settle()
    // An odd number of swaps: rows 0 and 2 exchanged, each with its own state.
    #expect(fixture.titles == ["row 2 0", "row 1 0", "row 0 1"])
    #expect(fixture.log.events.isEmpty)
  }

  @Test func stoppingTheCompositionDisposesEveryRow() {
    let fixture = ItemsFixture([0, 1])
    fixture.stop()
    #expect(fixture.disposed.sorted() == [0, 1])
    #expect(fixture.titles.isEmpty)
  }
}
