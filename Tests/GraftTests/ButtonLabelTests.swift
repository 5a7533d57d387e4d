import Graft
import GraftTesting
import Testing

/// A button's label views follow its view value across re-renders: their content changes in
/// place, and a label of another type replaces the old one (the label is kept boxed in the
/// button value, issue 15).
@MainActor
@Suite struct ButtonLabelTests {
  struct Counter: View {
    @State private var count = 0

    var body: some View {
      VStack {
        Button {
          count += 1
        } label: {
          if count < 2 {
            Text("tapped \(count)")
          } else {
            Image(systemName: "star")
          }
        }
        .accessibilityIdentifier("counter")
        Button("plain \(count)") { count += 1 }
      }
    }
  }

  @Test func aLabelFollowsItsButtonThroughUpdatesAndTypeChanges() throws {
    let host = TestHost(rootView: Counter())
    #expect(host.render().contains("Button [id: counter]\n    Text \"tapped 0\""))
    #expect(host.render().contains("Button \"plain 0\""))
    try host.tap(identifier: "counter")
    #expect(host.render().contains("Button [id: counter]\n    Text \"tapped 1\""))
    #expect(host.render().contains("Button \"plain 1\""))
    try host.tap(identifier: "counter")
    #expect(host.render().contains("Button [id: counter]\n    Image star"))
    #expect(!host.render().contains("tapped"))
    #expect(host.render().contains("Button \"plain 2\""))
  }
}
