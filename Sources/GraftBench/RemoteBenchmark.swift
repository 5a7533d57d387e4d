import Foundation
import Graft
import GraftRemote

/// The cost of a binding write through the process boundary (GraftRemote), on the real loop.
public struct RemoteBenchResult: Sendable {
  /// Median ns from a tap on the child's button (event → child write and re-render → batch
  /// back → host pass) until both sides show the new count.
  public var childWrite = 0.0
  /// Median ns from a host write until the child's re-render is back in the host's tree.
  public var hostWrite = 0.0
  /// Median ns from mounting until the child's first render is in the host's tree (spawn
  /// included).
  public var mount = 0.0
}

/// Measures `RemoteController` round trips against a child serving a counter.
@MainActor
public enum RemoteBenchmark {
  /// `child` is the counter program (`graft-remote-counter`); nil when it cannot run.
  public static func run(child: String, warmup: Int, iterations: Int) -> RemoteBenchResult? {
    guard let loop = try? UVEventLoop() else { return nil }
    defer { _ = loop.shutdown() }
    let graph = UpdateGraph(loop: loop)
    graph.diagnosticHandler = nil
    let count = StateCell(0)
    var result = RemoteBenchResult()
    var mounts: [UInt64] = []
    for _ in 0..<3 {
      let start = Stopwatch.now()
      let root = ViewRoot(
        rootView: RemoteBenchHost(count: count, child: child), graph: graph, hostNode: graph.tree.root)
      root.start()
      guard loop.run(until: { shows(graph, count.untrackedValue) }, timeout: .seconds(20)) else { return nil }
      mounts.append(Stopwatch.now() - start)
      root.stop()
      loop.runUntilQuiescent()
    }
    result.mount = Stopwatch.median(mounts)
    let root = ViewRoot(
      rootView: RemoteBenchHost(count: count, child: child), graph: graph, hostNode: graph.tree.root)
    root.start()
    guard loop.run(until: { shows(graph, count.untrackedValue) }, timeout: .seconds(20)) else { return nil }
    var childWrites: [UInt64] = []
    var hostWrites: [UInt64] = []
    for iteration in 0..<(warmup + iterations) {
      guard let button = try? graph.tree.enabledButton(labelled: "Remote +1") else { return nil }
      let expected = count.untrackedValue + 1
      let childTime = Stopwatch.measure {
        try? button.performTap()
        loop.run(until: { count.untrackedValue == expected && shows(graph, expected) }, timeout: .seconds(20))
      }
      let hostTime = Stopwatch.measure {
        count.value += 1
        loop.run(until: { shows(graph, expected + 1) }, timeout: .seconds(20))
      }
      guard shows(graph, expected + 1) else { return nil }
      if iteration >= warmup {
        childWrites.append(childTime)
        hostWrites.append(hostTime)
      }
    }
    result.childWrite = Stopwatch.median(childWrites)
    result.hostWrite = Stopwatch.median(hostWrites)
    root.stop()
    graph.tearDown()
    loop.runUntilQuiescent()
    return result
  }

  /// Whether the child's text in the host's tree shows `value` (and no pass is pending).
  private static func shows(_ graph: UpdateGraph, _ value: Int) -> Bool {
    !graph.hasPendingWork && graph.tree.texts.contains("remote \(value)")
  }

  /// `graft-remote-counter` next to this program, if it is there.
  public static func childNextToThisProgram() -> String? {
    let path = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("graft-remote-counter").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }
}

/// A host embedding the remote counter, bound to `count`.
struct RemoteBenchHost: View {
  let count: StateCell<Int>
  let child: String

  var body: some View {
    RemoteBenchEmbed(
      count: Binding(source: count, get: { count.value }, set: { count.value = $0 }), child: child)
  }
}

struct RemoteBenchEmbed: ViewControllerRepresentable {
  @Binding var count: Int
  let child: String

  func makeViewController(context: Context) -> RemoteController {
    var options = RemoteOptions()
    options.errorOutput = .discard
    return RemoteController(executable: child, bindings: ["count": .int($count)], options: options)
  }

  func updateViewController(_ viewController: RemoteController, context: Context) {}
}
