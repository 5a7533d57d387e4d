import Foundation
import GraftApp
import GraftTesting
import Testing

// Every row docs/swiftui-coverage.md marks "supported", used the way SwiftUI code uses it. This
// file compiling is half the check; `everySupportedRowIsUsedHere` is the other half (each
// supported row's first code span must appear below: its name, and each argument label).

@Observable
private final class CoverageModel {
  var title = "Coverage"
  var count = 3
}

private struct CoverageItem: Identifiable, Hashable {
  let id: Int
  var name: String
  var on = false
}

private final class LegacyModel: ObservableObject {
  @Published var value = 1
}

private struct CoverageView: View {
  @State private var items = [CoverageItem(id: 1, name: "one"), CoverageItem(id: 2, name: "two")]
  @State private var flag = false
  @State private var choice = 1
  @State private var amount = 0.5
  @State private var steps = 1
  @State private var text = ""
  @State private var path = NavigationPath()
  @State private var alerting = false
  @State private var confirming = false
  @State private var sheeting = false
  @State private var query = ""
  @State private var expanded = false
  @State private var tab = 0
  @State private var selectedItem: Int?
  @State private var model = CoverageModel()
  @StateObject private var legacy = LegacyModel()
  @FocusState private var focused: Bool
  @Environment(\.dismiss) private var dismiss
  let role: ButtonRole = .destructive

  var body: some View {
    TabView(selection: $tab) {
      NavigationStack(path: $path) {
        Form {
          Section("Controls") {
            Text("plain").bold().italic().underline().strikethrough()
            Text(0.5, format: .percent)
            Text("\(steps, format: .number) steps")
            Button("Tap") { flag.toggle() }
            Button("Remove", role: role) {}
            TextField("Name", text: $text).focused($focused)
            SecureField("Password", text: $text)
            TextEditor(text: $text)
            Image(systemName: "star")
            Label("Star", systemImage: "star")
            Toggle("Flag", isOn: $flag)
            Picker("Choice", selection: $choice) {
              Text("One").tag(1)
              Text("Two").tag(2)
            }
            Stepper("Steps", value: $steps, in: 0...9)
            Slider(value: $amount, in: 0...1)
            ProgressView(value: amount)
            // swift-format-ignore: NeverForceUnwrap
            // (A literal, well-formed URL.)
            Link("Docs", destination: URL(string: "https://example.com")!)
            Divider()
            HStack { Spacer() }
            VStack { ZStack { EmptyView() } }
          }
          Section {
            ForEach($items) { $item in
              Toggle(item.name, isOn: $item.on)
            }
            .onDelete { items.remove(atOffsets: $0) }
            .onMove { items.move(fromOffsets: $0, toOffset: $1) }
          } header: {
            Text("Rows")
          }
          List(items) { item in Text(item.name) }
          List(items, selection: $selectedItem, rowContent: { item in Text(item.name) })
          Group { AnyView(Text("any")) }
          DisclosureGroup("More", isExpanded: $expanded) { Text("hidden") }
          NavigationLink(value: 1, label: { Text("Go") })
        }
        .navigationTitle("Coverage")
        .navigationDestination(for: Int.self, destination: { number in Text("page \(number)") })
      }
      .tabItem { Label("Main", systemImage: "house") }
      .tag(0)
      CoverageModifiers(model: model, query: $query)
        .tabItem { Text("Modifiers") }
        .tag(1)
    }
    .alert("Alert", isPresented: $alerting, actions: { Button("OK") {} }, message: { Text("message") })
    .confirmationDialog("Sure?", isPresented: $confirming) { Button("Yes") {} }
    .sheet(isPresented: $sheeting) { Button("Close") { dismiss() } }
    .onAppear { path.append(0) }
    .onAppear { path.removeLast() }
  }
}

private struct CoverageModifiers: View {
  @Bindable var model: CoverageModel
  @Binding var query: String

  var body: some View {
    VStack {
      TextField("Title", text: $model.title)
      Text(model.title)
        .font(.system(size: 13, weight: .bold))
        .foregroundStyle(.secondary)
        .background(.yellow)
        .border(.gray, width: 1)
        .opacity(0.9)
        .hidden()
      Button("Styled") {}
        .keyboardShortcut(.defaultAction)
        .disabled(false)
        .tint(.green)
        .labelsHidden()
        .accessibilityIdentifier("styled")
        .accessibilityLabel("A styled button")
        .frame(width: 80)
        .padding(4)
        .padding(.horizontal, 2)
        .lineLimit(2)
        .fixedSize()
        .layoutPriority(1)
    }
    .environment(\.font, .body)
    .toolbar { ToolbarItem { Button("Add") {} } }
    .refreshable {}
    .searchable(text: $query, prompt: "Search")
  }
}

private struct CoverageApp: App {
  var body: some Scene {
    WindowGroup { CoverageView() }
  }
}

@MainActor
@Suite struct SwiftUICoverageTests {
  @Test func theSupportedFileRendersAndIsDriven() throws {
    let host = TestHost(rootView: CoverageView())
    #expect(host.render().contains("NavigationStack \"Coverage\""))
    try host.toggle("Flag")
    try host.pick("Two", in: "Choice")
    try host.step("Steps")
    #expect(host.texts.contains("2 steps"))
    try host.tap("Go")
    #expect(host.texts.contains("page 1"))
    #expect(CoverageApp().body._title == nil)
  }

  /// Every row marked supported in docs/swiftui-coverage.md is used in this file: its first
  /// code span's name appears, and so does each of its argument labels (`label:`).
  @Test func everySupportedRowIsUsedHere() throws {
    let here = URL(fileURLWithPath: #filePath)
    let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let doc = try String(contentsOf: root.appendingPathComponent("docs/swiftui-coverage.md"), encoding: .utf8)
    let source = try String(contentsOf: here, encoding: .utf8)
    let rows = doc.split(separator: "\n").filter { $0.hasPrefix("| `") && $0.contains("| supported |") }
    #expect(rows.count > 60)
    var missing: [String] = []
    for row in rows {
      let span = row.split(separator: "`")[1]
      let head = span.split(separator: "(", maxSplits: 1).first.map(String.init) ?? String(span)
      var needles = [head]
      if span.contains("(") {
        needles += span.split(whereSeparator: { "(): .".contains($0) }).dropFirst().compactMap { label in
          span.contains("\(label):") && label != "_" ? "\(label):" : nil
        }
      }
      for needle in needles where !source.contains(needle) { missing.append("\(span) (\(needle))") }
    }
    #expect(missing.isEmpty, "supported in the doc but not used here: \(missing)")
  }
}
