import Graft
import GraftTesting
import Testing

// An environment modifier writes its value again on every update of its view; its readers
// re-evaluate only when the value differs from the last one. What "differs" means per kind of
// value: `Equatable` values by `==` (optionals included: `nil` equals `nil`), objects by
// identity, anything else counts as changed.

private final class Theme: Sendable {
  let name: String
  init(_ name: String) { self.name = name }
}

/// Not `Equatable`: a closure inside.
private struct Formatter {
  let format: (Int) -> String
}

private struct AccentKey: EnvironmentKey {
  static let defaultValue: String? = nil
}

private struct ThemeKey: EnvironmentKey {
  static var defaultValue: Theme { Theme("default") }
}

private struct FormatterKey: EnvironmentKey {
  static var defaultValue: Formatter { Formatter { "\($0)" } }
}

extension EnvironmentValues {
  fileprivate var accent: String? {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
  fileprivate var theme: Theme {
    get { self[ThemeKey.self] }
    set { self[ThemeKey.self] = newValue }
  }
  fileprivate var formatter: Formatter {
    get { self[FormatterKey.self] }
    set { self[FormatterKey.self] = newValue }
  }
}

private struct AccentReader: View {
  @Environment(\.accent) private var accent
  var body: some View { Text("accent \(accent ?? "none")") }
}

private struct ThemeReader: View {
  @Environment(\.theme) private var theme
  var body: some View { Text("theme \(theme.name)") }
}

private struct FormatterReader: View {
  @Environment(\.formatter) private var formatter
  var body: some View { Text("formatted \(formatter.format(1))") }
}

/// Writes all three values from its own state on every evaluation of its body.
private struct Writer: View {
  @State private var accent: String? = nil
  @State private var themeIndex = 0
  @State private var taps = 0
  let themes: [Theme]

  var body: some View {
    VStack {
      Button("Tap") { taps += 1 }
      Button("Red") { accent = "red" }
      Button("Next theme") { themeIndex += 1 }
      Text("taps \(taps)")
      AccentReader().environment(\.accent, accent)
      ThemeReader().environment(\.theme, themes[themeIndex])
      FormatterReader().environment(\.formatter, Formatter { "#\($0)" })
    }
  }
}

@MainActor
@Suite struct EnvironmentRewriteTests {
  @Test func aRewrittenNilOptionalIsUnchanged() throws {
    let host = TestHost(rootView: Writer(themes: [Theme("light"), Theme("dark")]))
    #expect(host.texts.contains("accent none"))
    try host.tap("Tap")
    #expect(host.texts.contains("taps 1"))
    #expect(host.bodyEvaluationCounts["AccentReader"] == 1)
    try host.tap("Red")
    #expect(host.texts.contains("accent red"))
    #expect(host.bodyEvaluationCounts["AccentReader"] == 2)
    try host.tap("Tap")
    #expect(host.bodyEvaluationCounts["AccentReader"] == 2)
  }

  @Test func anObjectIsComparedByIdentity() throws {
    let host = TestHost(rootView: Writer(themes: [Theme("light"), Theme("light")]))
    try host.tap("Tap")
    #expect(host.bodyEvaluationCounts["ThemeReader"] == 1)
    // Another object, equal in every field: a change.
    try host.tap("Next theme")
    #expect(host.bodyEvaluationCounts["ThemeReader"] == 2)
    #expect(host.texts.contains("theme light"))
  }

  @Test func aValueThatCannotBeComparedCountsAsChanged() throws {
    let host = TestHost(rootView: Writer(themes: [Theme("light")]))
    #expect(host.texts.contains("formatted #1"))
    try host.tap("Tap")
    #expect(host.bodyEvaluationCounts["FormatterReader"] == 2)
  }
}
