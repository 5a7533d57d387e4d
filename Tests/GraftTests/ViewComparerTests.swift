import Graft
import Testing

/// An `Equatable` view whose `==` ignores `note` (as a SwiftUI `EquatableView` may).
private struct Labelled: View, Equatable {
  let title: String
  let note: String

  var body: some View { Text(title) }

  nonisolated static func == (lhs: Labelled, rhs: Labelled) -> Bool { lhs.title == rhs.title }
}

/// Not `Equatable`, with a closure field (its inputs cannot be proven the same).
private struct WithAction: View {
  let title: String
  let action: () -> Void

  var body: some View { Text(title) }
}

/// Not `Equatable`, plain data (compared field by field).
private struct Plain: View {
  let count: Int
  let label: String

  var body: some View { Text("\(count) \(label)") }
}

@MainActor
@Suite struct ViewComparerTests {
  /// The comparer a list asks for once per update answers as `ViewInputs.areEqual` does.
  @Test func aComparerAnswersAsViewInputsDoes() {
    var stored = Labelled(title: "a", note: "x")
    let labelled = ViewInputs.comparer(for: Labelled.self)
    #expect(labelled.areEqual(stored: &stored, Labelled(title: "a", note: "y")))
    #expect(!labelled.areEqual(stored: &stored, Labelled(title: "b", note: "x")))
    #expect(ViewInputs.areEqual(stored: &stored, Labelled(title: "a", note: "y")))

    var plain = Plain(count: 1, label: "one")
    let plainComparer = ViewInputs.comparer(for: Plain.self)
    #expect(plainComparer.areEqual(stored: &plain, Plain(count: 1, label: "one")))
    #expect(!plainComparer.areEqual(stored: &plain, Plain(count: 2, label: "one")))
    #expect(!plainComparer.areEqual(stored: &plain, Plain(count: 1, label: "two")))

    var withAction = WithAction(title: "a", action: {})
    let actionComparer = ViewInputs.comparer(for: WithAction.self)
    #expect(!actionComparer.areEqual(stored: &withAction, WithAction(title: "a", action: {})))
    // Asked again (after other types), a type's comparer is the same object.
    #expect(ViewInputs.comparer(for: Labelled.self) === labelled)
    #expect(ViewInputs.comparer(for: Plain.self) === plainComparer)
  }
}
