import Foundation
import Graft

/// A view served as a live web page on the libuv loop: the one call an app needs
/// (``serve(_:port:title:options:)``), and the parts for a host that runs its own loop.
///
/// The view is mounted on a fresh ``UVEventLoop``; a ``WebRenderer`` serves its node tree on
/// `127.0.0.1` with every security check it has (launch token, `Host`, `Origin`, content
/// type). Graft's diagnostics go to standard error as they are reported. Loop thread only.
@MainActor
public final class LiveServer {
  public let loop: UVEventLoop
  public let graph: UpdateGraph
  public let renderer: WebRenderer
  private let root: ViewRoot<AnyView>

  /// Mounts `view`, settles, and starts serving on `port` (0: any free port; see
  /// ``WebRenderer/port``). Throws ``UVError`` if the loop cannot start or the port cannot be
  /// bound.
  public init<Content: View>(
    _ view: Content, port: Int = 0, title: String = "Graft",
    options: WebRendererOptions = WebRendererOptions()
  ) throws(UVError) {
    loop = try UVEventLoop()
    graph = UpdateGraph(loop: loop)
    graph.diagnosticHandler = { diagnostic in
      FileHandle.standardError.write(Data("graft: \(diagnostic)\n".utf8))
    }
    root = ViewRoot(rootView: AnyView(view), graph: graph, hostNode: graph.tree.root)
    root.start()
    loop.runUntilQuiescent()
    do {
      renderer = try WebRenderer(tree: graph.tree, loop: loop, port: port, title: title, options: options)
    } catch {
      root.stop()
      loop.runUntilQuiescent()
      _ = loop.shutdown()
      throw error
    }
  }

  /// The page's address.
  public var url: String { renderer.url }

  /// Stops serving and unmounts the view; the loop is shut down. Call once, last.
  public func close() {
    renderer.close()
    root.stop()
    loop.runUntilQuiescent()
    _ = loop.shutdown()
  }

  /// Serves `view` until the process is interrupted: prints `serving at URL` (unbuffered, so a
  /// script can wait for it), runs the loop, and exits 0 when it ends; exits 2 with a message
  /// on standard error if the port cannot be bound. SIGINT, SIGTERM and SIGHUP are unblocked
  /// first (a parent may have started the process with them blocked).
  public static func serve<Content: View>(
    _ view: Content, port: Int, title: String = "Graft", options: WebRendererOptions = WebRendererOptions()
  ) -> Never {
    var stopSignals = sigset_t()
    sigemptyset(&stopSignals)
    for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&stopSignals, signal) }
    pthread_sigmask(SIG_UNBLOCK, &stopSignals, nil)
    let server: LiveServer
    do {
      server = try LiveServer(view, port: port, title: title, options: options)
    } catch {
      FileHandle.standardError.write(Data("cannot serve on 127.0.0.1:\(port): \(error)\n".utf8))
      exit(2)
    }
    FileHandle.standardOutput.write(Data("serving \"\(title)\" at \(server.url) (Ctrl-C to stop)\n".utf8))
    server.loop.run()  // The listening socket keeps the loop running.
    server.close()
    exit(0)
  }
}
