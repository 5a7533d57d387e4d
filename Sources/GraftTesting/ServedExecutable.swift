import Foundation

/// An executable of this package that serves a live page (`graft-samples --serve`, an `App`'s
/// `--serve`), started for a test: found next to the test bundle or in `.build/debug`, run
/// with `arguments`, its URL read from the first line it prints (bounded to 4 KiB).
public struct ServedExecutable {
  /// The running process. ``stop()`` kills it.
  public let process: Process
  /// The `http://127.0.0.1:PORT/` it printed.
  public let url: String

  /// The executable `name` of this package, next to the test bundle or in `.build/debug`
  /// (found from `testFile`, a test's `#filePath`), if built.
  public static func binary(_ name: String, testFile: String = #filePath) -> URL? {
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("../../.build/debug"),
    ]
    return candidates.map { $0.appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Starts the executable `name` with `arguments`. `testFile` is the calling test's
  /// `#filePath` (to find `.build/debug` from the package root). Throws when the executable is
  /// not built or prints no URL (the process is then killed).
  public init(_ name: String, arguments: [String], testFile: String = #filePath) throws {
    guard let binary = Self.binary(name, testFile: testFile) else {
      throw Chromium.Failure(description: "\(name) is not built next to the tests")
    }
    process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    var line = Data()
    let handle = output.fileHandleForReading
    while line.count < 4096, !line.contains(UInt8(ascii: "\n")) {
      let byte = handle.readData(ofLength: 1)
      if byte.isEmpty { break }
      line.append(byte)
    }
    let text = String(decoding: line, as: UTF8.self)
    guard let range = text.range(of: #"http://127\.0\.0\.1:[0-9]+/"#, options: .regularExpression) else {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      throw Chromium.Failure(description: "\(name) printed no URL: \(text)")
    }
    url = String(text[range])
  }

  /// Kills the process (SIGKILL: a test runner's thread may block SIGTERM, and a child
  /// inherits the mask) and waits for it.
  public func stop() {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}
