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
    disabled.isInactive = true
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

  /// A forged node kind is a typed error naming the node and what is wrong with it: an unknown
  /// kind tag, and a custom kind whose name is empty, over the cap (refused from its length,
  /// before its bytes are read) or carries a control character. A long generic type name is
  /// a deliberate custom kind and passes through.
  @Test func forgedNodeKindsAreRefusedNamingTheNode() {
    /// A batch inserting node 7 at the root, its kind bytes spliced in by hand.
    func insert(kind: [UInt8]) -> [UInt8] {
      [0x82, 0, 0, 0, 1, 1] + [UInt8](repeating: 0, count: 8) + [0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 7]
        + kind + [0] + [0, 0, 0, 0]
    }
    func custom(_ name: [UInt8], declaredLength: Int? = nil) -> [UInt8] {
      let length = UInt32(declaredLength ?? name.count)
      return [
        11, UInt8(length >> 24), UInt8(length >> 16 & 0xff), UInt8(length >> 8 & 0xff), UInt8(length & 0xff),
      ]
        + name
    }
    let forged: [([UInt8], String)] = [
      (insert(kind: [12]), "node 7: unknown node kind 12"),
      (insert(kind: [0]), "node 7: unknown node kind 0"),
      (insert(kind: custom([])), "node 7: custom kind name is empty"),
      (
        insert(kind: custom(Array("Gauge\u{1b}[2J".utf8))),
        "node 7: custom kind name contains the control character U+1B"
      ),
      (
        insert(kind: custom([], declaredLength: 1025)),
        "node 7: custom kind name length 1025 exceeds the cap of 1024"
      ),
      (insert(kind: custom([UInt8](repeating: 0x41, count: 1025))), "exceeds the cap of 1024"),
    ]
    for (bytes, needle) in forged {
      guard case .failure(let error) = RemoteWireReader.childMessage(bytes) else {
        Issue.record("accepted a forged kind: \(bytes.prefix(40))")
        continue
      }
      #expect(error.message.contains(needle), "\(error)")
    }
    let generic = "HostingController<TupleView<(Text, Button<Text>, ForEach<Array<Int>, Int, Text>)>>"
    let node = RemoteNode(id: 7, kind: .custom(generic))
    let message = RemoteChildMessage.batch([.insert(parent: 0, index: 0, node: node)])
    #expect(RemoteWireReader.childMessage(body(RemoteWire.frame(message))) == .success(message))
    #expect(
      body(
        RemoteWire.frame(
          RemoteChildMessage.batch([.insert(parent: 0, index: 0, node: RemoteNode(id: 7, kind: .custom("G")))]
          ))) == insert(kind: custom(Array("G".utf8))))
  }
}
