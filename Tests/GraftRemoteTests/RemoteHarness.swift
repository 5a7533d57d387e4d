import Foundation
import Graft
import GraftRemote

struct ThemeKey: EnvironmentKey {
  static let defaultValue = "light"
}

extension EnvironmentValues {
  var theme: String {
    get { self[ThemeKey.self] }
    set { self[ThemeKey.self] = newValue }
  }
}

/// Holds the controller a representable made, so a test can reach it — weakly: the controller
/// holds the `count` binding, whose closures capture the host view, which holds this box.
@MainActor
final class ControllerBox {
  weak var controller: RemoteController?
}

/// Embeds a remote component bound to `count`.
struct RemoteRepresentable: ViewControllerRepresentable {
  @Binding var count: Int
  let executable: String
  let arguments: [String]
  let options: RemoteOptions
  let box: ControllerBox

  func makeViewController(context: Context) -> RemoteController {
    let controller = RemoteController(
      executable: executable, arguments: arguments, bindings: ["count": .int($count)],
      environment: ["theme": { $0.theme }], options: options)
    box.controller = controller
    return controller
  }

  func updateViewController(_ viewController: RemoteController, context: Context) {}
}

/// The host: `host N`, `Host +1`, the remote component (while `shown`), under a theme.
struct RemoteHostView: View {
  let count: StateCell<Int>
  let shown: StateCell<Bool>
  let theme: StateCell<String>
  let changes: ChangeCounter
  let executable: String
  let arguments: [String]
  let options: RemoteOptions
  let box: ControllerBox

  var body: some View {
    VStack {
      Text("host \(count.value)")
      Button("Host +1") { count.value += 1 }
      if shown.value {
        RemoteRepresentable(
          count: Binding(source: count, get: { count.value }, set: { count.value = $0 }),
          executable: executable,
          arguments: arguments, options: options, box: box
        )
        .environment(\.theme, theme.value)
      }
    }
    .onChange(of: count.value) { _ in changes.count += 1 }
  }
}

@MainActor
final class ChangeCounter {
  var count = 0
}

/// A host on a real `UVEventLoop` embedding a remote child; every wait is bounded.
@MainActor
final class RemoteHarness {
  let loop: UVEventLoop
  let graph: UpdateGraph
  let count = StateCell(0)
  let shown = StateCell(true)
  let theme = StateCell("dark")
  let changes = ChangeCounter()
  let box = ControllerBox()
  private let root: ViewRoot<RemoteHostView>

  init(executable: String, arguments: [String] = [], options: RemoteOptions = RemoteHarness.quickOptions)
    throws
  {
    loop = try UVEventLoop()
    graph = UpdateGraph(loop: loop)
    graph.diagnosticHandler = nil
    root = ViewRoot(
      rootView: RemoteHostView(
        count: count, shown: shown, theme: theme, changes: changes, executable: executable,
        arguments: arguments,
        options: options, box: box),
      graph: graph, hostNode: graph.tree.root)
    root.start()
    loop.runUntilQuiescent()
  }

  /// Short heartbeats and restarts so failures are noticed and recovered quickly.
  static var quickOptions: RemoteOptions {
    var options = RemoteOptions()
    options.heartbeatInterval = .milliseconds(100)
    options.heartbeatTimeout = .seconds(4)
    options.restartDelay = .milliseconds(20)
    options.terminationGrace = .milliseconds(500)
    options.errorOutput = .discard
    return options
  }

  var texts: [String] { graph.tree.texts }
  var remote: RemoteRoot? { box.controller?.remoteRoot }
  var failures: [String] { graph.diagnostics.filter { $0.kind == .hostedComponentFailure }.map(\.message) }
  var showsError: Bool { !graph.tree.nodes(of: .error).isEmpty }

  /// Runs the loop until `condition` holds (at most `timeout`).
  @discardableResult
  func wait(timeout: Duration = .seconds(20), _ condition: () -> Bool) -> Bool {
    loop.run(until: condition, timeout: timeout)
  }

  func tap(_ label: String) throws {
    try graph.tree.enabledButton(labelled: label).performTap()
  }

  /// Tears the host down and shuts the loop down; returns `uv_loop_close`'s result.
  func close() -> Int32 {
    graph.tearDown()
    loop.runUntilQuiescent()
    return loop.shutdown()
  }

  /// The executable built next to the tests (SwiftPM puts products in one directory).
  static func executable(_ name: String) -> String? {
    let candidates = [
      Bundle.main.executableURL?.deletingLastPathComponent(),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../.build/debug"),
    ]
    return candidates.compactMap { $0?.appendingPathComponent(name).path }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Children of this process that are alive or zombies (from /proc).
  static func childProcesses() -> [Int32] {
    let me = getpid()
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { Int32($0) }.filter { pid in
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return false }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      return fields.count > 1 && Int32(fields[1]) == me
    }
  }

  /// Open descriptors of this process.
  static func openDescriptors() -> Int {
    ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []).count
  }
}
