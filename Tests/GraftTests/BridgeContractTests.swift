import Graft
import GraftTesting
import Testing

/// Records every hook call, in order — as React's noop renderer tests do.
@MainActor
final class HookLog {
  var calls: [String] = []
  weak var lastController: ViewController?
  weak var lastCoordinator: LoggingCoordinator?
}

@MainActor
final class LoggingCoordinator {
  let name: String
  init(name: String) { self.name = name }
}

@MainActor
final class LoggedController: HostingController<Text> {
  let log: HookLog
  let name: String
  init(name: String, log: HookLog) {
    self.log = log
    self.name = name
    super.init(rootView: Text(name))
  }
  override func viewDidAppear(_ animated: Bool) { log.calls.append("appear \(name)") }
  override func viewDidDisappear(_ animated: Bool) { log.calls.append("disappear \(name)") }
}

private struct Logged: ViewControllerRepresentable {
  let name: String
  let value: Int
  let log: HookLog

  func makeCoordinator() -> LoggingCoordinator {
    log.calls.append("makeCoordinator \(name)")
    let coordinator = LoggingCoordinator(name: name)
    log.lastCoordinator = coordinator
    return coordinator
  }

  func makeViewController(context: Context) -> LoggedController {
    log.calls.append("make \(name)")
    let controller = LoggedController(name: name, log: log)
    log.lastController = controller
    return controller
  }

  func updateViewController(_ viewController: LoggedController, context: Context) {
    log.calls.append("update \(name) \(value)")
    viewController.rootView = Text("\(name) \(value)")
  }

  static func dismantleViewController(_ viewController: LoggedController, coordinator: LoggingCoordinator) {
    viewController.log.calls.append("dismantle \(coordinator.name)")
  }
}

private struct Entry: Identifiable, Equatable {
  let id: String
  var value: Int
}

private struct LoggedList: View {
  let entries: [Entry]
  let log: HookLog
  var body: some View {
    VStack {
      ForEach(entries) { entry in Logged(name: entry.id, value: entry.value, log: log) }
    }
  }
}

@MainActor
@Suite struct BridgeContractTests {
  @Test func hookOrderForInsertUpdateReorderRemovalAndTeardown() throws {
    let log = HookLog()
    let host = TestHost(rootView: LoggedList(entries: [Entry(id: "A", value: 0)], log: log))
    #expect(log.calls == ["makeCoordinator A", "make A", "update A 0", "appear A"])
    log.calls.removeAll()

    host.rootView = LoggedList(entries: [Entry(id: "A", value: 1), Entry(id: "B", value: 0)], log: log)
    #expect(log.calls == ["update A 1", "makeCoordinator B", "make B", "update B 0", "appear B"])
    log.calls.removeAll()

    // Reorder with unchanged inputs: nodes move, no hook runs.
    host.rootView = LoggedList(entries: [Entry(id: "B", value: 0), Entry(id: "A", value: 1)], log: log)
    #expect(log.calls == [])
    #expect(host.texts == ["B 0", "A 1"])
    #expect(host.rendererIsInSync)

    host.rootView = LoggedList(entries: [Entry(id: "A", value: 1)], log: log)
    #expect(log.calls == ["dismantle B", "disappear B"])
    log.calls.removeAll()

    try host.tearDown()
    #expect(log.calls == ["dismantle A", "disappear A"])
    #expect(host.texts == [])
    #expect(host.graph.roots.isEmpty)
  }

  @Test func removalReleasesControllerCoordinatorAndHostedRoot() throws {
    let log = HookLog()
    let host = TestHost(rootView: LoggedList(entries: [Entry(id: "A", value: 0)], log: log))
    weak let hostedRoot = host.hostedRoots.first
    #expect(hostedRoot != nil)
    #expect(log.lastController != nil)
    #expect(log.lastCoordinator != nil)
    host.rootView = LoggedList(entries: [], log: log)
    #expect(hostedRoot == nil)
    #expect(log.lastController == nil)
    #expect(log.lastCoordinator == nil)
    #expect(host.graph.roots.count == 1)
  }
}
