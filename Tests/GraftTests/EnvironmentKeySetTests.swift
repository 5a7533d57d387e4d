import Graft
import GraftTesting
import Testing

// An environment modifier re-run on an update hands its content the environment it handed it
// last time when nothing above changed and it wrote the same keys again. These screens change
// what is above (an outer modifier that writes a key only sometimes) or which keys a modifier
// writes, and check that the content always sees the right values.

private struct LabelKey: EnvironmentKey {
  static let defaultValue = "default"
}

extension EnvironmentValues {
  fileprivate var label: String {
    get { self[LabelKey.self] }
    set { self[LabelKey.self] = newValue }
  }
}

private struct TitleKey: EnvironmentKey {
  static let defaultValue = "untitled"
}

extension EnvironmentValues {
  fileprivate var title: String {
    get { self[TitleKey.self] }
    set { self[TitleKey.self] = newValue }
  }
}

private struct TitleReader: View {
  @Environment(\.title) private var title
  var body: some View { Text("title \(title)") }
}

/// An outer modifier whose key path is chosen by state: the keys above the inner modifier
/// change while their count stays the same.
private struct SwitchingKeyWriter: View {
  @State private var writesTitle = false
  @State private var taps = 0

  var body: some View {
    VStack {
      Button("Switch") { writesTitle.toggle() }
      Button("Tap") { taps += 1 }
      Text("taps \(taps)")
      VStack {
        LabelReader()
        TitleReader()
      }
      .font(.body)
      .environment(writesTitle ? \.title : \.label, "written")
    }
  }
}

private struct LabelReader: View {
  @Environment(\.label) private var label
  var body: some View { Text("label \(label)") }
}

/// An inner modifier writing the same key on every update, under an outer one whose keys come
/// and go (`.disabled(true)` writes `isEnabled`, `.disabled(false)` writes nothing).
private struct NestedWriters: View {
  @State private var outerDisabled = false
  @State private var innerDisabled = false
  @State private var outerLabel = "outer"
  @State private var taps = 0

  var body: some View {
    VStack {
      Button("Tap") { taps += 1 }
      Button("Toggle outer") { outerDisabled.toggle() }
      Button("Toggle inner") { innerDisabled.toggle() }
      Button("Relabel outer") { outerLabel += "!" }
      Text("taps \(taps)")
      VStack {
        Button("Probe") {}
        LabelReader()
      }
      .disabled(innerDisabled)
      .environment(\.label, "inner")
      .disabled(outerDisabled)
      .environment(\.label, outerLabel)
    }
  }
}

@MainActor
@Suite struct EnvironmentKeySetTests {
  private func probeIsDisabled(_ host: TestHost<NestedWriters>) throws -> Bool {
    try #require(host.nodes(of: .button).first { $0.label == "Probe" }).properties.isDisabled
  }

  @Test func keysComingAndGoingAboveReachTheContent() throws {
    let host = TestHost(rootView: NestedWriters())
    #expect(try !probeIsDisabled(host))
    for round in 1...3 {
      try host.tap("Toggle outer")
      #expect(try probeIsDisabled(host))
      try host.tap("Tap")
      #expect(try probeIsDisabled(host))
      try host.tap("Toggle outer")
      #expect(try !probeIsDisabled(host))
      try host.tap("Tap")
      #expect(try !probeIsDisabled(host))
      #expect(host.texts.contains("taps \(2 * round)"))
    }
    // The inner label wins throughout.
    #expect(host.texts.contains("label inner"))
    #expect(host.rendererIsInSync)
  }

  @Test func aKeyTheModifierStopsWritingRevertsToTheValueAbove() throws {
    let host = TestHost(rootView: NestedWriters())
    for _ in 1...3 {
      try host.tap("Toggle inner")
      #expect(try probeIsDisabled(host))
      try host.tap("Tap")
      #expect(try probeIsDisabled(host))
      try host.tap("Toggle inner")
      #expect(try !probeIsDisabled(host))
      try host.tap("Tap")
      #expect(try !probeIsDisabled(host))
    }
    #expect(host.rendererIsInSync)
  }

  @Test func aValueChangedAboveAnOverridingWriterDoesNotReachItsReaders() throws {
    let host = TestHost(rootView: NestedWriters())
    for _ in 1...3 {
      try host.tap("Relabel outer")
      try host.tap("Tap")
    }
    #expect(host.texts.contains("label inner"))
    #expect(host.bodyEvaluationCounts["LabelReader"] == 1)
    #expect(host.rendererIsInSync)
  }

  @Test func keysSwappedAboveReachTheContent() throws {
    let host = TestHost(rootView: SwitchingKeyWriter())
    #expect(host.texts.contains("label written"))
    #expect(host.texts.contains("title untitled"))
    for _ in 1...3 {
      try host.tap("Switch")
      #expect(host.texts.contains("label default"))
      #expect(host.texts.contains("title written"))
      try host.tap("Tap")
      #expect(host.texts.contains("title written"))
      try host.tap("Switch")
      #expect(host.texts.contains("label written"))
      #expect(host.texts.contains("title untitled"))
    }
    #expect(host.rendererIsInSync)
  }
}
