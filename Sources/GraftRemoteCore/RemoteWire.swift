/// The byte values of message types, and the encoder both sides use.
public enum RemoteWire {
  static let hostHello: UInt8 = 0x01
  static let value: UInt8 = 0x02
  static let environment: UInt8 = 0x03
  static let mount: UInt8 = 0x04
  static let event: UInt8 = 0x05
  static let size: UInt8 = 0x06
  static let ping: UInt8 = 0x07
  static let childHello: UInt8 = 0x81
  static let batch: UInt8 = 0x82
  static let write: UInt8 = 0x83
  static let pong: UInt8 = 0x84

  /// `message` as a frame (length prefix included).
  public static func frame(_ message: RemoteHostMessage) -> [UInt8] {
    var writer = Writer()
    switch message {
    case .hello(let version):
      writer.u8(hostHello)
      writer.u32(version)
    case .value(let name, let value):
      writer.u8(Self.value)
      writer.string(name)
      writer.value(value)
    case .environment(let key, let value):
      writer.u8(environment)
      writer.string(key)
      writer.string(value)
    case .mount: writer.u8(mount)
    case .event(let node, let kind, let text):
      writer.u8(event)
      writer.u64(node)
      writer.u8(kind.rawValue)
      writer.string(text)
    case .size(let width, let height):
      writer.u8(size)
      writer.u64(width.bitPattern)
      writer.u64(height.bitPattern)
    case .ping(let sequence):
      writer.u8(ping)
      writer.u32(sequence)
    }
    return writer.framed()
  }

  /// `message` as a frame (length prefix included).
  public static func frame(_ message: RemoteChildMessage) -> [UInt8] {
    var writer = Writer()
    switch message {
    case .hello(let version):
      writer.u8(childHello)
      writer.u32(version)
    case .batch(let ops):
      writer.u8(batch)
      writer.u32(UInt32(truncatingIfNeeded: ops.count))
      for op in ops { writer.op(op) }
    case .write(let name, let value):
      writer.u8(write)
      writer.string(name)
      writer.value(value)
    case .pong(let sequence):
      writer.u8(pong)
      writer.u32(sequence)
    }
    return writer.framed()
  }

  struct Writer {
    var bytes: [UInt8] = [0, 0, 0, 0]

    func framed() -> [UInt8] {
      var result = bytes
      let length = UInt32(truncatingIfNeeded: bytes.count - 4)
      for shift in 0..<4 { result[shift] = UInt8(truncatingIfNeeded: length >> (24 - 8 * UInt32(shift))) }
      return result
    }

    mutating func u8(_ value: UInt8) { bytes.append(value) }
    mutating func u32(_ value: UInt32) {
      for shift in stride(from: 24, through: 0, by: -8) {
        bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift)))
      }
    }
    mutating func u64(_ value: UInt64) {
      for shift in stride(from: 56, through: 0, by: -8) {
        bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
      }
    }
    mutating func count(_ value: Int) { u32(UInt32(truncatingIfNeeded: value)) }
    mutating func string(_ value: String) {
      count(value.utf8.count)
      bytes.append(contentsOf: value.utf8)
    }

    mutating func value(_ value: RemoteValue) {
      switch value {
      case .int(let number):
        u8(0)
        u64(UInt64(bitPattern: number))
      case .double(let number):
        u8(1)
        u64(number.bitPattern)
      case .bool(let flag):
        u8(2)
        u8(flag ? 1 : 0)
      case .string(let text):
        u8(3)
        string(text)
      }
    }

    mutating func op(_ op: RemoteOp) {
      switch op {
      case .insert(let parent, let index, let node):
        u8(1)
        u64(parent)
        count(index)
        self.node(node)
      case .remove(let parent, let index, let count):
        u8(2)
        u64(parent)
        self.count(index)
        self.count(count)
      case .move(let parent, let from, let to, let count):
        u8(3)
        u64(parent)
        self.count(from)
        self.count(to)
        self.count(count)
      case .update(let node, let properties):
        u8(4)
        u64(node)
        self.properties(properties)
      }
    }

    mutating func node(_ node: RemoteNode) {
      u64(node.id)
      switch node.kind {
      case .text: u8(1)
      case .button: u8(2)
      case .textField: u8(3)
      case .image: u8(4)
      case .vstack: u8(5)
      case .hstack: u8(6)
      case .zstack: u8(7)
      case .list: u8(8)
      case .spacer: u8(9)
      case .navigationStack: u8(10)
      case .custom(let name):
        u8(11)
        string(name)
      }
      properties(node.properties)
      count(node.children.count)
      for child in node.children { self.node(child) }
    }

    mutating func properties(_ properties: RemoteProperties) {
      var fields = Writer(bytes: [])
      var count: UInt8 = 0
      for (tag, text) in [
        (1, properties.text), (2, properties.placeholder), (3, properties.systemImage), (4, properties.title),
        (5, properties.identifier),
      ] as [(UInt8, String?)] {
        guard let text else { continue }
        fields.u8(tag)
        fields.string(text)
        count += 1
      }
      if properties.isDisabled {
        fields.u8(6)
        count += 1
      }
      if properties.isHighlighted {
        fields.u8(7)
        count += 1
      }
      if properties.isInactive {
        fields.u8(9)
        count += 1
      }
      if let spacing = properties.spacing {
        fields.u8(8)
        fields.u64(spacing.bitPattern)
        count += 1
      }
      u8(count)
      bytes.append(contentsOf: fields.bytes)
    }
  }
}
