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
}
