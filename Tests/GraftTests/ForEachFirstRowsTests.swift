import Graft
import GraftTesting
import Testing

/// A keyed list of names between two fixed siblings, so its rows are placed at an offset;
/// each row counts its taps in its own state (a row made anew shows 0).
private struct FramedList: View {
  let names: [String]
  var body: some View {
    VStack {
      Text("top")
      ForEach(names, id: \.self) { name in Counter(name: name) }
      Text("bottom")
    }
  }
}

private struct Counter: View {
  let name: String
  @State private var taps = 0
  var body: some View { Button("\(name) tapped \(taps)") { taps += 1 } }
}

/// Rows appearing in a `ForEach` that has none (a list shown empty, then filled; or cleared,
/// then filled again) are made and placed in order between the list's siblings, each with
/// fresh state; a repeated key keeps its first row and is reported once.
@MainActor
@Suite struct ForEachFirstRowsTests {
  private func texts(_ host: TestHost<FramedList>) -> [String] {
    host.nodes(of: .text).compactMap(\.properties.text)
  }

  @Test func rowsFillingAnEmptyListArePlacedInOrderBetweenItsSiblings() throws {
    let host = TestHost(rootView: FramedList(names: []))
    host.rootView = FramedList(names: ["a", "b", "c"])
    #expect(host.nodes(of: .button).map(\.label) == ["a tapped 0", "b tapped 0", "c tapped 0"])
    #expect(texts(host) == ["top", "bottom"])
    let stack = try #require(host.nodes(of: .stack(.vertical)).first)
    #expect(
      stack.children.map { $0.properties.text ?? $0.label } == [
        "top", "a tapped 0", "b tapped 0", "c tapped 0", "bottom",
      ])
    try host.tap("b tapped 0")
    // Cleared, then filled again: every row is new.
    host.rootView = FramedList(names: [])
    #expect(host.nodes(of: .button).isEmpty)
    host.rootView = FramedList(names: ["a", "b"])
    #expect(host.nodes(of: .button).map(\.label) == ["a tapped 0", "b tapped 0"])
    #expect(host.rendererIsInSync)
  }

  @Test func aKeyRepeatedAmongTheFirstRowsKeepsItsFirstRowAndIsReportedOnce() {
    let host = TestHost(rootView: FramedList(names: []))
    host.rootView = FramedList(names: ["a", "b", "a", "d"])
    #expect(host.nodes(of: .button).map(\.label) == ["a tapped 0", "b tapped 0", "d tapped 0"])
    let duplicates = host.diagnostics.filter { $0.kind == .duplicateID }
    #expect(duplicates.count == 1)
    #expect(duplicates.first?.message.contains("id a") == true)
    #expect(host.rendererIsInSync)
  }
}
