import Foundation
import Graft
import Testing

@testable import GraftWeb

/// The counter the tests serve.
struct WebCounter: View {
  @State var count = 0
  var body: some View {
    VStack {
      Button("Click me") { count += 1 }
      Text("\(count) clicks")
    }
  }
}

/// The counter served, the suites' usual subject.
typealias ServedCounter = Served<WebCounter>

extension Served where Content == WebCounter {
  convenience init(options: WebRendererOptions = WebRendererOptions()) throws {
    try self.init(WebCounter(), options: options)
  }
}

/// A view mounted on a real libuv loop with a web renderer on an ephemeral port.
@MainActor
final class Served<Content: View> {
  let loop: UVEventLoop
  let graph: UpdateGraph
  let root: ViewRoot<Content>
  let renderer: WebRenderer
  /// The renderer's launch token, as pages send it back.
  var token: String { renderer.token }

  init(_ view: Content, options: WebRendererOptions = WebRendererOptions()) throws {
    loop = try UVEventLoop()
    graph = UpdateGraph(loop: loop)
    root = ViewRoot(rootView: view, graph: graph, hostNode: graph.tree.root)
    root.start()
    loop.runUntilQuiescent()
    renderer = try WebRenderer(tree: graph.tree, loop: loop, port: 0, options: options)
  }

  /// Runs the loop while `work` runs on a background thread; returns its result.
  /// `whileWaiting` runs on the loop thread after every loop iteration until `work` returns.
  func runClient<Value: Sendable>(
    timeout: Duration = .seconds(60), whileWaiting: () -> Void = {},
    _ work: @escaping @Sendable (Int) throws -> Value
  ) throws -> Value {
    let result = ThreadResult<Value>()
    let port = renderer.port
    let loop = self.loop
    Thread {
      result.finish(Result { try work(port) })
      loop.execute {}  // Wakes the loop so it sees the result.
    }.start()
    let finished = loop.run(
      until: {
        whileWaiting()
        return result.isDone
      }, timeout: timeout)
    loop.runUntilQuiescent()
    guard finished, let value = result.value else { throw ClientError("client thread timed out") }
    return try value.get()
  }

  func close() {
    root.stop()
    loop.runUntilQuiescent()
    #expect(loop.shutdown() == 0)
  }
}

private func object(_ json: String) throws -> [String: Any] {
  guard let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
    throw ClientError("not a JSON object: \(json)")
  }
  return object
}

@Suite("WebRenderer")
@MainActor
struct WebRendererTests {
  @Test func snapshotThenTapBatchReplaysToTheSameTree() throws {
    let served = try ServedCounter()
    defer { served.close() }
    let button = try served.graph.tree.enabledButton(labelled: "Click me").id.rawValue
    let token = served.token
    let (snapshot, tap, batch) = try served.runClient { port in
      let stream = try LoopbackClient.subscribe(port: port)
      let snapshot = try stream.nextEvent()
      let tap = try LoopbackClient.post(port: port, token: token, "{\"node\": \(button), \"kind\": \"tap\"}")
      let batch = try stream.nextEvent()
      return (snapshot, tap, batch)
    }
    #expect(snapshot.name == "snapshot")
    #expect(tap.status == 200)
    #expect(batch.name == "batch")
    let first = try object(snapshot.data)
    let replica = JSONReplica(snapshot: first["root"] as! [String: Any])
    #expect(replica.texts == ["0 clicks"])
    let message = try object(batch.data)
    #expect(message["pass"] as? Int == (first["pass"] as! Int) + 1)
    let ops = message["ops"] as! [[String: Any]]
    #expect(ops.map { $0["op"] as? String } == ["update"])
    for op in ops { try replica.apply(op) }
    #expect(replica.texts == ["1 clicks"])
    #expect(served.graph.tree.texts == ["1 clicks"])
    // The replayed JSON tree equals the server's tree, node for node.
    let expected = try object(WebJSON.string(WebJSON.node(served.graph.tree.root.snapshot())))
    #expect(NSDictionary(dictionary: replica.root.json).isEqual(to: expected))
    #expect(served.renderer.handledEvents == 1)
  }

