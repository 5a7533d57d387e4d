import Foundation
import Graft
import GraftTesting
import Testing

@testable import GraftWeb

/// Loads the served page in a real headless Chromium while the test runs the loop.
@Suite("WebRenderer in Chromium")
@MainActor
struct BrowserTests {
  /// Runs `chromium --headless … --dump-dom url` to completion while the loop serves it.
  func dumpDOM(
    _ served: ServedCounter, query: String = "", extra: [String] = [], whileWaiting: () -> Void = {}
  ) throws -> String {
    let url = served.renderer.url + query
    return try served.runClient(timeout: .seconds(90), whileWaiting: whileWaiting) { _ in
      try Chromium.dumpDOM(of: url, extraArguments: extra)
    }
  }

  @Test func chromiumRendersTheCounter() throws {
    let served = try ServedCounter()
    defer { served.close() }
    let dom = try dumpDOM(served)
    #expect(dom.contains(">0 clicks</span>"), "DOM was: \(dom.prefix(2000))")
    #expect(dom.contains(">Click me</button>"))
  }

  @Test func chromiumClicksWithTheTokenAndTheBatchUpdatesThePage() throws {
    var options = WebRendererOptions()
    options.allowsAutotap = true
    let served = try ServedCounter(options: options)
    defer { served.close() }
    let dom = try dumpDOM(served, query: "?autotap=Click%20me", extra: ["--virtual-time-budget=5000"])
    #expect(dom.contains(">1 clicks</span>"), "DOM was: \(dom.prefix(2000))")
    #expect(dom.contains("autotap done"))
    #expect(served.graph.tree.texts == ["1 clicks"])
    #expect(served.renderer.handledEvents == 1)
  }

  @Test func aDroppedStreamReconnectsAndTheFreshSnapshotShowsWhatItMissed() throws {
    let served = try ServedCounter()
    defer { served.close() }
    let renderer = served.renderer
    let button = try served.graph.tree.enabledButton(labelled: "Click me")
    var tapped = false
    // Every stream is dropped as soon as it opens (so the browser's virtual time can run
    // out); after the first, the counter is tapped here, while the page is not listening.
    let dom = try dumpDOM(served, extra: ["--virtual-time-budget=6000"]) {
      guard renderer.connectedPages > 0 else { return }
      renderer.closeStreams()
      if !tapped {
        tapped = true
        button.handlers.onTap?()
      }
    }
    #expect(renderer.openedStreams >= 2)
    #expect(dom.contains(">1 clicks</span>"), "DOM was: \(dom.prefix(2000))")
  }
}
