import Foundation
import Graft
import Testing

@testable import GraftWeb

/// A button that is the first node mounted, so its id is 1 (the tree's root is 0).
struct FirstButton: View {
  @State var taps = 0
  var body: some View {
    Button("Tap \(taps)") { taps += 1 }
  }
}

/// The decoder and parser fixes, through real sockets: what used to be misread, hung on, or
/// echoed back.
@Suite("WebRenderer decoding")
@MainActor
struct WebDecodingTests {
  @Test func nodeIDsZeroAndOneAreIDsNotBooleans() throws {
    let served = try Served(FirstButton())
    defer { served.close() }
    let button = try served.graph.tree.enabledButton(labelled: "Tap 0")
    #expect(button.id.rawValue == 1)
    let token = served.token
    let answers = try served.runClient { port in
      [
        try LoopbackClient.post(port: port, token: token, "{\"node\": 1, \"kind\": \"tap\"}"),
        try LoopbackClient.post(port: port, token: token, "{\"node\": 0, \"kind\": \"tap\"}"),
        try LoopbackClient.post(port: port, token: token, "{\"node\": true, \"kind\": \"tap\"}"),
      ]
    }
    #expect(answers.map(\.status) == [200, 400, 400])
    #expect(answers[1].body.contains("node #0 (Root) has no tap handler"))
    #expect(answers[2].body.contains("integer"))
    #expect(served.graph.tree.nodes(of: .button).map { $0.properties.text } == ["Tap 1"])
  }

  @Test func nonIntegerIDsAndDuplicateKeysAreRefused() throws {
    let served = try Served(FirstButton())
    defer { served.close() }
    let token = served.token
    let bodies = [
      "{\"node\": 1.0, \"kind\": \"tap\"}", "{\"node\": 1e0, \"kind\": \"tap\"}",
      "{\"node\": -1, \"kind\": \"tap\"}",
      "{\"node\": \"1\", \"kind\": \"tap\"}", "{\"node\": 18446744073709551616, \"kind\": \"tap\"}",
      "{\"node\": 1, \"node\": 1, \"kind\": \"tap\"}",
      "{\"node\": 1, \"kind\": \"tap\", \"kind\": \"submit\"}",
      "{\"node\": 1, \"kind\": \"tap\", \"text\": 5}", "{\"node\": 1, \"kind\": \"tap\"} x",
      "[{\"node\": 1, \"kind\": \"tap\"}]", String(repeating: "[", count: 10_000),
      "{\"node\": 1, \"kind\": \"tap\", \"text\": \"\\ud800\"}",
    ]
    let answers = try served.runClient { port in
      try bodies.map { try LoopbackClient.post(port: port, token: token, $0) }
    }
    #expect(answers.map(\.status) == Array(repeating: 400, count: bodies.count))
    #expect(answers[0].body.contains("integer") && answers[1].body.contains("integer"))
    #expect(answers[5].body.contains("duplicate key") && answers[6].body.contains("duplicate key"))
    #expect(answers[10].body.contains("nested too deeply"))
    #expect(served.renderer.handledEvents == 0)
  }

  @Test func bareLineFeedsGet400NotAHang() throws {
    let served = try ServedCounter()
    defer { served.close() }
    let answers = try served.runClient { port in
      [
        try LoopbackClient.exchange(port: port, "GET / HTTP/1.1\nHost: 127.0.0.1:\(port)\n\n", timeout: 5),
        try LoopbackClient.exchange(
          port: port, "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\n\r\n", timeout: 5),
        try LoopbackClient.exchange(
          port: port, "GET / HTTP/1.1\rHost: 127.0.0.1:\(port)\r\n\r\n", timeout: 5),
      ]
    }
    #expect(answers.map(\.status) == [400, 400, 400])
    #expect(answers[0].body.contains("bare LF"))
  }

  @Test func aPipelinedSecondRequestIsRefusedExplicitly() throws {
    let served = try ServedCounter()
    defer { served.close() }
    let button = try served.graph.tree.enabledButton(labelled: "Click me").id.rawValue
    let token = served.token
    let (page, taps, stream) = try served.runClient { port in
      let get = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
      let json = "{\"node\": \(button), \"kind\": \"tap\"}"
      let post =
        "POST /event HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\n"
        + "X-Graft-Token: \(token)\r\nContent-Length: \(json.utf8.count)\r\n\r\n\(json)"
      return (
        try LoopbackClient.exchange(port: port, get + get),
        try LoopbackClient.exchange(port: port, post + post),
        try LoopbackClient.exchange(
          port: port, "GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n" + get)
      )
    }
    #expect(page.status == 200 && page.body.contains("</html>"))
    #expect(page.body.contains("HTTP/1.1 400 Bad Request") && page.body.contains("pipelined request refused"))
    #expect(taps.status == 200 && taps.body.contains("pipelined request refused"))
    #expect(served.renderer.handledEvents == 1)  // The first tap only.
    #expect(stream.status == 400)
    #expect(served.renderer.connectedPages == 0)
  }

  @Test func anOverlongMethodIsRefusedWithoutEchoingIt() throws {
    let served = try ServedCounter()
    defer { served.close() }
    let method = String(repeating: "A", count: 4000)
    let answers = try served.runClient { port in
      [
        try LoopbackClient.exchange(port: port, "\(method) / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"),
        try LoopbackClient.exchange(port: port, "\(method)"),  // No line end: refused before one comes.
        try LoopbackClient.exchange(port: port, "PATCH /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"),
      ]
    }
    #expect(answers.map(\.status) == [400, 400, 405])
    #expect(answers[0].body.contains("method too long"))
    #expect(!answers[0].body.contains("AAAAAAAAAAAAAAAAA") && !answers[1].body.contains("AAAAAAAAAAAAAAAAA"))
  }

  @Test func theParserScansEachHeadByteOnceHoweverItArrives() {
    let head =
      "GET / HTTP/1.1\r\nHost: 127.0.0.1:1\r\n" + String(repeating: "X-Padding: abcdefgh\r\n", count: 600)
      + "\r\n"
    var parser = HTTPRequestParser()
    var result = HTTPRequestParser.Result.incomplete
    for byte in head.utf8 {
      result = parser.feed([byte])
      if result != .incomplete { break }
    }
    guard case .request(let request) = result else {
      Issue.record("expected a request, got \(result)")
      return
    }
    #expect(request.headers.count == 601)
    #expect(parser.bytesExamined == head.utf8.count)
  }
}
