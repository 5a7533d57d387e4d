import Foundation
import Graft
import GraftSamples
import GraftWeb

/// A sample's variants side by side, each under its label, as one view for the web page.
struct ServedSample: View {
  /// The variants' labels and views, built once (each with fresh models and stores).
  let variants: [(label: String, view: AnyView)]
  /// What Graft diagnosed so far (filled by the graph's diagnostic handler).
  let diagnostics: StateCell<[String]>

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      HStack(alignment: .top, spacing: 24) {
        ForEach(0..<variants.count) { index in
          VStack(alignment: .leading, spacing: 8) {
            Text(variants[index].label).font(.headline)
            variants[index].view
          }
        }
      }
      DiagnosticsPanel(messages: diagnostics.value)
    }
  }
}

/// Lists what Graft diagnosed, so the page shows a stale embed being named, not just stale.
struct DiagnosticsPanel: View {
  let messages: [String]

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("diagnostics").font(.headline)
      if messages.isEmpty {
        Text("none").foregroundStyle(.secondary)
      } else {
        ForEach(0..<messages.count) { index in
          Text(messages[index]).foregroundStyle(.red)
        }
      }
    }
  }
}

/// `graft-samples --serve NAME [PORT] [--test-autotap]`: mounts `sample` on the real libuv loop
/// with the web renderer attached on 127.0.0.1:`port` (0: any free port), prints the URL, and
/// serves until the process is interrupted. `allowsAutotap` (`--test-autotap`) lets the page
/// take `?autotap=LABEL`. Never returns; exits 2 if the port cannot be bound.
@MainActor
func serve(_ sample: Sample, port: Int, allowsAutotap: Bool) -> Never {
  // Ctrl-C and SIGTERM must stop the server even when the parent started it with those
  // signals blocked (a blocked mask is inherited; test runners' threads have one).
  var stopSignals = sigset_t()
  sigemptyset(&stopSignals)
  for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&stopSignals, signal) }
  pthread_sigmask(SIG_UNBLOCK, &stopSignals, nil)
  do {
    let loop = try UVEventLoop()
    let graph = UpdateGraph(loop: loop)
    let diagnostics = StateCell<[String]>([])
    // Reported mid-pass; shown after it (a write here must not land inside a body).
    graph.diagnosticHandler = { [unowned graph] diagnostic in
      graph.deferUntilPassEnds { diagnostics.value.append(diagnostic.description) }
    }
    let variants = sample.variants.map { (label: $0.label, view: $0.makeView()) }
    let root = ViewRoot(
      rootView: ServedSample(variants: variants, diagnostics: diagnostics), graph: graph,
      hostNode: graph.tree.root)
    root.start()
    loop.runUntilQuiescent()
    var options = WebRendererOptions()
    options.allowsAutotap = allowsAutotap
    let renderer = try WebRenderer(
      tree: graph.tree, loop: loop, port: port, title: "graft-samples · \(sample.name) · \(sample.title)",
      options: options)
    let banner = "graft-samples: serving \"\(sample.name)\" at \(renderer.url) (Ctrl-C to stop)\n"
    FileHandle.standardOutput.write(Data(banner.utf8))  // Unbuffered: scripts wait for the URL.
    loop.run()  // The listening socket keeps the loop running.
    root.stop()
    _ = loop.shutdown()
    exit(0)
  } catch {
    fail("graft-samples: cannot serve on 127.0.0.1:\(port): \(error)")
  }
}
