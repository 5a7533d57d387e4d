import Graft
import GraftTesting
import Testing

// A writing modifier's update runs its change in place: on the copy of the environment it
// handed on last time, with its own entries holding what is above for the length of the run
// (`EnvironmentValues+InPlace.swift`). These screens run changes that read what they write and
// build on what is above, and check that every update gives what a fresh application gives.

private struct DepthKey: EnvironmentKey {
  static let defaultValue = 0
}

extension EnvironmentValues {
  fileprivate var depth: Int {
    get { self[DepthKey.self] }
    set { self[DepthKey.self] = newValue }
  }

  /// Writes the depth, then reads it back and writes it doubled: a change that reads its own
  /// write.
  fileprivate var doubledDepth: Int {
    get { self[DepthKey.self] }
    set {
      self[DepthKey.self] = newValue
      self[DepthKey.self] = self[DepthKey.self] * 2
    }
  }

  /// One deeper than above (the value written is ignored): a change that builds on what is
  /// above, and must not build on its own last result.
  fileprivate var nested: Void {
    get {}
    set { self[DepthKey.self] = self[DepthKey.self] + 1 }
  }
}

private struct DepthReader: View {
  @Environment(\.depth) private var depth
  var body: some View { Text("depth \(depth)") }
}

private struct DoublingWriter: View {
  @State private var value = 1
  @State private var taps = 0

  var body: some View {
    VStack {
      Button("Bump") { value += 1 }
      Button("Tap") { taps += 1 }
      Text("taps \(taps)")
      DepthReader().environment(\.doubledDepth, value)
    }
  }
}

private struct NestingWriters: View {
  @State private var outerDepth: Int?
  @State private var taps = 0

  var body: some View {
    VStack {
      Button("Tap") { taps += 1 }
      Button("Outer 5") { outerDepth = 5 }
      Button("Outer 7") { outerDepth = 7 }
      Button("No outer") { outerDepth = nil }
      Text("taps \(taps)")
      if let outerDepth {
        DepthReader().environment(\.nested, ()).environment(\.depth, outerDepth)
      } else {
        DepthReader().environment(\.nested, ())
      }
    }
  }
}

/// An outer writer whose value changes in place (the same modifier, a new value) above an
/// inner writer that builds on it; both re-run in the same update.
private struct StackedWriters: View {
  @State private var outerDepth = 5
  @State private var taps = 0

  var body: some View {
    VStack {
      Button("Tap") { taps += 1 }
      Button("Deeper") { outerDepth += 2 }
      Text("taps \(taps)")
      VStack {
        DepthReader().environment(\.nested, ())
      }
      .environment(\.depth, outerDepth)
    }
  }
}

@MainActor
@Suite struct EnvironmentWriteInPlaceTests {
  @Test func aChangeThatReadsItsOwnWriteSeesIt() throws {
    let host = TestHost(rootView: DoublingWriter())
    #expect(host.texts.contains("depth 2"))
    for value in 2...4 {
      try host.tap("Bump")
      #expect(host.texts.contains("depth \(2 * value)"))
      try host.tap("Tap")
      #expect(host.texts.contains("depth \(2 * value)"))
    }
    #expect(host.rendererIsInSync)
  }

  @Test func aChangeBuildingOnAnUnsetKeyDoesNotBuildOnItsOwnLastResult() throws {
    let host = TestHost(rootView: NestingWriters())
    #expect(host.texts.contains("depth 1"))
    for round in 1...3 {
      try host.tap("Tap")
      #expect(host.texts.contains("taps \(round)"))
      #expect(host.texts.contains("depth 1"))
    }
    #expect(host.bodyEvaluationCounts["DepthReader"] == 1)
    #expect(host.rendererIsInSync)
  }

  @Test func aChangeBuildingOnAValueAboveFollowsIt() throws {
    let host = TestHost(rootView: NestingWriters())
    try host.tap("Outer 5")
    #expect(host.texts.contains("depth 6"))
    try host.tap("Tap")
    #expect(host.texts.contains("depth 6"))
    try host.tap("Outer 7")
    #expect(host.texts.contains("depth 8"))
    try host.tap("Tap")
    #expect(host.texts.contains("depth 8"))
    try host.tap("No outer")
    #expect(host.texts.contains("depth 1"))
    #expect(host.rendererIsInSync)
  }

  @Test func aValueChangedInPlaceAboveReachesAWriterBuildingOnIt() throws {
    let host = TestHost(rootView: StackedWriters())
    #expect(host.texts.contains("depth 6"))
    for round in 1...3 {
      try host.tap("Deeper")
      #expect(host.texts.contains("depth \(6 + 2 * round)"))
      try host.tap("Tap")
      #expect(host.texts.contains("depth \(6 + 2 * round)"))
    }
    #expect(host.rendererIsInSync)
  }
}
