import Foundation
import Graft
import Testing

@testable import GraftWeb

/// "Only the page it served may act" and "only its own name": forged requests over real
/// loopback sockets, each refused with its status, and the headers every response carries.
@Suite("WebRenderer security")
@MainActor
struct WebSecurityTests {
  @Test func forgedEventPostsAreRefusedAndChangeNothing() throws {
    let served = try ServedCounter()
    defer { served.close() }
    let button = try served.graph.tree.enabledButton(labelled: "Click me").id.rawValue
    let token = served.token
    let tap = "{\"node\": \(button), \"kind\": \"tap\"}"
    let answers = try served.runClient { port in
      [
        try LoopbackClient.post(port: port, token: nil, tap),  // No token.
        try LoopbackClient.post(port: port, token: String(repeating: "0", count: 64), tap),
        try LoopbackClient.post(port: port, token: token + "0", tap),
        // What a plain HTML form, or a no-preflight fetch, can send cross-site.
        try LoopbackClient.post(port: port, token: token, tap, contentType: "text/plain"),
        try LoopbackClient.post(
          port: port, token: token, tap, contentType: "application/x-www-form-urlencoded"),
        try LoopbackClient.post(port: port, token: token, tap, contentType: nil),
        try LoopbackClient.post(port: port, token: token, tap, headers: ["Origin: http://evil.example"]),
        try LoopbackClient.post(port: port, token: token, tap, headers: ["Origin: null"]),
        try LoopbackClient.post(
          port: port, token: token, tap, headers: ["Origin: http://127.0.0.1:\(port + 1)"]),
        try LoopbackClient.post(port: port, token: token, tap, headers: ["Sec-Fetch-Site: cross-site"]),
        try LoopbackClient.post(port: port, token: token, tap, headers: ["Sec-Fetch-Site: same-site"]),
        // DNS rebinding: the attacker's name resolves to 127.0.0.1, its Host stays its own.
        try LoopbackClient.post(port: port, token: token, tap, host: "rebind.evil.example:\(port)"),
        try LoopbackClient.post(port: port, token: token, tap, host: "127.0.0.1:\(port + 1)"),
      ]
    }
    #expect(answers.map(\.status) == [403, 403, 403, 415, 415, 415, 403, 403, 403, 403, 403, 421, 421])
    #expect(answers[0].body.contains("X-Graft-Token"))
    #expect(answers[3].body.contains("Content-Type"))
    #expect(served.renderer.handledEvents == 0)
    #expect(served.graph.tree.texts == ["0 clicks"])
  }

  @Test func thePagesOwnRequestIsServedUnderEveryName() throws {
    let served = try ServedCounter()
    defer { served.close() }
    let button = try served.graph.tree.enabledButton(labelled: "Click me").id.rawValue
    let token = served.token
    let tap = "{\"node\": \(button), \"kind\": \"tap\"}"
    let answers = try served.runClient { port in
      [
        try LoopbackClient.post(
          port: port, token: token, tap, contentType: "application/json; charset=utf-8",
          headers: ["Origin: http://127.0.0.1:\(port)", "Sec-Fetch-Site: same-origin"]),
        try LoopbackClient.post(
          port: port, token: token, tap, host: "localhost:\(port)",
          headers: ["Origin: http://localhost:\(port)"]),
        try LoopbackClient.post(port: port, token: token, tap, host: "[::1]:\(port)"),
        // A link to the page from elsewhere.
        try LoopbackClient.get(port: port, "/", headers: ["Sec-Fetch-Site: cross-site"]),
        try LoopbackClient.exchange(port: port, "GET / HTTP/1.1\r\nHost: LOCALHOST:\(port)\r\n\r\n"),
      ]
    }
    #expect(answers.map(\.status) == [200, 200, 200, 200, 200])
    #expect(served.graph.tree.texts == ["3 clicks"])
  }

