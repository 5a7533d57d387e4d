/// An incremental parser for one HTTP/1.0 or HTTP/1.1 request on a connection.
///
/// Feed it bytes as they arrive; it answers ``Result/incomplete`` until the head (request
/// line and header fields, ended by an empty line) and the `Content-Length` body are complete.
/// It accepts only what the web renderer needs and rejects the rest as malformed, with a
/// reason fit for a 400 response: a request line of exactly `METHOD SP /target SP HTTP/1.x`,
/// `name: value` fields (no obsolete line folding), a `Host` field on HTTP/1.1, a decimal
/// `Content-Length` of at most ``maxBodyBytes`` (no `Transfer-Encoding`), and a head of at
/// most ``maxHeadBytes``.
struct HTTPRequestParser {
  /// What feeding bytes produced.
  enum Result: Equatable {
    /// More bytes are needed.
    case incomplete
    /// A whole request. Bytes after it (pipelining) are ignored.
    case request(HTTPRequest)
    /// The bytes are not a request this parser accepts; the reason is for a 400 response.
    case malformed(String)
  }

  /// The longest accepted head, in bytes.
  static let maxHeadBytes = 16 * 1024
  /// The longest accepted body, in bytes.
  static let maxBodyBytes = 1024 * 1024

  private var buffer: [UInt8] = []

  /// Appends `bytes` and tries to parse a request from everything received so far.
  mutating func feed(_ bytes: [UInt8]) -> Result {
    buffer.append(contentsOf: bytes)
    guard let headEnd = Self.endOfHead(in: buffer) else {
      return buffer.count > Self.maxHeadBytes ? .malformed("request head too large") : .incomplete
    }
    if headEnd > Self.maxHeadBytes { return .malformed("request head too large") }
    let headBytes = buffer[..<headEnd]
    guard headBytes.allSatisfy({ $0 == 9 || (32...126).contains($0) || $0 == 13 || $0 == 10 }) else {
      return .malformed("request head must be printable ASCII")
    }
    let lines = String(decoding: headBytes, as: UTF8.self).components(separatedBy: "\r\n")
    let requestLine = lines[0].split(separator: " ", omittingEmptySubsequences: false)
    guard requestLine.count == 3 else { return .malformed("malformed request line") }
    let method = String(requestLine[0])
    let target = String(requestLine[1])
    let version = String(requestLine[2])
    guard !method.isEmpty, method.allSatisfy({ $0.isUppercase && $0.isASCII }) else {
      return .malformed("malformed method")
    }
    guard target.hasPrefix("/") else { return .malformed("request target must start with /") }
    guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
      return .malformed("unsupported HTTP version")
    }
    var headers: [(name: String, value: String)] = []
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
        !line.first!.isWhitespace, !line[..<colon].contains(where: \.isWhitespace)
      else { return .malformed("malformed header field") }
      let value = line[line.index(after: colon)...].trimmingCharacters(in: " \t")
      headers.append((line[..<colon].lowercased(), value))
    }
    if version == "HTTP/1.1", !headers.contains(where: { $0.name == "host" }) {
      return .malformed("HTTP/1.1 request without Host")
    }
    if headers.contains(where: { $0.name == "transfer-encoding" }) {
      return .malformed("Transfer-Encoding is not supported; send Content-Length")
    }
    let lengths = Set(headers.filter { $0.name == "content-length" }.map(\.value))
    guard lengths.count <= 1 else { return .malformed("conflicting Content-Length") }
    var length = 0
    if let text = lengths.first {
      guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }),
        let value = Int(text)
      else { return .malformed("malformed Content-Length") }
      guard value <= Self.maxBodyBytes else { return .malformed("body too large") }
      length = value
    }
    let bodyStart = headEnd + 4
    guard buffer.count >= bodyStart + length else { return .incomplete }
    let body = Array(buffer[bodyStart..<bodyStart + length])
    return .request(HTTPRequest(method: method, target: target, headers: headers, body: body))
  }

  /// The index of the `\r\n\r\n` that ends the head, if received.
  private static func endOfHead(in bytes: [UInt8]) -> Int? {
    guard bytes.count >= 4 else { return nil }
    for index in 0...(bytes.count - 4)
    where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
      return index
    }
    return nil
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: String) -> String {
    var slice = Substring(self)
    while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
    return String(slice)
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in set: String) -> String { String(self).trimmingCharacters(in: set) }
}
