import Graft
import GraftTesting
import Testing

@MainActor
private let sharedController = HostingController(rootView: Text("shared"))

private struct SharesOneController: ViewControllerRepresentable {
  func makeViewController(context: Context) -> HostingController<Text> { sharedController }
  func updateViewController(_ viewController: HostingController<Text>, context: Context) {}
}

private struct TwoPlaces: View {
  var body: some View {
    VStack {
      SharesOneController()
      SharesOneController()
    }
  }
}

@Suite struct MisuseExitTests {
  @Test func mountingOneControllerInTwoPlacesStopsWithAClearMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = TestHost(rootView: TwoPlaces()) }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("already mounted"), "\(message)")
    #expect(message.contains("mounted in one place at a time"))
  }
}
