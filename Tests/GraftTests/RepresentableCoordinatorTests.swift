import Graft
import GraftTesting
import Testing

/// A coordinator object, and every coordinator the hooks of `Coordinated` were handed.
private final class Tally {
  var made: [Tally] = []
  var seenInHooks: [Tally] = []
}

/// Makes one coordinator and records the one each hook receives in `context.coordinator`.
private struct Coordinated: ViewControllerRepresentable {
  let value: Int
  let record: Tally

  func makeCoordinator() -> Tally {
    let coordinator = Tally()
    record.made.append(coordinator)
    return coordinator
  }

  func makeViewController(context: Context) -> HostingController<Text> {
    record.seenInHooks.append(context.coordinator)
    return HostingController(rootView: Text("\(value)"))
  }

  func updateViewController(_ viewController: HostingController<Text>, context: Context) {
    record.seenInHooks.append(context.coordinator)
    viewController.rootView = Text("\(value)")
  }
}

private struct CoordinatedHost: View {
  let record: Tally
  @State private var value = 0
  var body: some View {
    VStack {
      Button("Next") { value += 1 }
      Coordinated(value: value, record: record)
    }
  }
}

@MainActor
@Suite struct RepresentableCoordinatorTests {
  @Test func everyHookSeesTheOneCoordinatorTheRepresentableMade() throws {
    let record = Tally()
    let host = TestHost(rootView: CoordinatedHost(record: record))
    #expect(host.texts == ["0"])
    try host.tap("Next")
    #expect(host.texts == ["1"])
    #expect(record.made.count == 1)
    // make, the update at mount, the update after the tap.
    #expect(record.seenInHooks.count == 3)
    #expect(record.seenInHooks.allSatisfy { $0 === record.made.first })
  }
}
