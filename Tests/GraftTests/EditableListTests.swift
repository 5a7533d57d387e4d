import Foundation
import Graft
import GraftTesting
import Testing

private struct Item: Identifiable, Equatable {
  let id: Int
  var title: String
  var done = false
}

private struct Checklist: View {
  @State private var items = [
    Item(id: 1, title: "Milk"), Item(id: 2, title: "Eggs"), Item(id: 3, title: "Tea"),
  ]

  var body: some View {
    VStack {
      List {
        ForEach($items) { $item in
          Toggle(item.title, isOn: $item.done)
        }
        .onDelete { items.remove(atOffsets: $0) }
        .onMove { items.move(fromOffsets: $0, toOffset: $1) }
      }
      Text(items.map { "\($0.title)\($0.done ? "✓" : "")" }.joined(separator: ","))
    }
  }
}

@MainActor
@Suite struct EditableListTests {
  @Test func bindingRowsWriteTheirOwnElement() throws {
    let host = TestHost(rootView: Checklist())
    try host.toggle("Eggs")
    #expect(host.texts.last == "Milk,Eggs✓,Tea")
    // After a deletion above it, a row's binding still writes its own element.
    try host.tap("Delete", inRowContaining: "Milk")
    try host.toggle("Tea")
    #expect(host.texts.last == "Eggs✓,Tea✓")
  }

  @Test func rowsDeleteAndMoveAsSwiftUIOffsetsSay() throws {
    let host = TestHost(rootView: Checklist())
    #expect(
      host.render().hasPrefix(
        """
        VStack
          List
            Row [style: movable]
              Toggle "Milk" [off]
              Button "Delete" [role: destructive]
        """))
    try host.move(rowContaining: "Milk", to: 2)
    #expect(host.texts.last == "Eggs,Tea,Milk")
    try host.move(rowContaining: "Milk", to: 0)
    #expect(host.texts.last == "Milk,Eggs,Tea")
    try host.tap("Delete", inRowContaining: "Eggs")
    #expect(host.texts.last == "Milk,Tea")
    #expect(throws: ControlLookupError.noSuchRow("Eggs", available: ["Milk", "Tea"])) {
      try host.tap("Delete", inRowContaining: "Eggs")
    }
  }

  @Test func offsetsHelpersMatchSwiftUI() {
    var letters = ["a", "b", "c", "d", "e"]
    letters.move(fromOffsets: IndexSet([1, 3]), toOffset: 5)
    #expect(letters == ["a", "c", "e", "b", "d"])
    letters.move(fromOffsets: IndexSet(integer: 4), toOffset: 0)
    #expect(letters == ["d", "a", "c", "e", "b"])
    letters.remove(atOffsets: IndexSet([0, 2, 9]))
    #expect(letters == ["a", "e", "b"])
  }
}

private struct Fruit: Identifiable {
  let id: String
}

private struct Selecting: View {
  @State private var one: String?
  @State private var many: Set<String> = []
  let fruits = [Fruit(id: "apple"), Fruit(id: "pear")]

  var body: some View {
    VStack {
      List(fruits, selection: $one) { fruit in Text(fruit.id) }
      List(selection: $many) {
        Text("red").tag("red")
        Text("blue").tag("blue")
        Text("untagged")
      }
      Text("one \(one ?? "none"), many \(many.sorted().joined(separator: "+"))")
    }
  }
}

@MainActor
@Suite struct ListSelectionTests {
  @Test func tappingRowsSelectsThem() throws {
    let host = TestHost(rootView: Selecting())
    try host.selectRow(containing: "pear")
    try host.selectRow(containing: "apple")
    try host.selectRow(containing: "red")
    try host.selectRow(containing: "blue")
    try host.selectRow(containing: "red")
    #expect(host.texts.last == "one apple, many blue")
    #expect(host.render().contains("Row [highlighted, style: selectable]\n      Text \"apple\""))
    #expect(host.render().contains("Row [style: selectable]\n      Text \"pear\""))
    // An untagged row is no selectable row.
    #expect(throws: InteractionError.self) { try host.selectRow(containing: "untagged") }
  }
}
