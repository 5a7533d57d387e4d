import Graft
import GraftTesting
import Testing

/// Pushes the host's value into its hosted root as a new root view on every update.
private struct PushesValue: ViewControllerRepresentable {
  let value: Int
  var shown: Text { Text("hosted \(value)") }
  func makeViewController(context: Context) -> HostingController<Text> { .init(rootView: shown) }
  func updateViewController(_ viewController: HostingController<Text>, context: Context) {
    viewController.rootView = shown
  }
}

/// Shows its value through the representable (a new value comes as a new root view).
private struct ValueHost: View {
  let value: Int
  var body: some View { PushesValue(value: value) }
}

/// A hosted root's own work (a new root view, mounting) is traced with its reason while a
/// trace records.
@MainActor
@Suite struct RootWorkTraceTests {
  @Test func aRootsMountAndNewRootViewAreTracedWithTheirReasons() throws {
    let host = TestHost(rootView: ValueHost(value: 0), tracing: true)
    let trace = try #require(host.graph.trace)
    #expect(
      trace.renders.map(\.causes) == [
        ["ValueHost: mounted"], ["HostingController<Text>: mounted"],
      ])
    let before = trace.renders.count
    host.rootView = ValueHost(value: 1)
    #expect(host.texts == ["hosted 1"])
    #expect(
      trace.renders(after: before).map(\.causes) == [
        ["ValueHost: a new rootView was set"],
        [
          "HostingController<Text>: a new rootView was set (from the update of PushesValue in root 'ValueHost')"
        ],
      ])
  }
}
