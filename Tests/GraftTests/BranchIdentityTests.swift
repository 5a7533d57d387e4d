import Graft
import GraftTesting
import Testing

/// A counter with private state, shown in both branches of each conditional below.
private struct Counter: View {
  var title = "count"
  @State private var count = 0
  var body: some View {
    Button("\(title) \(count)") { count += 1 }
  }
}

private struct IfElseOfOneType: View {
  @State private var flag = true
  var body: some View {
    VStack {
      Button("Flip") { flag.toggle() }
      if flag { Counter() } else { Counter() }
    }
  }
}

private enum Mode { case a, b, c }

private struct SwitchOfOneType: View {
  @State private var mode = Mode.a
  var body: some View {
    VStack {
      Button("A") { mode = .a }
      Button("B") { mode = .b }
      Button("C") { mode = .c }
      switch mode {
      case .a: Counter()
      case .b: Counter()
      case .c: Counter()
      }
    }
  }
}

private struct IfLetOfOneType: View {
  @State private var name: String? = "x"
  var body: some View {
    VStack {
      Button("Clear") { name = nil }
      Button("Rename") { name = "y" }
      if let name { Counter(title: name) } else { Counter(title: "none") }
    }
  }
}

/// SwiftUI's rule: the two branches of an `if`/`else` (the cases of a `switch`, the `if let`
/// and its `else`) are different views — `_ConditionalContent`'s true and false content —
/// even when they are of the same type, so the other branch starts with fresh state.
@MainActor
@Suite struct BranchIdentityTests {
  @Test func flippingAnIfElseOfOneTypeStartsTheOtherBranchFresh() throws {
    let host = TestHost(rootView: IfElseOfOneType())
    try host.tap("count 0")
    try host.tap("count 1")
    #expect(host.nodes(of: .button).map(\.label) == ["Flip", "count 2"])
    try host.tap("Flip")
    #expect(host.nodes(of: .button).map(\.label) == ["Flip", "count 0"])
    try host.tap("count 0")
    try host.tap("Flip")
    // Back to the first branch: it was replaced too, so it is fresh again.
    #expect(host.nodes(of: .button).map(\.label) == ["Flip", "count 0"])
    #expect(host.rendererIsInSync)
  }

  @Test func everySwitchCaseIsItsOwnIdentity() throws {
    let host = TestHost(rootView: SwitchOfOneType())
    try host.tap("count 0")
    #expect(host.nodes(of: .button).last?.label == "count 1")
    try host.tap("B")
    #expect(host.nodes(of: .button).last?.label == "count 0")
    try host.tap("count 0")
    try host.tap("C")
    #expect(host.nodes(of: .button).last?.label == "count 0")
    // Re-selecting the same case keeps the state: identity did not change.
    try host.tap("count 0")
    try host.tap("C")
    #expect(host.nodes(of: .button).last?.label == "count 1")
  }

  @Test func ifLetKeepsStateWhileBoundAndStartsFreshInElse() throws {
    let host = TestHost(rootView: IfLetOfOneType())
    try host.tap("x 0")
    try host.tap("Rename")
    // Still the `if let` branch: a new bound value is an input change, not a new identity.
    #expect(host.nodes(of: .button).last?.label == "y 1")
    try host.tap("Clear")
    #expect(host.nodes(of: .button).last?.label == "none 0")
  }
}
