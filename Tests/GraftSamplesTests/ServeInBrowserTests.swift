import Foundation
import GraftSamples
import GraftTesting
import Testing

/// `graft-samples --serve` end to end: the real executable serves a sample on libuv, a real
/// headless Chromium loads the page, clicks, and the page shows what a person would see.
@Suite struct ServeInBrowserTests {
  /// Starts `graft-samples --serve NAME 0 --test-autotap` and returns the process and the URL it printed.
  private func serve(_ name: String) throws -> (Process, String) {
    let binary = try #require(
      [
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
          "../../.build/debug"),
      ]
      .map { $0.appendingPathComponent("graft-samples") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) },
      "graft-samples not built next to the tests")
    let process = Process()
    process.executableURL = binary
    process.arguments = ["--serve", name, "0", "--test-autotap"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // The first line names the URL; read it byte by byte, bounded.
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
      throw Chromium.Failure(description: "graft-samples printed no URL: \(text)")
    }
    return (process, String(text[range]))
  }

  @Test func aClickOnTheIncorrectEmbedLeavesItStaleAndThePageNamesIt() throws {
    let (server, url) = try serve("embedding")
    defer {
      // SIGKILL: the test runner's thread may block SIGTERM, and the child inherits the mask.
      kill(server.processIdentifier, SIGKILL)
      server.waitUntilExit()
    }
    let dom = try Chromium.dumpDOM(
      of: url + "?autotap=Click%20me", extraArguments: ["--virtual-time-budget=5000"])
    #expect(dom.contains("autotap done"), "DOM was: \(dom.prefix(3000))")
    #expect(dom.contains("incorrect: empty update hook"))
    #expect(dom.components(separatedBy: ">0 clicks<").count - 1 == 3)
    #expect(
      dom.contains("[staleEmbed] IncorrectStatelessBottomViewRepresentable: input 'clickCount' changed"))
  }
}
