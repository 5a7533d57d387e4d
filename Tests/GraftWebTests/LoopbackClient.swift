import Foundation
import Glibc

/// A blocking HTTP client over a raw POSIX socket to 127.0.0.1, for a background thread.
/// Every read has a receive timeout, so a broken server fails the test instead of hanging it.
final class LoopbackClient: @unchecked Sendable {  // Used by one thread at a time.
  private var fd: Int32
  private var buffer: [UInt8] = []
  /// The event stream's response head, once ``nextEvent()`` read it.
  private(set) var head = ""

  /// Connects to 127.0.0.1:`port`; reads time out after `timeout` seconds. A non-nil
  /// `receiveBuffer` shrinks the socket's receive buffer (`SO_RCVBUF`) first, so a client that
  /// does not read makes the server's unsent bytes grow soon.
  init(port: Int, timeout: Int = 10, receiveBuffer: Int32? = nil) throws {
    fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw ClientError("socket failed") }
    var time = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    if var size = receiveBuffer {
      setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(fd)
      throw ClientError("connect failed")
    }
  }

  deinit { disconnect() }

  /// Closes the socket (the server sees end of stream). Idempotent.
  func disconnect() {
    if fd >= 0 { close(fd) }
    fd = -1
  }

  /// Sends `text` as is.
  func send(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
  }

  /// Reads until the peer closes; returns the status, the head (status line and headers) and
  /// everything after the head (the body, and any later responses).
  func readResponse() throws -> Response {
    while try fill() {}
    let text = String(decoding: buffer, as: UTF8.self)
    guard let split = text.range(of: "\r\n\r\n"), text.hasPrefix("HTTP/1.1 ") else {
      throw ClientError("not an HTTP response: \(text.prefix(80))")
    }
    let status = Int(text.dropFirst(9).prefix(3)) ?? -1
    return Response(
      status: status, head: String(text[..<split.lowerBound]), body: String(text[split.upperBound...]))
  }

  /// Reads the next Server-Sent Event (after checking and skipping the response head once).
  func nextEvent() throws -> (name: String, data: String) {
    while true {
      let text = String(decoding: buffer, as: UTF8.self)
      if text.hasPrefix("HTTP/1.1"), let head = text.range(of: "\r\n\r\n") {
        guard text.hasPrefix("HTTP/1.1 200"), text[..<head.lowerBound].contains("text/event-stream") else {
          throw ClientError("not an event stream: \(text.prefix(200))")
        }
        self.head = String(text[..<head.lowerBound])
        buffer = Array(text[head.upperBound...].utf8)  // The response head, once.
        continue
      }
      if let range = text.range(of: "\n\n") {
        let block = String(text[..<range.lowerBound])
        buffer = Array(text[range.upperBound...].utf8)
        var name = "message"
        var data = ""
        for line in block.split(separator: "\n") {
          if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
          if line.hasPrefix("data: ") { data = String(line.dropFirst(6)) }
        }
        return (name, data)
      }
      guard try fill() else { throw ClientError("stream ended") }
    }
  }

  /// Reads once; false at end of stream. Throws on timeout.
  private func fill() throws -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65536)
    let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
    if count < 0 { throw ClientError("read timed out or failed (errno \(errno))") }
    buffer.append(contentsOf: chunk[0..<count])
    return count > 0
  }

  /// One request on a fresh connection: `raw` is sent verbatim.
  static func exchange(port: Int, _ raw: String, timeout: Int = 10) throws -> Response {
    let client = try LoopbackClient(port: port, timeout: timeout)
    client.send(raw)
    return try client.readResponse()
  }

  /// A fresh connection that asked for `/events` (as a page does), not read yet.
  static func subscribe(port: Int, receiveBuffer: Int32? = nil) throws -> LoopbackClient {
    let client = try LoopbackClient(port: port, receiveBuffer: receiveBuffer)
    client.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n")
    return client
  }

  /// A GET of `path` with `Host: 127.0.0.1:PORT` and `headers` (`Name: value` lines).
  static func get(port: Int, _ path: String, headers: [String] = []) throws -> Response {
    try exchange(
      port: port, "GET \(path) HTTP/1.1\r\n" + (["Host: 127.0.0.1:\(port)"] + headers).lines + "\r\n")
  }

  /// A POST /event of `json` as the page sends it: `Host: 127.0.0.1:PORT`, JSON type, `token`
  /// in `X-Graft-Token` (each left out when nil), and `headers`.
  static func post(
    port: Int, token: String?, _ json: String, host: String? = nil,
    contentType: String? = "application/json", headers: [String] = []
  ) throws -> Response {
    var lines = ["Host: \(host ?? "127.0.0.1:\(port)")", "Content-Length: \(json.utf8.count)"]
    if let contentType { lines.append("Content-Type: \(contentType)") }
    if let token { lines.append("X-Graft-Token: \(token)") }
    return try exchange(port: port, "POST /event HTTP/1.1\r\n" + (lines + headers).lines + "\r\n" + json)
  }

  /// A response as read: status, head (status line and headers), and what followed the head.
  struct Response: Sendable {
    let status: Int
    let head: String
    let body: String

    /// The value of the first header `name` (case-insensitive), if any.
    func header(_ name: String) -> String? {
      for line in head.components(separatedBy: "\r\n").dropFirst() {
        let parts = line.split(separator: ":", maxSplits: 1)
        if parts.count == 2, parts[0].lowercased() == name.lowercased() {
          return parts[1].trimmingCharacters(in: .whitespaces)
        }
      }
      return nil
    }
  }
}

extension [String] {
  /// Each element followed by CRLF.
  fileprivate var lines: String { map { $0 + "\r\n" }.joined() }
}

struct ClientError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Results a client thread hands to the test, and the flag the loop waits for.
final class ThreadResult<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Result<Value, any Error>?

  var isDone: Bool { lock.withLock { stored != nil } }
  var value: Result<Value, any Error>? { lock.withLock { stored } }
  func finish(_ result: Result<Value, any Error>) { lock.withLock { stored = result } }
}
