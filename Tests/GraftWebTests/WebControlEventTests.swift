import Foundation
import Graft
import Testing

@testable import GraftWeb

/// A stepper that is the first node mounted (id 1), and its value as a text.
private struct Quantity: View {
  @State var count = 2
  var body: some View {
    VStack {
      Stepper("Count", value: $count, in: 0...5)
      Text("count \(count)")
    }
  }
}

/// `value` events: what sliders, steppers and movable rows post.
@Suite("WebRenderer value events")
@MainActor
struct WebControlEventTests {
  @Test func decodingAcceptsOnlyFiniteNumberValues() throws {
    let decode = { (json: String) in WebEvent.decode(Array(json.utf8)) }
    #expect(
      try decode("{\"node\": 3, \"kind\": \"value\", \"value\": 2.5}").get()
        == WebEvent(node: 3, kind: .value, text: nil, value: 2.5))
    #expect(throws: WebEventError.self) { try decode("{\"node\": 3, \"kind\": \"value\"}").get() }
    #expect(throws: WebEventError.self) {
      try decode("{\"node\": 3, \"kind\": \"value\", \"value\": \"2\"}").get()
    }
    #expect(throws: WebEventError.self) {
      try decode("{\"node\": 3, \"kind\": \"value\", \"value\": 1e400}").get()
    }
    let long = String(repeating: "1", count: 40)
    #expect(throws: WebEventError.self) {
      try decode("{\"node\": 3, \"kind\": \"value\", \"value\": \(long)}").get()
    }
  }

  @Test func aValueEventStepsTheStepperThroughItsBinding() throws {
    let served = try Served(Quantity())
    defer { served.close() }
    let stepper = try #require(served.graph.tree.nodes(of: .stepper).first)
    let id = stepper.id.rawValue
    let token = served.token
    let answers = try served.runClient { port in
      [
        try LoopbackClient.post(
          port: port, token: token, "{\"node\": \(id), \"kind\": \"value\", \"value\": 9}"),
        try LoopbackClient.post(port: port, token: token, "{\"node\": \(id), \"kind\": \"tap\"}"),
      ]
    }
    #expect(answers.map(\.status) == [200, 400])
    #expect(answers[1].body.contains("has no tap handler"))
    #expect(served.graph.tree.texts == ["count 5"])  // clamped to the stepper's range
  }
}
