import Foundation
import GraftApp
import GraftSamples
import GraftTesting
import Testing

private struct Greeting: View {
  var body: some View { Text("Hello from an App") }
}

private struct GreetingApp: App {
  var body: some Scene {
    WindowGroup("Greeting") { Greeting() }
  }
}

@MainActor
@Suite struct AppTests {
  @Test func theCommandLineIsParsedStrictly() {
    #expect(AppCommand.parse([]) == .automatic)
    #expect(AppCommand.parse([]).resolved(inTerminal: true) == .terminal)
    #expect(AppCommand.parse([]).resolved(inTerminal: false) == .text)
    #expect(AppCommand.parse(["--text"]).resolved(inTerminal: true) == .text)
    #expect(AppCommand.parse(["--text", "x"]) == .invalid("--text takes no arguments"))
    #expect(AppCommand.parse(["--help"]) == .help)
    #expect(AppCommand.parse(["--serve"]) == .serve(port: AppCommand.defaultPort))
    #expect(AppCommand.parse(["--serve", "0"]) == .serve(port: 0))
    #expect(AppCommand.parse(["--serve", "70000"]) == .invalid("not a port (0...65535): 70000"))
    #expect(AppCommand.parse(["--serve", "1", "2"]) == .invalid("--serve takes at most a port, got 1 2"))
    #expect(AppCommand.parse(["--frobnicate"]) == .invalid("unknown argument --frobnicate"))
    let usage = AppCommand.usage(program: "my-app")
    #expect(usage.contains("--serve [PORT]"))
    #expect(usage.contains("in a terminal: run the app in it"))
    #expect(usage.contains("--text"))
  }

  /// With its output redirected (a pipe here), an app prints its text rendering, not
  /// terminal escapes; `--help` names the terminal, the page and the text.
  @Test func aRedirectedAppPrintsTextAndHelpNamesEveryRenderer() throws {
    let run = { (arguments: [String]) throws -> String in
      let binary = try #require(ServedExecutable.binary("graft-todo"), "graft-todo is not built")
      let process = Process()
      process.executableURL = binary
      process.arguments = arguments
      let output = Pipe()
      process.standardOutput = output
      process.standardInput = Pipe()
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return String(decoding: data, as: UTF8.self)
    }
    let text = try run([])
    #expect(text.hasPrefix("TabView\n  Tab [on]\n    Label \"Todos\" checklist"))
    #expect(!text.contains("\u{1B}"))
    let help = try run(["--help"])
    #expect(help.contains("in a terminal: run the app in it"))
    #expect(help.contains("--serve [PORT]"))
    #expect(help.contains("--text"))
  }

  @Test func anAppsSceneRendersAsText() throws {
    let scene = GreetingApp().body
    #expect(scene._title == "Greeting")
    #expect(try AppCommand.textRendering(of: scene._rootView).get() == "Text \"Hello from an App\"")
  }

  /// The todo app under the live page in a real headless Chromium: the page draws the new
  /// controls, and a click on "Clear completed" (the page's autotap hook) opens the alert.
  @Test(.enabled(if: Chromium.path() != nil, "chromium is not installed"))
  func theTodoAppIsServedToChromium() throws {
    var options = WebRendererOptions()
    options.allowsAutotap = true
    let server = try LiveServer(TodoApp(), title: "Todos", options: options)
    defer { server.close() }
    let url = server.url + "?autotap=Clear%20completed"
    let dom = try runWhileServing(server) {
      try Chromium.dumpDOM(of: url, extraArguments: ["--virtual-time-budget=5000"], timeout: .seconds(90))
    }
    #expect(dom.contains("type=\"checkbox\""), "DOM was: \(dom.prefix(3000))")
    #expect(dom.contains("Buy milk"))
    #expect(dom.contains("data-kind=\"option\" class=\"g-option\" aria-pressed=\"true\""))
    // A movable row keeps its content in its own box, its move buttons after it.
    #expect(dom.contains("<div class=\"g-row-kids\"><div data-id="))
    #expect(dom.contains("Clear completed todos?"), "DOM was: \(dom.prefix(6000))")
    #expect(server.renderer.handledEvents == 1)
    #expect(server.graph.tree.nodes(of: .presentation).count == 1)
  }

