/// An incremental parser for one HTTP/1.0 or HTTP/1.1 request on a connection.
///
/// Feed it bytes as they arrive; it answers ``Result/incomplete`` until the head (request
/// line and header fields, ended by an empty line) and the `Content-Length` body are complete.
/// It accepts only what the web renderer needs and rejects the rest as malformed, with a
/// reason fit for a 400 response (never echoing the client's bytes): a request line of exactly
/// `METHOD SP /target SP HTTP/1.x` with a method of at most ``maxMethodBytes`` uppercase
/// letters, `name: value` fields (no obsolete line folding), every line ended by CRLF (a bare
/// LF or CR is malformed, not waited on), at most one `Host` (required on HTTP/1.1), a decimal
/// `Content-Length` of at most ``maxBodyBytes`` (no `Transfer-Encoding`), and a head of at most
/// ``maxHeadBytes``.
///
/// Cost: each byte of the head is scanned once, when it arrives (a head trickling in one byte
/// per read costs O(n) in total, not O(n²)); the head is split into fields once, when its
/// empty line arrives. Memory: at most the head and the body, whatever is sent.
///
/// After a terminal result (``Result/request(_:)`` or ``Result/malformed(_:)``) later feeds
/// return the same result and keep nothing; bytes after a complete request (a pipelined
/// request) are counted in ``pipelinedBytes``.
struct HTTPRequestParser {
  /// What feeding bytes produced.
  enum Result: Equatable {
    /// More bytes are needed.
    case incomplete
    /// A whole request.
    case request(HTTPRequest)
    /// The bytes are not a request this parser accepts; the reason is for a 400 response.
    case malformed(String)
  }

  /// The longest accepted head, in bytes.
  static let maxHeadBytes = 16 * 1024
  /// The longest accepted body, in bytes.
  static let maxBodyBytes = 1024 * 1024
  /// The longest accepted method, in bytes (the longest standard one, `OPTIONS`, has 7).
  static let maxMethodBytes = 16

  private var buffer: [UInt8] = []
  /// How much of `buffer` the head scanner has looked at.
  private var scanned = 0
  /// Whether the request line's first space (the end of the method) was seen.
  private var methodEnded = false
  /// The parsed head, once its empty line arrived.
  private var head: (request: HTTPRequest, bodyStart: Int, length: Int)?
  private var outcome: Result = .incomplete

  /// Whether the whole head arrived and parsed (the body may still be pending).
  var hasHead: Bool { head != nil }
  /// Bytes received after the complete request: a pipelined request, which the server refuses.
  private(set) var pipelinedBytes = 0
  /// How many bytes the head scanner examined in total (each head byte once; for tests).
  private(set) var bytesExamined = 0

  /// Appends `bytes` and continues parsing from where the last call stopped.
  mutating func feed(_ bytes: [UInt8]) -> Result {
    guard outcome == .incomplete else {
      if case .request = outcome { pipelinedBytes += bytes.count }
      return outcome
    }
    buffer.append(contentsOf: bytes)
    if head == nil {
      switch scanHead() {
      case .failure(let reason): return finish(.malformed(reason.message))
      case .success(nil): return .incomplete
      case .success(let end?):
        switch Self.parseHead(buffer[..<end]) {
        case .failure(let reason): return finish(.malformed(reason.message))
        case .success(let parsed): head = (parsed.request, end + 4, parsed.length)
        }
      }
    }
    guard let (request, bodyStart, length) = head, buffer.count >= bodyStart + length else {
      return .incomplete
    }
    pipelinedBytes = buffer.count - bodyStart - length
    let body = Array(buffer[bodyStart..<bodyStart + length])
    return finish(
      .request(
        HTTPRequest(method: request.method, target: request.target, headers: request.headers, body: body)))
  }

  private mutating func finish(_ result: Result) -> Result {
    outcome = result
    buffer = []
    return result
  }

  private struct Reason: Error {
    let message: String
    init(_ message: String) { self.message = message }
  }

  /// Scans the bytes not scanned yet; returns the index of the `\r\n\r\n` ending the head
  /// once it arrived, or why the head is malformed.
  private mutating func scanHead() -> Swift.Result<Int?, Reason> {
    while scanned < buffer.count {
      let index = scanned
      let byte = buffer[index]
      scanned += 1
      bytesExamined += 1
      if index >= Self.maxHeadBytes { return .failure(Reason("request head too large")) }
      guard byte == 9 || byte == 10 || byte == 13 || (32...126).contains(byte) else {
        return .failure(Reason("request head must be printable ASCII"))
      }
      let previous: UInt8 = index > 0 ? buffer[index - 1] : 0
      if previous == 13, byte != 10 {
        return .failure(Reason("bare CR in request head: end lines with CRLF"))
      }
      if !methodEnded {
        if byte == 32 || byte == 13 {
          methodEnded = true
        } else if index >= Self.maxMethodBytes {
          return .failure(Reason("method too long"))
        }
      }
      guard byte == 10 else { continue }
      guard previous == 13 else { return .failure(Reason("bare LF in request head: end lines with CRLF")) }
      if index >= 3, buffer[index - 2] == 10 {  // "\r\n\r\n": [index-3] is CR, checked when [index-2] came.
        return .success(index - 3)
      }
    }
    return .success(nil)
  }

  /// Parses a complete head (without its final CRLF CRLF; known to be printable ASCII with
  /// CRLF line ends) into a request without body and the body's length.
  private static func parseHead(
    _ bytes: ArraySlice<UInt8>
  ) -> Swift.Result<(request: HTTPRequest, length: Int), Reason> {
    let lines = String(decoding: bytes, as: UTF8.self).split(
      separator: "\r\n", omittingEmptySubsequences: false)
    let requestLine = lines[0].split(separator: " ", omittingEmptySubsequences: false)
    guard requestLine.count == 3 else { return .failure(Reason("malformed request line")) }
    let method = String(requestLine[0])
    let target = String(requestLine[1])
    let version = String(requestLine[2])
    guard !method.isEmpty, method.utf8.allSatisfy({ (65...90).contains($0) }) else {
      return .failure(Reason("malformed method"))
    }
    guard target.hasPrefix("/") else { return .failure(Reason("request target must start with /")) }
    guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
      return .failure(Reason("unsupported HTTP version"))
    }
    var headers: [(name: String, value: String)] = []
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
        !line[..<colon].contains(where: { $0 == " " || $0 == "\t" })
      else { return .failure(Reason("malformed header field")) }
      headers.append(
        (line[..<colon].lowercased(), String(line[line.index(after: colon)...].trimmingSpacesAndTabs())))
    }
    let hosts = headers.filter { $0.name == "host" }.count
    if hosts > 1 { return .failure(Reason("more than one Host")) }
    if version == "HTTP/1.1", hosts == 0 { return .failure(Reason("HTTP/1.1 request without Host")) }
    if headers.contains(where: { $0.name == "transfer-encoding" }) {
      return .failure(Reason("Transfer-Encoding is not supported; send Content-Length"))
    }
    let lengths = Set(headers.filter { $0.name == "content-length" }.map(\.value))
    guard lengths.count <= 1 else { return .failure(Reason("conflicting Content-Length")) }
    var length = 0
    if let text = lengths.first {
      guard !text.isEmpty, text.utf8.count <= 9, text.utf8.allSatisfy({ (48...57).contains($0) }),
        let value = Int(text)
      else { return .failure(Reason("malformed Content-Length")) }
      guard value <= maxBodyBytes else { return .failure(Reason("body too large")) }
      length = value
    }
    return .success((HTTPRequest(method: method, target: target, headers: headers, body: []), length))
  }
}
