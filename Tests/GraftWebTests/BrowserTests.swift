import Foundation
import Graft
import Testing

@testable import GraftWeb

/// Loads the served page in a real headless Chromium while the test runs the loop.
@Suite("WebRenderer in Chromium")
@MainActor
struct BrowserTests {
  /// The browser binary, or nil. The Debian package is `chromium` (`make browser-deps`).
  static func chromium() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      for name in ["chromium", "chromium-browser"] {
        let candidate = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      }
    }
    return nil
  }

  /// Runs `chromium --headless … --dump-dom url` to completion while the loop serves it.
  func dumpDOM(_ served: ServedCounter, query: String = "", extra: [String] = []) throws -> String {
    guard let browser = Self.chromium() else {
      throw ClientError(
        "chromium is not installed: install the Debian package `chromium` (apt-get install -y chromium, "
          + "or `make browser-deps`)")
    }
    let url = served.renderer.url + query
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "graft-web-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    return try served.runClient(timeout: .seconds(90)) { _ in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: browser)
      process.arguments =
        ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)"] + extra
        + ["--dump-dom", url]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      let watchdog = DispatchWorkItem { process.terminate() }
      DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      watchdog.cancel()
      return String(decoding: data, as: UTF8.self)
    }
  }

  @Test func chromiumRendersTheCounter() throws {
    let served = try ServedCounter()
    defer { served.close() }
    let dom = try dumpDOM(served)
    #expect(dom.contains(">0 clicks</span>"), "DOM was: \(dom.prefix(2000))")
    #expect(dom.contains(">Click me</button>"))
  }

  @Test func chromiumClicksAndTheBatchUpdatesThePage() throws {
    let served = try ServedCounter()
    defer { served.close() }
    let dom = try dumpDOM(served, query: "?autotap=Click%20me", extra: ["--virtual-time-budget=5000"])
    #expect(dom.contains(">1 clicks</span>"), "DOM was: \(dom.prefix(2000))")
    #expect(dom.contains("autotap done"))
    #expect(served.graph.tree.texts == ["1 clicks"])
    #expect(served.renderer.handledEvents == 1)
  }
}
