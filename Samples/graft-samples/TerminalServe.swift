import Foundation
import Graft
import GraftSamples
import GraftTerminal

/// A sample's variants side by side, each under its label, with the diagnostics below — the
/// terminal's counterpart of ``ServedSample``, spaced in cells (one between lines of labels,
/// three between columns) instead of points.
struct TerminalSample: View {
  let variants: [(label: String, view: AnyView)]
  let diagnostics: StateCell<[String]>

  /// Marks the row of variant columns in the node tree.
  static let columnsIdentifier = "graft-sample-variants"

  /// Presses `button` and the enabled button with the same title in every other variant's
  /// column: the variants follow the same user, as they follow the same script in a plain run,
  /// so pressing "Click me" three times shows the incorrect embed stale (and diagnosed) next to
  /// the correct ones. A button outside the columns is pressed alone.
  @MainActor
  static func pressInEveryColumn(_ button: Node, tree: NodeTree) {
    try? button.performTap()
    var row: Node?
    tree.root.forEachInTree { if $0.properties.identifier == columnsIdentifier { row = $0 } }
    guard let row,
      let column = sequence(first: button, next: \.parent).first(where: { $0.parent === row })
    else { return }
    for other in row.children where other !== column {
      var twin: Node?
      other.forEachInTree { node in
        if twin == nil, node.kind == .button, !node.properties.isDisabled, node.label == button.label {
          twin = node
        }
      }
      try? twin?.performTap()
    }
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text("graft-samples · Tab/Shift-Tab focus · Enter/Space press (in every column) · click · q quits")
        .foregroundStyle(.secondary)
      HStack(alignment: .top, spacing: 3) {
        ForEach(0..<variants.count) { index in
          VStack(alignment: .leading, spacing: 0) {
            Text(variants[index].label).font(.headline)
            variants[index].view
          }
        }
      }
      .accessibilityIdentifier(TerminalSample.columnsIdentifier)
      VStack(alignment: .leading, spacing: 0) {
        Text("diagnostics").font(.headline)
        if diagnostics.value.isEmpty {
          Text("none").foregroundStyle(.secondary)
        } else {
          ForEach(0..<diagnostics.value.count) { index in
            Text(diagnostics.value[index]).foregroundStyle(.red)
          }
        }
      }
    }
  }
}

/// `graft-samples --tui NAME`: mounts `sample` on the real libuv loop and runs it in the
/// terminal (``TerminalSession``) until `q`, Ctrl-C or a termination signal; the terminal is
/// restored before the process exits (0 on quit, 128 + the signal's number on a signal).
/// Exits 2 with a message if stdin or stdout is not a terminal.
@MainActor
func runInTerminal(_ sample: Sample) -> Never {
  // The termination signals must reach the loop even if the parent started us with them
  // blocked (a blocked mask is inherited).
  var stopSignals = sigset_t()
  sigemptyset(&stopSignals)
  for signal in [SIGINT, SIGTERM, SIGHUP, SIGWINCH] { sigaddset(&stopSignals, signal) }
  pthread_sigmask(SIG_UNBLOCK, &stopSignals, nil)
  for fd: Int32 in [1, 0] where !UVTTY.isTerminal(fd) {
    fail(
      "graft-samples: --tui needs a terminal, but \(fd == 1 ? "stdout" : "stdin") is not one "
        + "(run it in a terminal without redirecting it, or use `graft-samples \(sample.name)` for text)")
  }
  do {
    // Everything the session made is released before exiting (returning from the function).
    exit(try runSession(sample))
  } catch {
    fail("graft-samples: \(error)")
  }
}

/// Runs `sample` in a ``TerminalSession`` until it ends; returns the exit status.
@MainActor
private func runSession(_ sample: Sample) throws -> Int32 {
  let loop = try UVEventLoop()
  let graph = UpdateGraph(loop: loop)
  let diagnostics = StateCell<[String]>([])
  graph.diagnosticHandler = { [unowned graph] diagnostic in
    graph.deferUntilPassEnds { diagnostics.value.append(diagnostic.description) }
  }
  _ = LayoutEngine(tree: graph.tree, metrics: .monospace)
  let variants = sample.variants.map { (label: $0.label, view: $0.makeView()) }
  let root = ViewRoot(
    rootView: TerminalSample(variants: variants, diagnostics: diagnostics), graph: graph,
    hostNode: graph.tree.root)
  root.start()
  // Also when the session cannot start: a loop must be shut down before it is dropped.
  defer {
    root.stop()
    _ = loop.shutdown()
  }
  loop.runUntilQuiescent()
  let session = try TerminalSession(tree: graph.tree, loop: loop)
  session.renderer.outlinesHosts = ProcessInfo.processInfo.environment["GRAFT_TUI_OUTLINE"] == "1"
  session.renderer.pressButton = { [unowned graph] button in
    TerminalSample.pressInEveryColumn(button, tree: graph.tree)
  }
  var status: Int32 = 0
  session.onEnd = { ending in
    if case .signal(let number) = ending { status = 128 + number }
    loop.stop()  // `run()` returns; the closed handles are freed by `shutdown()`.
  }
  loop.run()
  return status
}
