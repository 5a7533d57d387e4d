import Graft
import GraftTesting
import Observation
import Testing

@Observable
private final class Model {
  var count = 0
}

private struct ShowsCount: View {
  @Binding var count: Int
  var body: some View { Text("hosted \(count)") }
}

/// Hands a binding across; the update hook rightly does nothing (the binding carries state).
private struct EmbedsBinding: ViewControllerRepresentable {
  let count: Binding<Int>
  func makeViewController(context: Context) -> HostingController<ShowsCount> {
    HostingController(rootView: ShowsCount(count: count))
  }
  func updateViewController(_ viewController: HostingController<ShowsCount>, context: Context) {}
}

private struct ModelParent: View {
  let model: Model
  @State private var unrelated = 0
  var body: some View {
    VStack {
      Text("unrelated \(unrelated)")
      Button("Unrelated +1") { unrelated += 1 }
      Button("Model +1") { model.count += 1 }
      EmbedsBinding(count: Binding(get: { model.count }, set: { model.count = $0 }))
    }
  }
}

private struct ShowsTitle: View {
  let title: String
  let onTap: () -> Void
  var body: some View { Button(title, action: onTap) }
}

/// A closure input and a constant title: the update hook leaves the hosted root alone,
/// rightly — what it shows did not change.
private struct EmbedsAction: ViewControllerRepresentable {
  let title: String
  let onTap: () -> Void
  func makeViewController(context: Context) -> HostingController<ShowsTitle> {
    HostingController(rootView: ShowsTitle(title: title, onTap: onTap))
  }
  func updateViewController(_ viewController: HostingController<ShowsTitle>, context: Context) {}
}

private struct ActionParent: View {
  @State private var taps = 0
  var body: some View {
    VStack {
      Text("taps \(taps)")
      EmbedsAction(title: "Tap me") { taps += 1 }
    }
  }
}

private struct ShowsValue: View {
  let value: Int
  var body: some View { Text("value \(value)") }
}

/// The real stale embed: a value input changes and the update hook ignores it.
private struct IgnoresValue: ViewControllerRepresentable {
  let value: Int
  let onTap: () -> Void
  func makeViewController(context: Context) -> HostingController<ShowsValue> {
    HostingController(rootView: ShowsValue(value: value))
  }
  func updateViewController(_ viewController: HostingController<ShowsValue>, context: Context) {}
}

private struct ValueParent: View {
  @State private var value = 0
  var body: some View {
    VStack {
      Button("Next") { value += 1 }
      IgnoresValue(value: value) {}
    }
  }
}

/// A stale-embed diagnostic names only inputs that provably changed; inputs that cannot be
/// compared (closures, bindings made from closures) are unknown, never "changed".
@MainActor
@Suite struct StaleEmbedPrecisionTests {
  @Test func aGetSetBindingIntoAnObservableModelIsNotReportedWhenTheParentReRendersForSomethingElse()
    throws
  {
    let model = Model()
    let host = TestHost(rootView: ModelParent(model: model))
    try host.tap("Unrelated +1")
    try host.tap("Model +1")
    try host.tap("Unrelated +1")
    try host.tap("Model +1")
    #expect(host.texts == ["unrelated 2", "hosted 2"])
    #expect(model.count == 2)
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
  }

  @Test func aClosureInputIsNotBlamedWhenTheHostedContentIsRightToStayAsItIs() throws {
    let host = TestHost(rootView: ActionParent())
    try host.tap("Tap me")
    try host.tap("Tap me")
    #expect(host.texts == ["taps 2"])
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
  }

  @Test func aValueInputThatChangedIsReportedByNameAndOnlyIt() throws {
    let host = TestHost(rootView: ValueParent())
    try host.tap("Next")
    try host.tap("Next")
    #expect(host.texts == ["value 0"])
    #expect(
      host.diagnostics.map(\.description) == [
        "[staleEmbed] IgnoresValue: input 'value' changed, but updateViewController(_:context:) left the "
          + "hosted HostingController<ShowsValue> untouched, so it still shows the old value. Assign a new "
          + "rootView in updateViewController(_:context:), or pass a Binding instead of a value. (A "
          + "representable that ignores the input on purpose can opt out: static var reportsStaleEmbeds: "
          + "Bool { false })"
      ])
  }
}
