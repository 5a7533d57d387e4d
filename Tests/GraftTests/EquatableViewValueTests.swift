import Graft
import GraftTesting
import Testing

/// Which value an `Equatable` view keeps when its parent passes one that compares equal:
/// the old one, as SwiftUI's `EquatableView` "prevents its child updating if its new value is
/// the same as its old value". A later re-evaluation of the view's own body (its state
/// changed) sees the old value's fields that `==` ignores, and its old closures.
@MainActor
@Suite struct EquatableViewValueTests {
  final class Log {
    var recorded: [String] = []
  }

  /// Compares by `name` only: `note` and `onTap` are ignored by `==`.
  struct Greeting: View, Equatable {
    let name: String
    let note: String
    let onTap: () -> Void
    @State private var taps = 0

    var body: some View {
      VStack {
        Text("\(name) \(note) \(taps)")
        Button("greet") {
          taps += 1
          onTap()
        }
        .accessibilityIdentifier("greet")
      }
    }

    nonisolated static func == (lhs: Greeting, rhs: Greeting) -> Bool { lhs.name == rhs.name }
  }

  struct Parent: View {
    let log: Log
    let name: StateCell<String>
    let note: StateCell<String>

    var body: some View {
      let note = note.value
      Greeting(name: name.value, note: note) { [log] in log.recorded.append(note) }
    }
  }

  @Test func anEqualNewValueIsNotTakenAndALaterBodySeesTheOldOne() throws {
    let log = Log()
    let name = StateCell("Ann")
    let note = StateCell("first")
    let host = TestHost(rootView: Parent(log: log, name: name, note: note))
    #expect(host.texts == ["Ann first 0"])

    // The parent re-renders with a value equal by `==`: the greeting is skipped.
    note.value = "second"
    try host.settle()
    #expect(host.texts == ["Ann first 0"])

    // Its own state re-evaluates it: still with the value it kept (note and closure).
    try host.tap(identifier: "greet")
    #expect(host.texts == ["Ann first 1"])
    try host.tap(identifier: "greet")
    #expect(log.recorded == ["first", "first"])

    // A value that is not equal is taken, with everything it carries.
    name.value = "Bo"
    try host.settle()
    #expect(host.texts == ["Bo second 2"])
    try host.tap(identifier: "greet")
    #expect(host.texts == ["Bo second 3"])
    #expect(log.recorded == ["first", "first", "second"])
  }
}
