import Graft
import GraftTesting
import Observation
import Testing

@MainActor
final class ChangeLog {
  var entries: [String] = []
}

private struct ChangeWatcher: View {
  let log: ChangeLog
  @State private var value = 0
  var body: some View {
    VStack {
      Button("Increment") { value += 1 }
      Button("Same") { value = value }
      Incrementer(value: $value)
      Text("value \(value)")
    }
    .onChange(of: value) { old, new in log.entries.append("\(old)->\(new)") }
  }
}

/// Writes through a binding — the case `didSet` misses and `onChange` catches.
private struct Incrementer: View {
  @Binding var value: Int
  var body: some View {
    Button("Through binding") { value += 10 }
  }
}

private struct FontKey: EnvironmentKey {
  static let defaultValue = "body"
}

extension EnvironmentValues {
  fileprivate var themeName: String {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }
}

private struct ThemeRoot: View {
  @State private var theme = "light"
  @State private var unrelated = 0
  var body: some View {
    VStack {
      Button("Dark") { theme = "dark" }
      Button("Unrelated") { unrelated += 1 }
      ThemeReader()
      NonReader()
      Text("unrelated \(unrelated)")
    }
    .environment(\.themeName, theme)
  }
}

private struct ThemeReader: View {
  @Environment(\.themeName) private var theme
  var body: some View { Text("theme \(theme)") }
}

private struct NonReader: View {
  var body: some View { Text("static") }
}

@Observable
@MainActor
final class CounterModel {
  var count = 0
  var other = 0
}

private struct ObservingView: View {
  let model: CounterModel
  var body: some View {
    VStack {
      Button("Model +1") { model.count += 1 }
      Button("Other +1") { model.other += 1 }
      Text("model \(model.count)")
    }
  }
}

private struct EnvironmentModelReader: View {
  @Environment(CounterModel.self) private var model
  var body: some View { Text("env model \(model.count)") }
}

@MainActor
final class LegacyModel: ObservableObject {
  @Published var title = "start"
}

private struct LegacyOwner: View {
  @StateObject private var model = LegacyModel()
  var body: some View {
    VStack {
      Button("Rename") { model.title = "renamed" }
      Text(model.title)
      LegacyChild(model: model)
      LegacyEnvironmentReader().environmentObject(model)
    }
  }
}

private struct LegacyChild: View {
  @ObservedObject var model: LegacyModel
  var body: some View { TextField("Title", text: $model.title) }
}

private struct LegacyEnvironmentReader: View {
  @EnvironmentObject var model: LegacyModel
  var body: some View { Text("env \(model.title)") }
}

@MainActor
@Suite struct EffectsAndEnvironmentTests {
  @Test func onChangeFiresOncePerRealChangeIncludingThroughBindings() throws {
    let log = ChangeLog()
    let host = TestHost(rootView: ChangeWatcher(log: log))
    try host.tap("Increment")
    try host.tap("Same")
    try host.tap("Through binding")
    #expect(log.entries == ["0->1", "1->11"])
    #expect(host.texts == ["value 11"])
  }

  @Test func onChangeInitialFiresAtMount() throws {
    let log = ChangeLog()
    struct Initial: View {
      let log: ChangeLog
      var body: some View {
        Text("x").onChange(of: 5, initial: true) { log.entries.append("initial") }
      }
    }
    _ = TestHost(rootView: Initial(log: log))
    #expect(log.entries == ["initial"])
  }

  @Test func environmentChangeReEvaluatesOnlyItsReaders() throws {
    let host = TestHost(rootView: ThemeRoot())
    #expect(host.texts == ["theme light", "static", "unrelated 0"])
    try host.tap("Dark")
    #expect(host.texts == ["theme dark", "static", "unrelated 0"])
    #expect(host.bodyEvaluationCounts["ThemeReader"] == 2)
    #expect(host.bodyEvaluationCounts["NonReader"] == 1)
    try host.tap("Unrelated")
    #expect(host.bodyEvaluationCounts["ThemeReader"] == 2)
  }

  @Test func observableModelsInvalidateTheirReaders() throws {
    let model = CounterModel()
    let host = TestHost(rootView: ObservingView(model: model))
    try host.tap("Model +1")
    #expect(host.texts == ["model 1"])
    let evaluations = host.bodyEvaluationCounts["ObservingView"]
    try host.tap("Other +1")
    #expect(host.bodyEvaluationCounts["ObservingView"] == evaluations)
    model.count = 7
    try host.settle()
    #expect(host.texts == ["model 7"])
  }

  @Test func observableModelFromTheEnvironment() throws {
    let model = CounterModel()
    let host = TestHost(rootView: EnvironmentModelReader().environment(model))
    model.count = 3
    try host.settle()
    #expect(host.texts == ["env model 3"])
  }

  @Test func observableObjectsWithPublishedProperties() throws {
    let host = TestHost(rootView: LegacyOwner())
    #expect(host.texts == ["start", "env start"])
    try host.tap("Rename")
    #expect(host.texts == ["renamed", "env renamed"])
    #expect(host.nodes(of: .textField).first?.properties.text == "renamed")
    try host.type("typed", into: "Title")
    #expect(host.texts == ["typed", "env typed"])
  }
}