  /// The live page binds keyboard shortcuts (Ctrl types ⌘'s), draws a menu picker as a
  /// `<select>`, and does not display a navigation level under the top one.
  @Test(.enabled(if: Chromium.path() != nil, "chromium is not installed"))
  func thePageBindsShortcutsAndDrawsMenusAndHidesLowerLevels() throws {
    var options = WebRendererOptions()
    options.allowsAutotap = true
    let server = try LiveServer(ShortcutPage(), title: "Shortcuts", options: options)
    defer { server.close() }
    let url = server.url + "?autokey=ctrl%2Bn"
    let dom = try runWhileServing(server) {
      try Chromium.dumpDOM(of: url, extraArguments: ["--virtual-time-budget=5000"], timeout: .seconds(90))
    }
    #expect(dom.contains(">made 1</span>"), "DOM was: \(dom.prefix(4000))")
    #expect(server.renderer.handledEvents == 1)
    #expect(dom.contains("data-shortcut=\"cmd+n\""))
    #expect(dom.contains("<select><option>Small</option><option selected=\"\">Large</option></select>"))
    // The root level stays mounted under the pushed one, not displayed.
    #expect(dom.contains("g-inactive\">"))
    #expect(dom.contains(">detail 7</span>"))
  }

  /// The real `graft-todo` executable (an `App`) run with `--serve 0`, loaded by headless
  /// Chromium: the live page shows the app's first screen.
  @Test(.enabled(if: Chromium.path() != nil, "chromium is not installed"))
  func theTodoAppRunsAsAnAppUnderServe() throws {
    let served = try ServedExecutable("graft-todo", arguments: ["--serve", "0"])
    defer { served.stop() }
    let dom = try Chromium.dumpDOM(of: served.url, timeout: .seconds(90))
    #expect(dom.contains("<title>Todos</title>"), "DOM was: \(dom.prefix(3000))")
    #expect(dom.contains("<div class=\"g-nav-title\">Todos</div>"))
    #expect(dom.contains(">Write report</span>"))
  }

  /// Runs `work` on a background thread while the server's loop runs here; bounded.
  private func runWhileServing<Value: Sendable>(
    _ server: LiveServer, _ work: @escaping @Sendable () throws -> Value
  ) throws -> Value {
    let box = ResultBox<Value>()
    let loop = server.loop
    Thread {
      box.set(Result { try work() })
      loop.execute {}
    }.start()
    let finished = loop.run(until: { box.get() != nil }, timeout: .seconds(120))
    loop.runUntilQuiescent()
    guard finished, let result = box.get() else { throw ChromiumTimeout() }
    return try result.get()
  }
}

private struct ChromiumTimeout: Error {}

private struct ShortcutPage: View {
  @State private var made = 0
  @State private var size = "Large"
  @State private var path = [7]

  var body: some View {
    VStack {
      Text("made \(made)")
      Button("New") { made += 1 }.keyboardShortcut("n")
      Picker("Size", selection: $size) {
        Text("Small").tag("Small")
        Text("Large").tag("Large")
      }
      .pickerStyle(.menu)
      NavigationStack(path: $path) {
        Text("root level")
          .navigationDestination(for: Int.self) { Text("detail \($0)") }
      }
    }
  }
}

/// A result handed from the client thread to the loop thread.
private final class ResultBox<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var result: Result<Value, any Error>?
  func set(_ value: Result<Value, any Error>) { lock.withLock { result = value } }
  func get() -> Result<Value, any Error>? { lock.withLock { result } }
}
