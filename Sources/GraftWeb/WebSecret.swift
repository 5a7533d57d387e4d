import Glibc

/// Random secrets from the kernel's CSPRNG (`/dev/urandom`, the pool `getrandom(2)` reads), as
/// lowercase hex.
enum WebSecret {
  /// `byteCount` random bytes as `2 * byteCount` hex digits, or nil if `/dev/urandom` cannot
  /// be opened or read.
  static func hex(byteCount: Int) -> String? {
    let device = open("/dev/urandom", O_RDONLY | O_CLOEXEC)
    guard device >= 0 else { return nil }
    defer { close(device) }
    var bytes = [UInt8](repeating: 0, count: byteCount)
    var filled = 0
    while filled < byteCount {
      let count = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return -1 }
        return read(device, base + filled, byteCount - filled)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return nil }
      filled += count
    }
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(byteCount * 2)
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 15)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Whether `a` equals `b`, in time that depends only on their lengths.
  static func equal(_ a: String, _ b: String) -> Bool {
    let left = Array(a.utf8)
    let right = Array(b.utf8)
    guard left.count == right.count else { return false }
    var difference: UInt8 = 0
    for index in left.indices { difference |= left[index] ^ right[index] }
    return difference == 0
  }
}
