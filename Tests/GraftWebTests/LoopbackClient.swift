import Foundation
import Glibc

/// A blocking HTTP client over a raw POSIX socket to 127.0.0.1, for a background thread.
/// Every read has a receive timeout, so a broken server fails the test instead of hanging it.
final class LoopbackClient: @unchecked Sendable {  // Used by one thread at a time.
  private var fd: Int32
  private var buffer: [UInt8] = []

  /// Connects to 127.0.0.1:`port`; reads time out after `timeout` seconds.
  init(port: Int, timeout: Int = 10) throws {
    fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw ClientError("socket failed") }
    var time = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
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

  /// Reads until the peer closes; returns (status, body).
  func readResponse() throws -> (status: Int, body: String) {
    while try fill() {}
    let text = String(decoding: buffer, as: UTF8.self)
    guard let split = text.range(of: "\r\n\r\n"), text.hasPrefix("HTTP/1.1 ") else {
      throw ClientError("not an HTTP response: \(text.prefix(80))")
    }
    let status = Int(text.dropFirst(9).prefix(3)) ?? -1
    return (status, String(text[split.upperBound...]))
  }

  /// Reads the next Server-Sent Event (after checking and skipping the response head once).
  func nextEvent() throws -> (name: String, data: String) {
    while true {
      let text = String(decoding: buffer, as: UTF8.self)
      if text.hasPrefix("HTTP/1.1"), let head = text.range(of: "\r\n\r\n") {
        guard text.hasPrefix("HTTP/1.1 200"), text[..<head.lowerBound].contains("text/event-stream") else {
          throw ClientError("not an event stream: \(text.prefix(200))")
        }
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
  static func exchange(port: Int, _ raw: String) throws -> (status: Int, body: String) {
    let client = try LoopbackClient(port: port)
    client.send(raw)
    return try client.readResponse()
  }

  /// A POST /event with `json` as body.
  static func post(port: Int, _ json: String) throws -> (status: Int, body: String) {
    try exchange(
      port: port,
      "POST /event HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(json.utf8.count)\r\n\r\n\(json)")
  }
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
