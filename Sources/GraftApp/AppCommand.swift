import Foundation
import Graft

/// What an ``App``'s command line asks for, and the plain text run.
public enum AppCommand: Equatable, Sendable {
  /// Print the usage.
  case help
  /// Run in the terminal when standard input and output are terminals, else print the text
  /// rendering of the first screen (``resolved(inTerminal:)`` decides).
  case automatic
  /// Run in the terminal (``TerminalApp``) until the user quits.
  case terminal
  /// Print the text rendering of the first screen.
  case text
  /// Serve the live page on this port (0: any free port).
  case serve(port: Int)
  /// The arguments make no sense; the message says why.
  case invalid(String)

  /// The port `--serve` uses when none is given.
  public static let defaultPort = 8080

  /// Parses the arguments after the program name.
  public static func parse(_ arguments: [String]) -> AppCommand {
    switch arguments.first {
    case nil: return .automatic
    case "--text":
      return arguments.count == 1 ? .text : .invalid("--text takes no arguments")
    case "--help", "-h":
      return arguments.count == 1 ? .help : .invalid("--help takes no arguments")
    case "--serve":
      guard arguments.count <= 2 else {
        return .invalid("--serve takes at most a port, got \(arguments.dropFirst().joined(separator: " "))")
      }
      guard let text = arguments.dropFirst().first else { return .serve(port: defaultPort) }
      guard let port = Int(text), (0...65535).contains(port) else {
        return .invalid("not a port (0...65535): \(text)")
      }
      return .serve(port: port)
    case let unknown?:
      return .invalid("unknown argument \(unknown)")
    }
  }

  /// What ``automatic`` means where standard input and output are (`inTerminal`) or are not
  /// terminals: ``terminal`` or ``text``. Every other command is itself.
  public func resolved(inTerminal: Bool) -> AppCommand {
    guard self == .automatic else { return self }
    return inTerminal ? .terminal : .text
  }

  /// The usage text for `program`.
  public static func usage(program: String) -> String {
    """
    usage: \(program) [--text | --serve [PORT] | --help]
      (no arguments)  in a terminal: run the app in it (Tab moves the focus, Enter or Space
                      acts, arrows pick and step, q or Ctrl-C quits); with input or output
                      redirected: print the app's first screen as text and exit
      --text          print the app's first screen as text (the text renderer) and exit
      --serve [PORT]  serve the app as a live web page on http://127.0.0.1:PORT/
                      (default \(defaultPort); 0 picks a free port) until interrupted
      --help          print this help
    """
  }

  /// Mounts `view` on a libuv loop, lets it settle, and returns its text rendering.
  @MainActor
  public static func textRendering(of view: AnyView) -> Result<String, UVError> {
    let loop: UVEventLoop
    do { loop = try UVEventLoop() } catch { return .failure(error) }
    let graph = UpdateGraph(loop: loop)
    let root = ViewRoot(rootView: view, graph: graph, hostNode: graph.tree.root)
    root.start()
    loop.runUntilQuiescent()
    let text = TextRenderer.render(graph.tree.root)
    root.stop()
    loop.runUntilQuiescent()
    _ = loop.shutdown()
    return .success(text)
  }
}
