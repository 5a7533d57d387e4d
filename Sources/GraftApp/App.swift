import Foundation
import Graft

/// An app, as SwiftUI's `App`: mark a conforming type `@main` and its `main()` runs it on the
/// libuv loop.
///
/// ```swift
/// import GraftApp
///
/// @main struct MyApp: App {
///   var body: some Scene { WindowGroup { ContentView() } }
/// }
/// ```
///
/// Command line (`--help` prints it):
/// - no arguments, in a terminal (standard input and output both are): runs the window in the
///   terminal with ``TerminalApp`` until the user quits (`q`, Ctrl-C) or a termination signal
///   arrives — exit status 0, or 128 + the signal's number;
/// - no arguments otherwise, or `--text`: mounts the window, lets the loop settle, prints the
///   text rendering of the screen (`TextRenderer`) and exits 0;
/// - `--serve [PORT]`: serves the window as a live page on `http://127.0.0.1:PORT/` (8080 by
///   default; 0 picks a free port) with ``LiveServer``, prints the URL, and serves until
///   interrupted;
/// - anything else: a usage message on standard error, exit status 2.
@MainActor
@preconcurrency
public protocol App {
  associatedtype Body: Scene
  @SceneBuilder var body: Body { get }
  init()
}

extension App {
  /// Runs the app with the process's arguments (see ``App``). Never returns.
  public static func main() {
    let result = AppCommand.parse(Array(CommandLine.arguments.dropFirst()))
      .resolved(inTerminal: UVTTY.isTerminal(0) && UVTTY.isTerminal(1))
    let scene = Self().body
    switch result {
    case .terminal, .automatic:
      exit(TerminalApp.run(scene._rootView, program: programName))
    case .help:
      print(AppCommand.usage(program: programName))
      exit(0)
    case .text:
      switch AppCommand.textRendering(of: scene._rootView) {
      case .success(let text):
        print(text)
        exit(0)
      case .failure(let error):
        FileHandle.standardError.write(Data("\(programName): \(error)\n".utf8))
        exit(1)
      }
    case .serve(let port):
      LiveServer.serve(scene._rootView, port: port, title: scene._title ?? programName)
    case .invalid(let message):
      FileHandle.standardError.write(
        Data("\(programName): \(message)\n\(AppCommand.usage(program: programName))\n".utf8))
      exit(2)
    }
  }

  private static var programName: String {
    CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "\(Self.self)"
  }
}
