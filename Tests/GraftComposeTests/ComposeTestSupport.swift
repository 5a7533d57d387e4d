// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Composables are named like types (`Text`, `Counter`), as Jetpack Compose names them.
import Graft
import GraftCompose
import GraftComposeInterop
import GraftTesting
import Testing

@MainActor
final class EventLog {
  var events: [String] = []
}

/// Hosts a composition at the top of a TestHost (through a representable).
struct ComposeRoot: ViewControllerRepresentable {
  let content: (Composer) -> Void
  func makeViewController(context: Context) -> ComposeViewController<Void> {
    ComposeViewController(parameters: ()) { c, _ in content(c) }
  }
  func updateViewController(_ viewController: ComposeViewController<Void>, context: Context) {}
  static var reportsStaleEmbeds: Bool { false }
}

/// A counter composable: a restartable group showing "`label` N" and a "`label` +1" button;
/// logs "compose `label`" each time its body runs. It takes its caller's site and forwards it,
/// so each place that calls it is a group of its own.
@MainActor
func Counter(
  _ c: Composer, label: String, log: EventLog = EventLog(), fileID: String = #fileID, line: UInt = #line,
  column: UInt = #column
) {
  c.call(label, fileID: fileID, line: line, column: column) { c, label in
    log.events.append("compose \(label)")
    let count = c.remember { mutableStateOf(0) }
    c.Row {
      c.Text("\(label) \(count.value)")
      c.Button("\(label) +1") { count.value += 1 }
    }
  }
}

/// The same counter, written without taking its caller's site: every call of it has one key
/// (the site inside it), as a helper that forgets to forward its site would.
@MainActor
func UnsitedCounter(_ c: Composer, label: String) {
  c.call(label) { c, label in
    let count = c.remember { mutableStateOf(0) }
    c.Row {
      c.Text("\(label) \(count.value)")
      c.Button("\(label) +1") { count.value += 1 }
    }
  }
}

/// Drives a host showing a "first" counter (while `first` is true) above a "second" one: counts
/// second to 2 and first to 1, removes the first, brings it back. The second keeps its count
/// throughout; the first comes back fresh; the renderer stays in sync.
@MainActor
func expectTheSecondCounterOutlivesTheFirst(
  _ host: TestHost<some View>, first: MutableState<Bool>
) throws {
  try host.tap("second +1")
  try host.tap("second +1")
  try host.tap("first +1")
  #expect(host.texts == ["first 1", "second 2"])
  first.value = false
  try host.settle()
  #expect(host.texts == ["second 2"])
  first.value = true
  try host.settle()
  #expect(host.texts == ["first 0", "second 2"])
  #expect(host.rendererIsInSync)
}
