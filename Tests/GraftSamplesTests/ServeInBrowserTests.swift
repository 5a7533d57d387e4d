import Foundation
import GraftSamples
import GraftTesting
import Testing

/// `graft-samples --serve` end to end: the real executable serves a sample on libuv, a real
/// headless Chromium loads the page, clicks, and the page shows what a person would see.
@Suite struct ServeInBrowserTests {
  /// Starts `graft-samples --serve NAME 0 --test-autotap`, returning the process and its URL.
  private func serve(_ name: String) throws -> (Process, String) {
    let served = try ServedExecutable("graft-samples", arguments: ["--serve", name, "0", "--test-autotap"])
    return (served.process, served.url)
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
