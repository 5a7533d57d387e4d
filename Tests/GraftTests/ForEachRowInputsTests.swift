import Graft
import GraftTesting
import Testing

private struct Entry: Identifiable, Equatable {
  let id: Int
  var title: String
  /// Shown, but ignored by ``EqualRow``'s `==`.
  var note = ""
}

/// An `Equatable` row whose `==` ignores the entry's note (as `EquatableView` allows).
private struct EqualRow: View, Equatable {
  let entry: Entry
  let isSelected: Bool
  var body: some View { Text("\(entry.title)\(entry.note)\(isSelected ? " *" : "")") }

  nonisolated static func == (lhs: EqualRow, rhs: EqualRow) -> Bool {
    lhs.entry.id == rhs.entry.id && lhs.entry.title == rhs.entry.title && lhs.isSelected == rhs.isSelected
  }
}

/// A row that is not `Equatable`: compared field by field.
private struct PlainRow: View {
  let title: String
  let isSelected: Bool
  var body: some View { Text("\(title)\(isSelected ? " *" : "")") }
}

/// An `Equatable` row with its own state: skipped rows keep it.
private struct CountingRow: View, Equatable {
  let title: String
  @State private var taps = 0
  var body: some View { Button("\(title) \(taps)") { taps += 1 } }
  nonisolated static func == (lhs: CountingRow, rhs: CountingRow) -> Bool { lhs.title == rhs.title }
}

private struct ByKeyPath: View {
  let entries: [Entry]
  let selected: Int?
  var body: some View {
    VStack { ForEach(entries, id: \.id) { EqualRow(entry: $0, isSelected: $0.id == selected) } }
  }
}

private struct ByIdentity: View {
  let entries: [Entry]
  let selected: Int?
  var body: some View { VStack { ForEach(entries) { EqualRow(entry: $0, isSelected: $0.id == selected) } } }
}

private struct ByRange: View {
  let titles: [String]
  var body: some View { VStack { ForEach(0..<3) { CountingRow(title: titles[$0]) } } }
}

private struct Plain: View {
  let entries: [Entry]
  let selected: Int?
  var body: some View {
    VStack { ForEach(entries, id: \.id) { PlainRow(title: $0.title, isSelected: $0.id == selected) } }
  }
}

/// Equatable rows under a `disabled` modifier: the rows read the environment through `body`
/// only (no dynamic property of their own).
private struct Disableable: View {
  let entries: [Entry]
  let disabled: Bool
  var body: some View {
    VStack { ForEach(entries, id: \.id) { EnabledRow(entry: $0) } }.disabled(disabled)
  }
}

private struct EnabledRow: View, Equatable {
  let entry: Entry
  var body: some View { Button(entry.title) {} }
}

/// A `ForEach` gives each row with unchanged keys its new view and re-renders exactly the rows
/// whose view inputs changed: an `Equatable` row by its `==`, any other field by field — including
/// inputs the content closure reads from outside the data (the selection).
@MainActor
@Suite struct ForEachRowInputsTests {
  private let entries = [Entry(id: 1, title: "a"), Entry(id: 2, title: "b"), Entry(id: 3, title: "c")]

  @Test func anEquatableRowRerendersOnlyWhenItsEqualsSaysItChanged() throws {
    let host = TestHost(rootView: ByKeyPath(entries: entries, selected: nil))
    let mounted = host.bodyEvaluationCounts["EqualRow"] ?? 0
    // The selection is read by the content closure: the newly selected row re-renders.
    host.rootView = ByKeyPath(entries: entries, selected: 2)
    #expect(host.texts == ["a", "b *", "c"])
    #expect(host.bodyEvaluationCounts["EqualRow"] == mounted + 1)
    // A note `==` ignores: no row re-renders, and the rows keep their last values.
    var noted = entries
    noted[0].note = "!"
    host.rootView = ByKeyPath(entries: noted, selected: 2)
    #expect(host.texts == ["a", "b *", "c"])
    #expect(host.bodyEvaluationCounts["EqualRow"] == mounted + 1)
    // A title change re-renders that row only (and then shows the note it now has).
    noted[0].title = "A"
    host.rootView = ByKeyPath(entries: noted, selected: 2)
    #expect(host.texts == ["A!", "b *", "c"])
    #expect(host.bodyEvaluationCounts["EqualRow"] == mounted + 2)
  }

  @Test func identifiableEquatableRowsFollowTheSameRule() throws {
    let host = TestHost(rootView: ByIdentity(entries: entries, selected: 1))
    let mounted = host.bodyEvaluationCounts["EqualRow"] ?? 0
    host.rootView = ByIdentity(entries: entries, selected: 3)
    #expect(host.texts == ["a", "b", "c *"])
    #expect(host.bodyEvaluationCounts["EqualRow"] == mounted + 2)
    var renamed = entries
    renamed.swapAt(0, 2)
    renamed[1].title = "B"
    host.rootView = ByIdentity(entries: renamed, selected: 3)
    #expect(host.texts == ["c *", "B", "a"])
    #expect(host.bodyEvaluationCounts["EqualRow"] == mounted + 3)
  }

  @Test func aSkippedRangeRowKeepsItsState() throws {
    let host = TestHost(rootView: ByRange(titles: ["x", "y", "z"]))
    try host.tap("y 0")
    let evaluations = host.bodyEvaluationCounts["CountingRow"] ?? 0
    host.rootView = ByRange(titles: ["x", "y", "Z"])
    #expect(host.bodyEvaluationCounts["CountingRow"] == evaluations + 1)
    try host.tap("y 1")
    #expect(host.nodes(of: .button).map(\.label) == ["x 0", "y 2", "Z 0"])
  }

  @Test func equalRowsRerenderWhenTheirEnvironmentChanges() throws {
    let host = TestHost(rootView: Disableable(entries: entries, disabled: false))
    let mounted = host.bodyEvaluationCounts["EnabledRow"] ?? 0
    host.rootView = Disableable(entries: entries, disabled: false)
    #expect(host.bodyEvaluationCounts["EnabledRow"] == mounted)
    host.rootView = Disableable(entries: entries, disabled: true)
    #expect(host.bodyEvaluationCounts["EnabledRow"] == mounted + 3)
    #expect(host.nodes(of: .button).map(\.properties.isDisabled) == [true, true, true])
  }

  @Test func aRowThatIsNotEquatableComparesItsFields() throws {
    let host = TestHost(rootView: Plain(entries: entries, selected: nil))
    let mounted = host.bodyEvaluationCounts["PlainRow"] ?? 0
    host.rootView = Plain(entries: entries, selected: nil)
    #expect(host.bodyEvaluationCounts["PlainRow"] == mounted)
    host.rootView = Plain(entries: entries, selected: 1)
    #expect(host.texts == ["a *", "b", "c"])
    #expect(host.bodyEvaluationCounts["PlainRow"] == mounted + 1)
  }
}
