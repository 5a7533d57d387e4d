/// Reads one frame's bytes (type byte and payload) as a message, enforcing ``RemoteLimits``.
///
/// Every read checks the bytes left first; every count is checked against its cap before
/// anything is allocated; strings must be valid UTF-8; a property tag may appear once; a
/// message must use every byte of its frame. Errors name the offset. Never traps on input.
public struct RemoteWireReader {
  private let bytes: [UInt8]
  private let limits: RemoteLimits
  private var index = 0
  private var nodesSeen = 0

  public init(_ bytes: [UInt8], limits: RemoteLimits = .standard) {
    self.bytes = bytes
    self.limits = limits
  }

  /// Decodes a frame the child sent.
  public static func childMessage(_ frame: [UInt8], limits: RemoteLimits = .standard) -> Result<
    RemoteChildMessage, RemoteProtocolError
  > {
    var reader = RemoteWireReader(frame, limits: limits)
    do throws(RemoteProtocolError) {
      let message: RemoteChildMessage
      switch try reader.u8() {
      case RemoteWire.childHello: message = .hello(version: try reader.u32())
      case RemoteWire.batch:
        let count = try reader.count(limit: limits.maxOps, "op count")
        var ops: [RemoteOp] = []
        ops.reserveCapacity(count)
        for _ in 0..<count { ops.append(try reader.op()) }
        message = .batch(ops)
      case RemoteWire.write: message = .write(name: try reader.string(), value: try reader.value())
      case RemoteWire.pong: message = .pong(sequence: try reader.u32())
      case let type: throw reader.error("unknown child message type 0x\(String(type, radix: 16))")
      }
      try reader.end()
      return .success(message)
    } catch {
      return .failure(error)
    }
  }

  /// Decodes a frame the host sent.
  public static func hostMessage(_ frame: [UInt8], limits: RemoteLimits = .standard) -> Result<
    RemoteHostMessage, RemoteProtocolError
  > {
    var reader = RemoteWireReader(frame, limits: limits)
    do throws(RemoteProtocolError) {
      let message: RemoteHostMessage
      switch try reader.u8() {
      case RemoteWire.hostHello: message = .hello(version: try reader.u32())
      case RemoteWire.value: message = .value(name: try reader.string(), value: try reader.value())
      case RemoteWire.environment:
        message = .environment(key: try reader.string(), value: try reader.string())
      case RemoteWire.mount: message = .mount
      case RemoteWire.event:
        let node = try reader.u64()
        guard let kind = RemoteEventKind(rawValue: try reader.u8()) else {
          throw reader.error("unknown event kind")
        }
        message = .event(node: node, kind: kind, text: try reader.string())
      case RemoteWire.size: message = .size(width: try reader.f64(), height: try reader.f64())
      case RemoteWire.ping: message = .ping(sequence: try reader.u32())
      case let type: throw reader.error("unknown host message type 0x\(String(type, radix: 16))")
      }
      try reader.end()
      return .success(message)
    } catch {
      return .failure(error)
    }
  }

  func error(_ message: String) -> RemoteProtocolError { RemoteProtocolError("\(message) at byte \(index)") }

  mutating func end() throws(RemoteProtocolError) {
    guard index == bytes.count else {
      throw error("\(bytes.count - index) unexpected bytes after the message")
    }
  }

  mutating func u8() throws(RemoteProtocolError) -> UInt8 {
    guard index < bytes.count else { throw error("truncated message") }
    defer { index += 1 }
    return bytes[index]
  }

  mutating func u32() throws(RemoteProtocolError) -> UInt32 {
    guard bytes.count - index >= 4 else { throw error("truncated message") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      value = value << 8 | UInt32(bytes[index])
      index += 1
    }
    return value
  }

  mutating func u64() throws(RemoteProtocolError) -> UInt64 {
    guard bytes.count - index >= 8 else { throw error("truncated message") }
    var value: UInt64 = 0
    for _ in 0..<8 {
      value = value << 8 | UInt64(bytes[index])
      index += 1
    }
    return value
  }

  mutating func f64() throws(RemoteProtocolError) -> Double { Double(bitPattern: try u64()) }

  /// A u32 count or index, refused above `limit`.
  mutating func count(limit: Int, _ what: String) throws(RemoteProtocolError) -> Int {
    let value = try u32()
    guard value <= UInt32(clamping: limit) else {
      throw error("\(what) \(value) exceeds the cap of \(limit)")
    }
    return Int(value)
  }

  mutating func string() throws(RemoteProtocolError) -> String {
    try string(limit: limits.maxStringBytes, "string length")
  }

