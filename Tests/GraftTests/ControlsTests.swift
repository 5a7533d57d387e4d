import Foundation
import Graft
import GraftTesting
import Testing

@Observable
private final class Settings {
  var notifications = false
  var volume = 0.5
}

private enum Filter: String, CaseIterable, Identifiable {
  case all = "All"
  case open = "Open"
  case done = "Done"
  var id: Self { self }
}

private struct SettingsForm: View {
  @State private var settings = Settings()
  @State private var filter = Filter.all
  @State private var count = 2
  @State private var password = ""
  @State private var notes = ""
  @State private var opened: [String] = []

  var body: some View {
    Form {
      Section("General") {
        Toggle("Notifications", isOn: $settings.notifications)
        Picker("Filter", selection: $filter) {
          ForEach(Filter.allCases) { filter in
            Text(filter.rawValue).tag(filter)
          }
        }
        Stepper("Count", value: $count, in: 0...3)
        Slider("Volume", value: $settings.volume, in: 0...1)
      }
      Section {
        SecureField("Password", text: $password)
        TextEditor(text: $notes).accessibilityIdentifier("notes")
        // swift-format-ignore: NeverForceUnwrap
        // (A literal, well-formed URL.)
        Link("Docs", destination: URL(string: "https://example.com/docs")!)
          .accessibilityIdentifier("docs")
      } header: {
        Label("Account", systemImage: "person")
      }
      Divider()
      ProgressView(value: Double(count), total: 3)
      Text("notifications \(settings.notifications ? "on" : "off"), \(filter.rawValue), \(count)")
      Text("opened \(opened.joined(separator: " ")), notes \(notes), password \(password.count)")
      Button(role: .destructive) {
        count = 0
      } label: {
        Text("Reset")
      }
      .accessibilityIdentifier("reset")
    }
    .environment(\.openURL, OpenURLAction { url in opened.append(url.absoluteString) })
  }
}

@MainActor
@Suite struct ControlsTests {
  @Test func controlsRenderReadably() throws {
    let host = TestHost(rootView: SettingsForm())
    let expected = """
      Form
        Section "General"
          Toggle "Notifications" [off]
          Picker "Filter" [All]
            Option [on]
              Text "All"
            Option [off]
              Text "Open"
            Option [off]
              Text "Done"
          Stepper "Count" [value: 2 in 0...3]
          Slider "Volume" [value: 0.5 in 0...1]
        Section
          Label "Account" person
          TextField "" placeholder: "Password" [secure]
          TextEditor "" [id: notes]
          Link "Docs" -> https://example.com/docs [id: docs]
        Divider
        ProgressView [value: 2 in 0...3]
        Text "notifications off, All, 2"
        Text "opened , notes , password 0"
        Button [id: reset, role: destructive]
          Text "Reset"
      """
    #expect(host.render() == expected)
  }

  @Test func controlsWriteThroughTheirBindings() throws {
    let host = TestHost(rootView: SettingsForm())
    try host.toggle("Notifications")
    try host.pick("Done", in: "Filter")
    try host.step("Count")
    try host.step("Count", by: 5)  // clamped to the upper bound
    #expect(host.texts.contains("notifications on, Done, 3"))
    #expect(try host.isOn("Notifications"))
    #expect(host.render().contains("Picker \"Filter\" [Done]"))
    #expect(host.render().contains("ProgressView [value: 3 in 0...3]"))
    try host.step("Count", by: -1)
    #expect(host.texts.contains("notifications on, Done, 2"))
    try host.slide("Volume", to: 2)
    #expect(host.render().contains("Slider \"Volume\" [value: 1 in 0...1]"))
    try host.type("hunter2", into: "Password")
    try host.type("buy milk", intoIdentifier: "notes")
    try host.tap(identifier: "docs")
    #expect(host.texts.contains("opened https://example.com/docs, notes buy milk, password 7"))
    #expect(host.render().contains("TextField \"•••••••\" placeholder: \"Password\" [secure]"))
    try host.tap(identifier: "reset")
    #expect(host.texts.contains("notifications on, Done, 0"))
  }

  @Test func tapByIdentifierListsTheIdentifiersThatExist() throws {
    let host = TestHost(rootView: SettingsForm())
    #expect(throws: ControlLookupError.noSuchIdentifier("missing", available: ["notes", "docs", "reset"])) {
      try host.tap(identifier: "missing")
    }
    // A text editor carries an identifier but is not a control a tap activates.
    #expect(throws: ControlLookupError.self) { try host.tap(identifier: "notes") }
  }

  @Test func disclosureGroupMountsItsContentWhenExpanded() throws {
    struct Disclosing: View {
      var body: some View {
        DisclosureGroup("More") { Text("hidden detail") }.accessibilityIdentifier("more")
      }
    }
    let host = TestHost(rootView: Disclosing())
    #expect(host.render() == "DisclosureGroup \"More\" [id: more, off]")
    try host.tap(identifier: "more")
    #expect(host.render() == "DisclosureGroup \"More\" [id: more, on]\n  Text \"hidden detail\"")
    try host.tap(identifier: "more")
    #expect(host.texts.isEmpty)
  }

  @Test func tabViewShowsTheSelectedTabOnly() throws {
    struct Tabs: View {
      var body: some View {
        TabView {
          Text("todo list").tabItem { Label("Todos", systemImage: "list.bullet") }
          Text("settings page").tabItem { Label("Settings", systemImage: "gear") }
        }
      }
    }
    let host = TestHost(rootView: Tabs())
    #expect(host.texts == ["todo list"])
    try host.selectTab("Settings")
    #expect(host.texts == ["settings page"])
    #expect(
      host.render() == """
        TabView
          Tab [off]
            Label "Todos" list.bullet
          Tab [on]
            Label "Settings" gear
            Text "settings page"
        """)
  }

  @Test func taggedTabsFollowTheSelectionBinding() throws {
    struct Tabs: View {
      @State private var tab = 2
      var body: some View {
        VStack {
          Text("tab \(tab)")
          TabView(selection: $tab) {
            Text("one").tabItem { Text("One") }.tag(1)
            Text("two").tabItem { Text("Two") }.tag(2)
          }
        }
      }
    }
    let host = TestHost(rootView: Tabs())
    #expect(host.texts == ["tab 2", "One", "Two", "two"])
    try host.selectTab("One")
    #expect(host.texts == ["tab 1", "One", "one", "Two"])
  }
}

@Observable
private final class Account {
  var password = "abc"
  var notes = "n"
  var agreed = false
}

/// Controls bound to an `@Observable` model's properties that no body reads otherwise follow
/// writes made to the model from outside.
private struct AccountForm: View {
  @Bindable var account: Account
  var body: some View {
    VStack {
      SecureField("Password", text: $account.password)
      TextEditor(text: $account.notes)
      Toggle("Agree", isOn: $account.agreed)
    }
  }
}

@MainActor
@Suite struct ObservedControlTests {
  @Test func boundControlsFollowModelWrites() throws {
    let account = Account()
    let host = TestHost(rootView: AccountForm(account: account))
    account.password = "secret"
    account.notes = "new notes"
    account.agreed = true
    try host.settle()
    #expect(
      host.render() == """
        VStack
          TextField "••••••" placeholder: "Password" [secure]
          TextEditor "new notes"
          Toggle "Agree" [on]
        """)
  }
}
