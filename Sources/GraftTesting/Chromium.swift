import Foundation

/// A real headless Chromium, for tests of pages Graft serves: load a URL, let its scripts run,
/// and read the DOM they produced. The Debian package is `chromium` (`make browser-deps`
/// installs it).
public enum Chromium {
  /// Why a browser run failed.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String

    public init(description: String) {
      self.description = description
    }
  }

  /// The browser binary on `PATH`, if any.
  public static func path() -> String? {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for directory in directories {
      for name in ["chromium", "chromium-browser"] {
        let candidate = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      }
    }
    return nil
  }

  /// Loads `url` headless (no sandbox, no GPU, a throw-away profile), and returns the DOM after
  /// its scripts ran (`--dump-dom`). `extraArguments` go before the URL (for example
  /// `--virtual-time-budget=5000`). The browser is killed (SIGKILL) after `timeout`. Blocks the calling
  /// thread: call it where nothing needs that thread meanwhile (the page's server must be
  /// served by another thread or process).
  public static func dumpDOM(
    of url: String, extraArguments: [String] = [], timeout: Duration = .seconds(60)
  ) throws -> String {
    String(decoding: try run(extraArguments + ["--dump-dom", url], timeout: timeout), as: UTF8.self)
  }

  /// Runs the browser headless (no sandbox, no GPU, a throw-away profile) with `arguments`
  /// and returns what it wrote to standard output; kills it (SIGKILL) after `timeout`. Blocks
  /// the calling thread.
  static func run(_ arguments: [String], timeout: Duration) throws -> Data {
    guard let browser = path() else {
      throw Failure(
        description: "chromium is not installed: install the Debian package `chromium` "
          + "(apt-get install -y chromium, or `make browser-deps`)")
    }
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "graft-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: browser)
    process.arguments =
      ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)"] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let (seconds, attoseconds) = timeout.components
    // SIGKILL, not SIGTERM: a test runner's threads may block SIGTERM, and a child started from
    // one inherits that mask.
    let pid = process.processIdentifier
    let watchdog = DispatchWorkItem { _ = kill(pid, SIGKILL) }
    DispatchQueue.global().asyncAfter(
      deadline: .now() + Double(seconds) + Double(attoseconds) / 1e18, execute: watchdog)
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    return data
  }
}
