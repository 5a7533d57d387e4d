import Foundation
import Graft
import GraftRemote

/// A Graft view embedding a counter that runs in a child process (`graft-remote-counter`, a
/// Graft program serving its root with `RemoteChild.serve`), both bound to one count. The
/// count lives in the host, so when the child dies and is restarted it shows the same count.
public struct RemoteCounterExample: View {
  @State private var count = 0

  public init() {}

  public var body: some View {
    VStack {
      Text("host \(count)")
      Button("Host +1") { count += 1 }
      RemoteCounterRepresentable(count: $count)
    }
  }
}

/// Embeds the child through a ``RemoteController`` handed the host's `count` binding.
public struct RemoteCounterRepresentable: ViewControllerRepresentable {
  @Binding var count: Int

  public init(count: Binding<Int>) { _count = count }

  public func makeViewController(context: Context) -> RemoteController {
    let controller = RemoteController(
      executable: RemoteSampleChild.executable, bindings: ["count": .int($count)],
      options: RemoteSampleChild.options)
    RemoteSampleChild.current = controller
    return controller
  }

  public func updateViewController(_ viewController: RemoteController, context: Context) {}
}

/// Where the sample's child program is, and the controller running it now (for the step that
/// kills it).
@MainActor
public enum RemoteSampleChild {
  /// `graft-remote-counter` next to the running program (`graft-samples`, the test binary),
  /// or by name through `PATH`.
  public static var executable: String {
    let name = "graft-remote-counter"
    let directories = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.executableURL?.deletingLastPathComponent(),
    ]
    return directories.compactMap { $0?.appendingPathComponent(name).path }
      .first { FileManager.default.isExecutableFile(atPath: $0) } ?? name
  }

  /// Quick restarts, and the child's stderr discarded (the sample's output is the screens).
  static var options: RemoteOptions {
    var options = RemoteOptions()
    options.restartDelay = .milliseconds(50)
    options.errorOutput = .discard
    return options
  }

  /// The controller most recently made by the sample.
  public internal(set) static weak var current: RemoteController?
}
