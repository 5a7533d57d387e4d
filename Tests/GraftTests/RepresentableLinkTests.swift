import Graft
import GraftTesting
import Testing

/// Reads an outside cell in its update hook and forwards it; keeps its controller in a box.
private struct CellReader: ViewControllerRepresentable {
  let cell: StateCell<Int>
  let log: ChangeLog
  let box: HostingBox

  func makeViewController(context: Context) -> HostingController<Text> {
    let controller = HostingController(rootView: Text("made"))
    box.controller = controller
    return controller
  }

  func updateViewController(_ viewController: HostingController<Text>, context: Context) {
    let line = "cell \(cell.value)"
    log.entries.append(line)
    viewController.rootView = Text(line)
  }
}

@MainActor
private final class HostingBox {
  var controller: HostingController<Text>?
}

private struct CellReaderHost: View {
  let cell: StateCell<Int>
  let log: ChangeLog
  let box: HostingBox
  @State private var shown = true
  var body: some View {
    VStack {
      Button("Hide") { shown = false }
      if shown { CellReader(cell: cell, log: log, box: box) }
    }
  }
}

/// The representable's element is reached from its update scope and its node's sizing only
/// through its `RepresentableLink`, which lets go of it at unmount; a `HostingController` keeps
/// its root view in its root while mounted, and hands the last one back after teardown.
@MainActor
@Suite struct RepresentableLinkTests {
  @Test func aWriteAfterUnmountRunsNoHookAndTheLastRootViewStaysReadable() throws {
    let cell = StateCell(0)
    let log = ChangeLog()
    let box = HostingBox()
    let host = TestHost(rootView: CellReaderHost(cell: cell, log: log, box: box))
    cell.value = 1
    try host.settle()
    #expect(log.entries == ["cell 0", "cell 1"])
    #expect(host.texts.contains("cell 1"))
    try host.tap("Hide")
    #expect(!host.texts.contains("cell 1"))
    // The element is gone: a write to what its hook read runs nothing, and nothing crashes.
    cell.value = 2
    try host.settle()
    #expect(log.entries == ["cell 0", "cell 1"])
    // The dismantled controller still answers with the root view it last showed, and a set
    // after dismantling is ignored (with its diagnostic).
    #expect(box.controller?.rootView == Text("cell 1"))
    box.controller?.rootView = Text("too late")
    #expect(box.controller?.rootView == Text("cell 1"))
    #expect(host.diagnostics.map(\.kind) == [.useAfterDismantle])
  }
}
