import Foundation
import Graft
import GraftTerminal

/// A view run in the process's terminal: the call ``App`` makes when standard input and output
/// are terminals.
///
/// ``run(_:program:)`` mounts the view on a fresh ``UVEventLoop`` with the monospace layout,
/// lets it settle, starts a `TerminalSession` (raw mode, alternate screen, mouse; the
/// terminal is restored however the session ends), and runs the loop until the user quits or a
/// termination signal arrives. Graft's diagnostics are kept while the terminal is in use and
/// written to standard error, one line each, after it was restored. Main thread only; once.
@MainActor
public enum TerminalApp {
  /// Runs `view` in the terminal until it ends; returns the exit status: 0 when the user quit
  /// (`q`, Ctrl-C) or input closed, 128 + the signal's number on a termination signal, 1 (after
  /// a message on standard error naming `program`) when the terminal cannot be set up.
  public static func run<Content: View>(_ view: Content, program: String) -> Int32 {
    // The termination signals must reach the loop even if the parent started us with them
    // blocked (a blocked mask is inherited).
    var stopSignals = sigset_t()
    sigemptyset(&stopSignals)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGWINCH] { sigaddset(&stopSignals, signal) }
    pthread_sigmask(SIG_UNBLOCK, &stopSignals, nil)
    let loop: UVEventLoop
    do { loop = try UVEventLoop() } catch { return fail(program, "cannot start the event loop: \(error)") }
    let graph = UpdateGraph(loop: loop)
    var diagnostics: [String] = []
    graph.diagnosticHandler = { diagnostic in
      if diagnostics.count < 100 { diagnostics.append("\(diagnostic)") }
    }
    _ = LayoutEngine(tree: graph.tree, metrics: .monospace)
    let root = ViewRoot(rootView: AnyView(view), graph: graph, hostNode: graph.tree.root)
    root.start()
    loop.runUntilQuiescent()
    var status: Int32 = 0
    do {
      let session = try TerminalSession(tree: graph.tree, loop: loop)
      session.onEnd = { ending in
        if case .signal(let number) = ending { status = 128 + number }
        loop.stop()  // `run()` returns; the closed handles are freed by `shutdown()`.
      }
      loop.run()
    } catch {
      status = fail(program, "\(error)")
    }
    root.stop()
    loop.runUntilQuiescent()
    _ = loop.shutdown()
    for line in diagnostics { FileHandle.standardError.write(Data("graft: \(line)\n".utf8)) }
    return status
  }

  private static func fail(_ program: String, _ message: String) -> Int32 {
    FileHandle.standardError.write(Data("\(program): \(message)\n".utf8))
    return 1
  }
}
