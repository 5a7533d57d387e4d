import GraftRemote
import Testing

/// The protocol's encoder and decoders: round trips, and every cap refused with a message.
@Suite struct RemoteWireTests {
  /// `frame` without its 4-byte length prefix (what the decoders read).
  private func body(_ frame: [UInt8]) -> [UInt8] { Array(frame.dropFirst(4)) }

  @Test func everyMessageRoundTrips() throws {
    let tree = RemoteNode(
      id: 1, kind: .vstack, properties: RemoteProperties(),
      children: [
        RemoteNode(id: 2, kind: .text, properties: RemoteProperties(text: "héllo")),
        RemoteNode(id: 3, kind: .custom("Gauge"), properties: RemoteProperties(text: nil)),
      ])
    var disabled = RemoteProperties(text: "Go")
    disabled.isDisabled = true
    disabled.spacing = 4.5
    disabled.identifier = "go"
    let childMessages: [RemoteChildMessage] = [
      .hello(version: 1), .write(name: "count", value: .int(-7)), .write(name: "on", value: .bool(true)),
      .write(name: "t", value: .string("x")), .write(name: "d", value: .double(0.25)), .pong(sequence: 9),
      .batch([
        .insert(parent: 0, index: 0, node: tree), .remove(parent: 1, index: 1, count: 1),
        .move(parent: 1, from: 0, to: 2, count: 1), .update(node: 2, properties: disabled),
      ]),
    ]
    for message in childMessages {
      #expect(RemoteWireReader.childMessage(body(RemoteWire.frame(message))) == .success(message))
    }
    let hostMessages: [RemoteHostMessage] = [
      .hello(version: 1), .value(name: "count", value: .int(3)), .environment(key: "theme", value: "dark"),
      .mount, .event(node: 3, kind: .text, text: "typed"), .size(width: 320, height: -1), .ping(sequence: 4),
    ]
    for message in hostMessages {
      #expect(RemoteWireReader.hostMessage(body(RemoteWire.frame(message))) == .success(message))
    }
  }

  @Test func framesAreSplitAcrossReadsAndOversizedOnesRefusedBeforeBuffering() throws {
    var decoder = RemoteFrameDecoder()
    let frame = RemoteWire.frame(RemoteChildMessage.pong(sequence: 1))
    let bytes = frame + frame
    #expect(try decoder.append(Array(bytes[0..<3])).get().isEmpty)
    #expect(try decoder.append(Array(bytes[3..<12])).get().count == 1)
    #expect(try decoder.append(Array(bytes[12...])).get().count == 1)
    var oversized = RemoteFrameDecoder()
    guard case .failure(let error) = oversized.append([0x00, 0x20, 0x00, 0x00]) else {
      Issue.record("a 2 MiB frame was accepted")
      return
    }
    #expect(error.message.contains("exceeds the cap of 1048576"))
    #expect(oversized.bufferedBytes == 0)
    var empty = RemoteFrameDecoder()
    #expect((try? empty.append([0, 0, 0, 0]).get()) == nil)
  }

  @Test func capsAndGrammarAreEnforced() {
    var limits = RemoteLimits()
    limits.maxStringBytes = 4
    limits.maxDepth = 2
    limits.maxNodes = 3
    func refused(_ message: RemoteChildMessage, _ needle: String) {
      guard
        case .failure(let error) = RemoteWireReader.childMessage(
          body(RemoteWire.frame(message)), limits: limits)
      else {
        Issue.record("accepted: \(message)")
        return
      }
      #expect(error.message.contains(needle), "\(error)")
    }
    refused(.write(name: "toolong", value: .int(1)), "string length 7 exceeds the cap of 4")
    let deep = RemoteNode(
      id: 1, kind: .vstack,
      children: [RemoteNode(id: 2, kind: .vstack, children: [RemoteNode(id: 3, kind: .text)])])
    refused(.batch([.insert(parent: 0, index: 0, node: deep)]), "deeper than the cap of 2")
    let wide = RemoteNode(
      id: 1, kind: .vstack, children: (2...5).map { RemoteNode(id: UInt64($0), kind: .text) })
    refused(.batch([.insert(parent: 0, index: 0, node: wide)]), "exceeds the cap")
    refused(.batch([.insert(parent: 0, index: 0, node: RemoteNode(id: 0, kind: .text))]), "node id 0")
    // Bytes the encoder never makes: unknown type, bad bool, invalid UTF-8, a repeated property, trailing bytes.
    let bad: [([UInt8], String)] = [
      ([0x99], "unknown child message type"),
      ([0x83, 0, 0, 0, 1, 0x61, 2, 7], "a bool must be 0 or 1"),
      ([0x83, 0, 0, 0, 1, 0xff, 0, 0, 0, 0, 0, 0, 0, 0, 0], "not valid UTF-8"),
      ([0x82, 0, 0, 0, 1, 4, 0, 0, 0, 0, 0, 0, 0, 1, 2, 6, 6], "property 6 repeats"),
      ([0x84, 0, 0, 0, 1, 0], "unexpected bytes"),
      ([0x84, 0, 0], "truncated"),
    ]
    for (bytes, needle) in bad {
      guard case .failure(let error) = RemoteWireReader.childMessage(bytes) else {
        Issue.record("accepted \(bytes)")
        continue
      }
      #expect(error.message.contains(needle), "\(error)")
    }
  }
}
