import Foundation
import Glibc
import Graft
import Testing

@testable import GraftWeb

/// A text as large as the test makes it, to produce big batches.
struct BigText: View {
  let text: StateCell<String>
  var body: some View {
    Text(text.value)
  }
}

/// Whether the process runs under a sanitizer (its runtime is linked in), where RSS counts the
/// sanitizer's shadow memory and quarantine, not the renderer's.
private let underSanitizer = ["__asan_init", "__tsan_init"].contains { (name: String) in
  dlsym(dlopen(nil, RTLD_NOW), name) != nil
}

/// The process's resident set size, in bytes (`/proc/self/statm`).
private func residentBytes() throws -> Int {
  let fields = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8).split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { throw ClientError("unreadable /proc/self/statm") }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// "Bounded resources": deadlines, connection and stream caps, and the unsent-bytes cap, over
/// real loopback sockets.
@Suite("WebRenderer limits")
@MainActor
struct WebLimitsTests {
  @Test func aSlowHeadIsClosedWithin12SecondsByTheDefaultDeadline() throws {
    let served = try ServedCounter()  // The real 10 s head deadline.
    defer { served.close() }
    let answer = try served.runClient(timeout: .seconds(30)) { port in
      let client = try LoopbackClient(port: port, timeout: 12)  // A read past 12 s fails the test.
      client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n")  // …and never the empty line.
      return try client.readResponse()
    }
    #expect(answer.status == 408)
    #expect(answer.body.contains("request head not received in time"))
    #expect(served.loop.run(until: { served.renderer.openConnections == 0 }, timeout: .seconds(5)))
  }

  @Test func aSlowBodyIsClosedAtTheBodyDeadline() throws {
    var options = WebRendererOptions()
    options.bodyTimeout = .seconds(1)
    let served = try ServedCounter(options: options)
    defer { served.close() }
    let token = served.token
    let answer = try served.runClient { port in
      let client = try LoopbackClient(port: port, timeout: 10)
      client.send(
        "POST /event HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\n"
          + "X-Graft-Token: \(token)\r\nContent-Length: 40\r\n\r\n{\"node\"")
      return try client.readResponse()
    }
    #expect(answer.status == 408)
    #expect(answer.body.contains("request body not received in time"))
    #expect(served.renderer.handledEvents == 0)
  }

  @Test func aResponseNobodyReadsIsClosedAtTheResponseDeadline() throws {
    var options = WebRendererOptions()
    options.responseTimeout = .seconds(1)
    // An 8 MB page: more than the kernel buffers between server and client hold.
    let served = try Served(
      BigText(text: StateCell(String(repeating: "x", count: 8_000_000))), options: options)
    defer { served.close() }
    let renderer = served.renderer
    let client = try LoopbackClient(port: renderer.port, receiveBuffer: 4096)
    client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(renderer.port)\r\n\r\n")  // …and never reads.
    #expect(served.loop.run(until: { renderer.openConnections == 1 }, timeout: .seconds(10)))
    // Building a page this large takes seconds in a debug build; the bound leaves room for it.
    #expect(served.loop.run(until: { renderer.openConnections == 0 }, timeout: .seconds(30)))
    client.disconnect()
  }

  @Test func fourHundredIdleConnectionsDoNotStopARealRequest() throws {
    let served = try ServedCounter()
    defer { served.close() }
    let (idle, answer) = try served.runClient { port in
      let idle = try (0..<400).map { _ in
        let client = try LoopbackClient(port: port)
        client.send("GET / HTTP/1.1\r\n")  // A head that never ends.
        return client
      }
      return (idle, try LoopbackClient.get(port: port, "/"))
    }
    #expect(answer.status == 200 && answer.body.contains("0 clicks"))
    #expect(served.renderer.openConnections <= served.renderer.options.maxConnections)
    for client in idle { client.disconnect() }
    #expect(served.loop.run(until: { served.renderer.openConnections == 0 }, timeout: .seconds(10)))
  }

  @Test func connectionsPastTheCapGet503WhenNoneIsIdle() throws {
    var options = WebRendererOptions()
    options.maxConnections = 4
    let served = try ServedCounter(options: options)
    defer { served.close() }
    let port = served.renderer.port
    // Four connections past their head, waiting for bodies: none may be evicted.
    let busy = try (0..<4).map { _ in
      let client = try LoopbackClient(port: port)
      client.send("POST /event HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 10\r\n\r\n")
      return client
    }
    let renderer = served.renderer
    #expect(
      served.loop.run(
        until: { renderer.openConnections == 4 && renderer.connectionsInHead == 0 }, timeout: .seconds(10)))
    let refused = try served.runClient { port in try LoopbackClient.get(port: port, "/") }
    #expect(refused.status == 503 && refused.body.contains("too many connections"))
    #expect(served.renderer.openConnections == 4)
    for client in busy { client.disconnect() }
  }

  @Test func streamsPastTheCapGet503AndTheOthersKeepStreaming() throws {
    var options = WebRendererOptions()
    options.maxSubscribers = 2
    let served = try ServedCounter(options: options)
    defer { served.close() }
    let (pages, refused) = try served.runClient { port in
      let pages = try (0..<2).map { _ in try LoopbackClient.subscribe(port: port) }
      for page in pages { _ = try page.nextEvent() }
      return (pages, try LoopbackClient.get(port: port, "/events"))
    }
    #expect(refused.status == 503 && refused.body.contains("too many pages"))
    #expect(served.renderer.connectedPages == 2)
    try served.graph.tree.enabledButton(labelled: "Click me").handlers.onTap?()
    served.loop.runUntilQuiescent()
    let batches = try served.runClient { _ in try pages.map { try $0.nextEvent() } }
    #expect(batches.map(\.name) == ["batch", "batch"] && batches.allSatisfy { $0.data.contains("1 clicks") })
  }

  @Test(.enabled(if: !underSanitizer, "RSS under a sanitizer measures its shadow memory"))
  func pagesThatDoNotReadAreClosedAndMemoryStaysBounded() throws {
    let text = StateCell("start")
    let served = try Served(BigText(text: text))
    defer { served.close() }
    let port = served.renderer.port
    // Twenty pages that ask for the stream and never read a byte.
    let pages = try (0..<20).map { _ in try LoopbackClient.subscribe(port: port, receiveBuffer: 4096) }
    #expect(served.loop.run(until: { served.renderer.connectedPages == 20 }, timeout: .seconds(10)))
    let before = try residentBytes()
    for batch in 0..<60 {
      text.value = String(repeating: String(UnicodeScalar(UInt8(97 + batch % 26))), count: 200_000)
      served.loop.runUntilQuiescent()
    }
    let growth = try residentBytes() - before
    #expect(growth < 64 * 1024 * 1024, "RSS grew by \(growth / 1024 / 1024) MiB")
    #expect(served.renderer.closedSlowPages == 20)
    #expect(served.renderer.connectedPages == 0)
    _ = pages
  }
}
