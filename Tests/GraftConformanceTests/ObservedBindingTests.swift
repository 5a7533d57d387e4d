import Graft
import GraftTesting
import Testing

/// An `@Observable` model, as an app would write one.
@Observable
@MainActor
final class ObservedCount {
  var count = 0
}

/// An `ObservableObject` with a `@Published` property.
@MainActor
final class PublishedCount: ObservableObject {
  @Published var count = 0
}

/// Where the binding handed to the hosted content points.
enum ModelBinding: String, CaseIterable, Sendable, CustomTestStringConvertible {
  /// `$model.count` through `@Bindable`.
  case bindable
  /// `Binding(get: { model.count }, set: { model.count = $0 })`.
  case getSet
  /// `$object.count` of an `ObservableObject`'s `@Published` property.
  case published

  var testDescription: String { rawValue }
}

/// A Graft view, hosted beside the content under test, that reads and writes the same binding.
private struct GraftSibling: View {
  @Binding var count: Int
  var body: some View {
    VStack {
      Text("sibling \(count)")
      Button("Sibling +1") { count += 1 }
    }
  }
}

/// Hosts the content under test and a sibling, each made once by a representable whose update
/// hook does nothing: only the binding's own tracking can carry a write across.
private struct ModelHost: View {
  let harness: ConformanceHarness
  let source: ModelBinding
  let log: EventLog
  @State private var model = ObservedCount()
  @StateObject private var object = PublishedCount()

  var body: some View {
    @Bindable var model = model
    let count: Binding<Int> =
      switch source {
      case .bindable: $model.count
      case .getSet: Binding(get: { model.count }, set: { model.count = $0 })
      case .published: $object.count
      }
    VStack {
      Text("host \(count.wrappedValue)")
      Button("Host +1") { count.wrappedValue += 1 }
      harness.counter(count: count, log: log)
      Embedded(
        name: "sibling", inputs: 0, log: log,
        make: { HostingController(rootView: GraftSibling(count: count)) },
        push: { _, _ in })
    }
  }
}

/// Issue 11's stale embed: a binding into a model, handed to content of every runtime that is
/// made once and never updated, follows writes from the host, from the content and from a
/// sibling — because the content's reads are tracked where it runs, whatever the runtime.
@MainActor
@Suite struct ObservedBindingTests {
  @Test(arguments: HostedRuntimeKind.allCases, ModelBinding.allCases)
  func aBindingIntoAModelFollowsEveryWriter(_ kind: HostedRuntimeKind, _ source: ModelBinding) throws {
    let host = TestHost(
      rootView: ModelHost(harness: ConformanceHarness(kind: kind), source: source, log: EventLog()))
    #expect(host.texts == ["host 0", "inner 0", "sibling 0"])
    try host.tap("Host +1")
    #expect(host.texts == ["host 1", "inner 1", "sibling 1"], "a write from the host")
    try host.tap("Inner +1")
    #expect(host.texts == ["host 2", "inner 2", "sibling 2"], "a write from the content itself")
    try host.tap("Sibling +1")
    #expect(host.texts == ["host 3", "inner 3", "sibling 3"], "a write from a sibling")
    try host.tap("Inner +1")
    #expect(host.texts == ["host 4", "inner 4", "sibling 4"])
    #expect(host.diagnostics.isEmpty)
    #expect(host.rendererIsInSync)
  }
}
