import Graft
import GraftTesting
import Testing

/// A stack of four views whose fourth shows or hides a text, and whose third toggles between
/// one text and two (a group), so the tuple's later children move.
private struct FourViews: View {
  @State private var showFourth = true
  @State private var twoThirds = false
  var body: some View {
    VStack {
      Button("Toggle fourth") { showFourth.toggle() }
      Button("Toggle third") { twoThirds.toggle() }
      if twoThirds {
        Group {
          Text("third a")
          Text("third b")
        }
      } else {
        Text("third")
      }
      if showFourth { Text("fourth") }
    }
  }
}

/// A stack of six views, the fifth of which shows or hides a text and the sixth counts taps.
private struct SixViews: View {
  @State private var showFifth = false
  @State private var taps = 0
  var body: some View {
    VStack {
      Text("one")
      Text("two")
      Text("three")
      Button("Toggle fifth") { showFifth.toggle() }
      if showFifth { Text("five") }
      Button("tapped \(taps)") { taps += 1 }
    }
  }
}

/// A stack of five views whose fourth changes its type (a text or a button, through
/// `AnyView`), where a tuple of five keeps its children from the fourth on.
private struct FiveViews: View {
  @State private var buttonFourth = false
  var body: some View {
    VStack {
      Button("Swap fourth") { buttonFourth.toggle() }
      Text("two")
      Text("three")
      buttonFourth ? AnyView(Button("four") {}) : AnyView(Text("four"))
      Text("five")
    }
  }
}

/// The views of a `@ViewBuilder` block keep their order and their state through updates,
/// whatever the block's arity (four views and more than four are kept differently), while
/// the node count of a view among them changes.
@MainActor
@Suite struct TupleChildrenTests {
  @Test func aFourViewBlockKeepsItsOrderWhileItsViewsChangeTheirNodes() throws {
    let host = TestHost(rootView: FourViews())
    #expect(host.nodes(of: .text).map(\.label) == ["third", "fourth"])
    try host.tap("Toggle third")
    #expect(host.nodes(of: .text).map(\.label) == ["third a", "third b", "fourth"])
    try host.tap("Toggle fourth")
    #expect(host.nodes(of: .text).map(\.label) == ["third a", "third b"])
    try host.tap("Toggle fourth")
    try host.tap("Toggle third")
    #expect(host.nodes(of: .text).map(\.label) == ["third", "fourth"])
    #expect(host.rendererIsInSync)
  }

  @Test func aSixViewBlockKeepsItsOrderAndItsViewsState() throws {
    let host = TestHost(rootView: SixViews())
    try host.tap("tapped 0")
    try host.tap("Toggle fifth")
    #expect(host.nodes(of: .text).map(\.label) == ["one", "two", "three", "five"])
    #expect(host.nodes(of: .button).map(\.label) == ["Toggle fifth", "tapped 1"])
    try host.tap("tapped 1")
    try host.tap("Toggle fifth")
    #expect(host.nodes(of: .text).map(\.label) == ["one", "two", "three"])
    #expect(host.nodes(of: .button).map(\.label) == ["Toggle fifth", "tapped 2"])
    #expect(host.rendererIsInSync)
  }

  @Test func aFiveViewBlockReplacesItsFourthView() throws {
    let host = TestHost(rootView: FiveViews())
    #expect(host.nodes(of: .text).map(\.label) == ["two", "three", "four", "five"])
    try host.tap("Swap fourth")
    #expect(host.nodes(of: .text).map(\.label) == ["two", "three", "five"])
    #expect(host.nodes(of: .button).map(\.label) == ["Swap fourth", "four"])
    try host.tap("Swap fourth")
    #expect(host.nodes(of: .text).map(\.label) == ["two", "three", "four", "five"])
    #expect(host.nodes(of: .button).map(\.label) == ["Swap fourth"])
    #expect(host.rendererIsInSync)
  }
}
