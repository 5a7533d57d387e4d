import Graft
import GraftTesting
import Testing

/// A button's role and label (kept together out of the button's value, issue 15 round 10)
/// reach its node whichever of them it has, and follow the view when the role changes.
private struct RoleSwitch: View {
  @State private var destructive = false

  var body: some View {
    VStack {
      Button("Delete", role: destructive ? .destructive : nil) {}
      Button(role: destructive ? .cancel : nil) {
      } label: {
        Text("Labeled")
      }
      Button("Switch") { destructive.toggle() }
    }
  }
}

@MainActor
@Suite struct ButtonRoleTests {
  @Test func aRoleAndALabelReachTheNodeAndFollowTheView() throws {
    let host = TestHost(rootView: RoleSwitch())
    let plain = host.render()
    try host.tap("Switch")
    let withRoles = host.render()
    try host.tap("Switch")
    #expect(host.render() == plain)
    #expect(!plain.contains("role:"))
    #expect(withRoles.contains("role: destructive"))
    #expect(withRoles.contains("role: cancel"))
    #expect(withRoles.contains("Labeled"))
    #expect(plain.contains("Labeled"))
  }
}
