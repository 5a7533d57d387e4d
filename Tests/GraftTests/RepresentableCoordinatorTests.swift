import Graft
import GraftTesting
import Testing

/// A coordinator object, and every coordinator the hooks of `Coordinated` were handed.
private class Tally {
  var made: [Tally] = []
  var seenInHooks: [Tally] = []
}

/// A coordinator made as a subclass of the declared coordinator type.
private final class SpecialTally: Tally {}

/// A value-type coordinator (neither `Void` nor an object).
private struct Stamp: Equatable {
  let label: String
  let serial: Int

  /// The one the stamp test makes: larger than an existential's inline buffer.
  static let made = Stamp(label: "a stamp long enough to leave the inline buffer", serial: 7)
}

/// The coordinators `dismantleViewController` received (a static: it gets no representable
/// value). Main actor: the hooks run there.
@MainActor
private enum DismantleLog {
  static var seen: [Any] = []
}

/// Makes one coordinator with `make` and hands `log` the one each hook receives in
/// `context.coordinator` (`dismantle`'s goes to `DismantleLog`).
private struct Coordinated<Coordinator>: ViewControllerRepresentable {
  let value: Int
  let make: () -> Coordinator
  let log: (Coordinator) -> Void

  func makeCoordinator() -> Coordinator { make() }

  func makeViewController(context: Context) -> HostingController<Text> {
    log(context.coordinator)
    return HostingController(rootView: Text("\(value)"))
  }

  func updateViewController(_ viewController: HostingController<Text>, context: Context) {
    log(context.coordinator)
    viewController.rootView = Text("\(value)")
  }

  static func dismantleViewController(_ viewController: HostingController<Text>, coordinator: Coordinator) {
    DismantleLog.seen.append(coordinator)
  }
}

/// A button that changes the representable's input, one that removes it, and the
/// representable (coordinators made by `make`, seen ones passed to `log`).
private struct CoordinatedHost<Coordinator>: View {
  let make: () -> Coordinator
  let log: (Coordinator) -> Void
  @State private var value = 0
  @State private var shown = true
  var body: some View {
    VStack {
      Button("Next") { value += 1 }
      Button("Hide") { shown = false }
      if shown { Coordinated(value: value, make: make, log: log) }
    }
  }
}

@MainActor
@Suite struct RepresentableCoordinatorTests {
  @Test func everyHookSeesTheOneCoordinatorTheRepresentableMade() throws {
    let record = Tally()
    let host = TestHost(
      rootView: CoordinatedHost(
        make: {
          let coordinator = Tally()
          record.made.append(coordinator)
          return coordinator
        },
        log: { record.seenInHooks.append($0) }))
    #expect(host.texts == ["0"])
    try host.tap("Next")
    #expect(host.texts == ["1"])
    #expect(record.made.count == 1)
    // make, the update at mount, the update after the tap.
    #expect(record.seenInHooks.count == 3)
    #expect(record.seenInHooks.allSatisfy { $0 === record.made.first })
  }

  @Test func aSubclassInstanceCoordinatorReachesEveryHookAsTheDeclaredType() throws {
    let record = Tally()
    let host = TestHost(
      rootView: CoordinatedHost(
        make: { () -> Tally in
          let coordinator = SpecialTally()
          record.made.append(coordinator)
          return coordinator
        },
        log: { record.seenInHooks.append($0) }))
    try host.tap("Next")
    #expect(host.texts == ["1"])
    #expect(record.seenInHooks.count == 3)
    #expect(record.seenInHooks.allSatisfy { $0 === record.made.first && $0 is SpecialTally })
  }

  @Test func aValueTypeCoordinatorReachesEveryHookIntact() throws {
    DismantleLog.seen = []
    var seen: [Stamp] = []
    let host = TestHost(rootView: CoordinatedHost(make: { Stamp.made }, log: { seen.append($0) }))
    #expect(host.texts == ["0"])
    try host.tap("Next")
    #expect(host.texts == ["1"])
    try host.tap("Hide")
    #expect(host.texts.isEmpty)
    // make, the update at mount, the update after the tap; then dismantle.
    #expect(seen == [Stamp.made, Stamp.made, Stamp.made])
    #expect(DismantleLog.seen.compactMap { $0 as? Stamp } == [Stamp.made])
  }
}
