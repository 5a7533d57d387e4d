import Graft
import GraftTesting
import Testing

/// Where a hosted view finds the controller hosting it.
@MainActor
private final class RelabelingControllerBox {
  var controller: HostingController<Relabeling>?
}

/// Shows `label`. Shown as "first", its body replaces its controller's root view with one
/// labelled "second" — while the hosted root is showing the first one.
private struct Relabeling: View {
  let label: String
  let box: RelabelingControllerBox

  var body: some View { Text(shownLabel()) }

  private func shownLabel() -> String {
    if label == "first" { box.controller?.rootView = Relabeling(label: "second", box: box) }
    return label
  }
}

/// Hosts a ``Relabeling`` view labelled "first" in a `HostingController` kept in `box`.
private struct HostsRelabeling: ViewControllerRepresentable {
  let box: RelabelingControllerBox

  func makeViewController(context: Context) -> HostingController<Relabeling> {
    let controller = HostingController(rootView: Relabeling(label: "first", box: box))
    box.controller = controller
    return controller
  }

  func updateViewController(_ viewController: HostingController<Relabeling>, context: Context) {}
}

/// A root lends its stored root view to the tree while showing it, without a copy; a body
/// that replaces the root view meanwhile must neither free the value being shown (the root
/// keeps it until the show returns) nor lose the new one (the root shows it next).
@MainActor
@Suite struct RootViewReplacedWhileShowingTests {
  @Test func aRootViewReplacedByItsOwnBodyIsShownNext() {
    let box = RelabelingControllerBox()
    let host = TestHost(rootView: HostsRelabeling(box: box))
    #expect(host.texts == ["second"])
    #expect(box.controller?.rootView.label == "second")
    box.controller = nil
  }
}