  /// A string whose length is refused above `limit` before any of it is read.
  mutating func string(limit: Int, _ what: String) throws(RemoteProtocolError) -> String {
    let length = try count(limit: limit, what)
    guard bytes.count - index >= length else { throw error("truncated string") }
    let slice = bytes[index..<index + length]
    guard let text = String(validating: slice, as: UTF8.self) else {
      throw error("string is not valid UTF-8")
    }
    index += length
    return text
  }

  mutating func value() throws(RemoteProtocolError) -> RemoteValue {
    switch try u8() {
    case 0: return .int(Int64(bitPattern: try u64()))
    case 1: return .double(try f64())
    case 2:
      switch try u8() {
      case 0: return .bool(false)
      case 1: return .bool(true)
      default: throw error("a bool must be 0 or 1")
      }
    case 3: return .string(try string())
    case let tag: throw error("unknown value tag \(tag)")
    }
  }

  mutating func op() throws(RemoteProtocolError) -> RemoteOp {
    switch try u8() {
    case 1:
      let parent = try u64()
      let position = try count(limit: limits.maxNodes, "index")
      return .insert(parent: parent, index: position, node: try node(depth: 1))
    case 2:
      return .remove(
        parent: try u64(), index: try count(limit: limits.maxNodes, "index"),
        count: try count(limit: limits.maxNodes, "count"))
    case 3:
      return .move(
        parent: try u64(), from: try count(limit: limits.maxNodes, "from"),
        to: try count(limit: limits.maxNodes, "to"),
        count: try count(limit: limits.maxNodes, "count"))
    case 4: return .update(node: try u64(), properties: try properties())
    case let tag: throw error("unknown op \(tag)")
    }
  }

  mutating func node(depth: Int) throws(RemoteProtocolError) -> RemoteNode {
    guard depth <= limits.maxDepth else {
      throw error("nodes nest deeper than the cap of \(limits.maxDepth)")
    }
    nodesSeen += 1
    guard nodesSeen <= limits.maxNodes else {
      throw error("more than \(limits.maxNodes) nodes in one message")
    }
    let id = try u64()
    guard id != 0 else { throw error("node id 0 is the host's anchor") }
    let kind = try self.kind(of: id)
    let properties = try properties()
    let childCount = try count(limit: limits.maxNodes - nodesSeen, "child count")
    var children: [RemoteNode] = []
    children.reserveCapacity(childCount)
    for _ in 0..<childCount { children.append(try node(depth: depth + 1)) }
    return RemoteNode(id: id, kind: kind, properties: properties, children: children)
  }

  /// The kind of node `id`. A custom kind's name is a label renderers print: it must be 1 to
  /// ``RemoteLimits/maxKindNameBytes`` bytes without control characters. Errors name the node.
  mutating func kind(of id: UInt64) throws(RemoteProtocolError) -> RemoteKind {
    switch try u8() {
    case 1: return .text
    case 2: return .button
    case 3: return .textField
    case 4: return .image
    case 5: return .vstack
    case 6: return .hstack
    case 7: return .zstack
    case 8: return .list
    case 9: return .spacer
    case 10: return .navigationStack
    case 11:
      let name = try string(limit: limits.maxKindNameBytes, "node \(id): custom kind name length")
      guard !name.isEmpty else { throw error("node \(id): custom kind name is empty") }
      if let control = name.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
        throw error(
          "node \(id): custom kind name contains the control character U+\(String(control.value, radix: 16, uppercase: true))"
        )
      }
      return .custom(name)
    case let tag: throw error("node \(id): unknown node kind \(tag)")
    }
  }

  mutating func properties() throws(RemoteProtocolError) -> RemoteProperties {
    let count = try Int(u8())
    guard count <= limits.maxProperties else {
      throw error("\(count) properties exceed the cap of \(limits.maxProperties)")
    }
    var properties = RemoteProperties()
    var seen: Set<UInt8> = []
    for _ in 0..<count {
      let tag = try u8()
      guard seen.insert(tag).inserted else { throw error("property \(tag) repeats") }
      switch tag {
      case 1: properties.text = try string()
      case 2: properties.placeholder = try string()
      case 3: properties.systemImage = try string()
      case 4: properties.title = try string()
      case 5: properties.identifier = try string()
      case 6: properties.isDisabled = true
      case 7: properties.isHighlighted = true
      case 8: properties.spacing = try f64()
      case 9: properties.isInactive = true
      default: throw error("unknown property \(tag)")
      }
    }
    return properties
  }
}
