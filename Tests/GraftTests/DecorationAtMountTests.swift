import Graft
import GraftTesting
import Testing

private struct DecoratedGroupScreen: View {
  let opacity: Double

  var body: some View {
    VStack {
      Group {
        Text("a")
        Text("b")
      }
      .opacity(opacity)
      Text("c")
    }
  }
}

private struct LabelRow: View {
  let label: String

  var body: some View { Text(label) }
}

/// Rows of a list over an observable array, the list under a decoration or not.
private struct DecoratedRowsScreen: View {
  let decorated: ObservableArray<String>
  let plain: ObservableArray<String>

  var body: some View {
    VStack {
      ForEach(decorated, id: \.self) { LabelRow(label: $0) }
        .opacity(0.5)
      ForEach(plain, id: \.self) { LabelRow(label: $0) }
    }
  }
}

/// A node made under a decorating modifier takes the decoration when it mounts, however many
/// elements without nodes (a group, its tuple) sit between them; a sibling outside the
/// modifier takes none (a node element learns this from its context when it can, and walks
/// up otherwise).
@MainActor
struct DecorationAtMountTests {
  private func opacity(of text: String, in host: TestHost<some View>) -> Double? {
    host.nodes(of: .text).first { $0.properties.text == text }?.properties.opacity
  }

  @Test func textsInAGroupUnderADecorationTakeItWhenTheyMount() throws {
    let host = TestHost(rootView: DecoratedGroupScreen(opacity: 0.5))
    #expect(opacity(of: "a", in: host) == 0.5)
    #expect(opacity(of: "b", in: host) == 0.5)
    #expect(opacity(of: "c", in: host) == nil)
    #expect(host.rendererIsInSync)
  }

  @Test func aDecorationChangedAfterMountReachesTheGroupsTexts() throws {
    let host = TestHost(rootView: DecoratedGroupScreen(opacity: 0.5))
    host.rootView = DecoratedGroupScreen(opacity: 0.25)
    #expect(opacity(of: "a", in: host) == 0.25)
    #expect(opacity(of: "b", in: host) == 0.25)
    #expect(opacity(of: "c", in: host) == nil)
    #expect(host.rendererIsInSync)
  }

  /// A list's rows (each a view with a body over its node) take a decoration above the list
  /// when they mount, at the list's first build and when an insert makes them later; rows of
  /// an undecorated list take none (a list tells its rows' elements whether a decoration sits
  /// above them).
  @Test func aListsRowsTakeADecorationAboveTheListWhenTheyMount() throws {
    let decorated = ObservableArray(["a", "b"])
    let plain = ObservableArray(["x"])
    let host = TestHost(rootView: DecoratedRowsScreen(decorated: decorated, plain: plain))
    decorated.append("c")
    decorated.insert("d", at: 0)
    plain.append("y")
    try host.settle()
    for label in ["a", "b", "c", "d"] { #expect(opacity(of: label, in: host) == 0.5) }
    for label in ["x", "y"] { #expect(opacity(of: label, in: host) == nil) }
    #expect(host.rendererIsInSync)
  }
}