  @Test func everyPageGetsEveryBatchInPassOrder() throws {
    // Two pages, two taps: each page gets both batches, identical, in pass order.
    let served = try ServedCounter()
    defer { served.close() }
    let button = try served.graph.tree.enabledButton(labelled: "Click me").id.rawValue
    let token = served.token
    let events = try served.runClient { port in
      let pages = try (0..<2).map { _ in try LoopbackClient.subscribe(port: port) }
      let snapshots = try pages.map { try $0.nextEvent().name }
      for _ in 0..<2 {
        _ = try LoopbackClient.post(port: port, token: token, "{\"node\": \(button), \"kind\": \"tap\"}")
      }
      return snapshots + (try pages.flatMap { page in try (0..<2).map { _ in try page.nextEvent().data } })
    }
    #expect(events[0] == "snapshot" && events[1] == "snapshot")
    #expect(events[2].contains("2 clicks") == false && events[2].contains("1 clicks"))
    #expect(events[3].contains("2 clicks") && events[5].contains("2 clicks"))
    #expect(events[2] == events[4])
  }

  @Test func malformedRequestsGet400AndTheServerKeepsServing() throws {
    let served = try ServedCounter()
    defer { served.close() }
    let textNode = served.graph.tree.nodes(of: .text)[0].id.rawValue
    let token = served.token
    let answers = try served.runClient { port in
      [
        try LoopbackClient.exchange(port: port, "GARBAGE\r\n\r\n"),
        try LoopbackClient.exchange(port: port, "GET / HTTP/1.1\r\n\r\n"),  // No Host.
        try LoopbackClient.exchange(
          port: port, "POST /event HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: zz\r\n\r\n"),
        try LoopbackClient.post(port: port, token: token, "{not json"),
        try LoopbackClient.post(port: port, token: token, "{\"node\": 9999, \"kind\": \"tap\"}"),
        try LoopbackClient.post(port: port, token: token, "{\"node\": \(textNode), \"kind\": \"tap\"}"),
        try LoopbackClient.post(port: port, token: token, "{\"node\": \(textNode), \"kind\": \"shake\"}"),
        try LoopbackClient.exchange(port: port, "DELETE /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"),
        try LoopbackClient.get(port: port, "/nope"),
        try LoopbackClient.get(port: port, "/"),
      ]
    }
    #expect(answers.map(\.status) == [400, 400, 400, 400, 404, 400, 400, 405, 404, 200])
    #expect(answers[4].body.contains("no attached node #9999"))
    #expect(answers[5].body.contains("has no tap handler"))
    #expect(answers[9].body.contains("<!DOCTYPE html>") && answers[9].body.contains("0 clicks"))
    #expect(served.graph.tree.texts == ["0 clicks"])
  }

  @Test func parserWaitsForTheWholeBodyAndRejectsBadHeads() {
    var parser = HTTPRequestParser()
    #expect(
      parser.feed(Array("POST /event HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n\r\nab".utf8)) == .incomplete
    )
    guard case .request(let request) = parser.feed(Array("cd".utf8)) else {
      Issue.record("expected a request")
      return
    }
    #expect(request.method == "POST" && request.path == "/event" && request.body == Array("abcd".utf8))
    var folded = HTTPRequestParser()
    #expect(folded.feed(Array("GET / HTTP/1.1\r\nHost: x\r\n folded\r\n\r\n".utf8)) != .incomplete)
    var chunked = HTTPRequestParser()
    #expect(
      chunked.feed(Array("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n".utf8))
        == .malformed("Transfer-Encoding is not supported; send Content-Length"))
  }

  @Test func pagesThatLeaveAreForgottenAndCloseEndsTheRest() throws {
    let served = try ServedCounter()
    defer { served.close() }  // Expects shutdown() == 0 with the server closed.
    let pages = try served.runClient { port in
      let pages = try (0..<2).map { _ in try LoopbackClient.subscribe(port: port) }
      for page in pages { _ = try page.nextEvent() }
      return pages
    }
    #expect(served.renderer.connectedPages == 2)
    pages[0].disconnect()
    #expect(served.loop.run(until: { served.renderer.connectedPages == 1 }, timeout: .seconds(10)))
    served.renderer.close()
    #expect(served.renderer.connectedPages == 0)
    served.loop.runUntilQuiescent()
    #expect(throws: ClientError.self) { try pages[1].nextEvent() }  // The stream ended.
  }
}