  @Test func everyRouteChecksHostAndTheStreamChecksOrigin() throws {
    let served = try ServedCounter()
    defer { served.close() }
    let answers = try served.runClient { port in
      [
        try LoopbackClient.exchange(
          port: port, "GET / HTTP/1.1\r\nHost: rebind.evil.example:\(port)\r\n\r\n"),
        try LoopbackClient.exchange(port: port, "GET /events HTTP/1.1\r\nHost: rebind.evil.example\r\n\r\n"),
        try LoopbackClient.exchange(port: port, "GET /nope HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"),  // No port.
        try LoopbackClient.exchange(port: port, "GET / HTTP/1.0\r\n\r\n"),  // No Host at all.
        try LoopbackClient.get(port: port, "/events", headers: ["Origin: http://evil.example"]),
        try LoopbackClient.get(port: port, "/events", headers: ["Sec-Fetch-Site: cross-site"]),
      ]
    }
    #expect(answers.map(\.status) == [421, 421, 421, 421, 403, 403])
    #expect(answers.allSatisfy { !$0.body.contains("<!DOCTYPE") && !$0.body.contains("clicks") })
    #expect(served.renderer.connectedPages == 0)
  }

  @Test func everyResponseForbidsFramingAndThePageAdmitsOnlyItsOwnScript() throws {
    let served = try ServedCounter()
    defer { served.close() }
    let (pages, notFound, stream) = try served.runClient { port in
      let pages = [try LoopbackClient.get(port: port, "/"), try LoopbackClient.get(port: port, "/")]
      let notFound = try LoopbackClient.get(port: port, "/nope")
      let stream = try LoopbackClient.subscribe(port: port)
      _ = try stream.nextEvent()
      return (pages, notFound, stream.head)
    }
    for response in pages + [notFound] {
      #expect(response.header("X-Frame-Options") == "DENY")
      #expect(response.header("X-Content-Type-Options") == "nosniff")
      #expect(response.header("Referrer-Policy") == "no-referrer")
      #expect(response.header("Content-Security-Policy")?.contains("frame-ancestors 'none'") == true)
    }
    #expect(stream.contains("X-Frame-Options: DENY") && stream.contains("frame-ancestors 'none'"))
    #expect(notFound.header("Content-Security-Policy")?.contains("default-src 'none'") == true)
    // The page's policy names a fresh nonce per response, and its script and style carry it.
    var nonces: [String] = []
    for page in pages {
      let policy = try #require(page.header("Content-Security-Policy"))
      let nonce = try #require(policy.firstMatch(of: /script-src 'nonce-([0-9a-f]{32})'/)?.1)
      #expect(!policy.contains("unsafe-inline") && !policy.contains("unsafe-eval"))
      #expect(page.body.contains("<script nonce=\"\(nonce)\">"))
      #expect(page.body.contains("<style nonce=\"\(nonce)\">"))
      nonces.append(String(nonce))
    }
    #expect(nonces[0] != nonces[1])
  }

  @Test func thePageCarriesTheLaunchTokenAndAutotapOnlyWhenAllowed() throws {
    let plain = try ServedCounter()
    defer { plain.close() }
    var options = WebRendererOptions()
    options.allowsAutotap = true
    let testing = try ServedCounter(options: options)
    defer { testing.close() }
    let plainPage = try plain.runClient { port in try LoopbackClient.get(port: port, "/?autotap=Click%20me") }
    let testingPage = try testing.runClient { port in try LoopbackClient.get(port: port, "/") }
    let token = try #require(
      plainPage.body.firstMatch(of: /<meta name="graft-token" content="([0-9a-f]+)">/)?.1)
    #expect(token.count == 64)  // 256 bits.
    #expect(String(token) == plain.token)
    #expect(plain.token != testing.token)
    #expect(testingPage.body.contains("<meta name=\"graft-token\" content=\"\(testing.token)\">"))
    #expect(!plainPage.body.lowercased().contains("autotap"))
    #expect(testingPage.body.contains("get(\"autotap\")"))
  }
}
