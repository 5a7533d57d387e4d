/// An HTTP/1.1 response the web renderer sends, always with `Connection: close` and a
/// `Content-Length` (the server answers one request per connection, except `/events`).
struct HTTPResponse {
  let status: Int
  let contentType: String
  let body: [UInt8]

  /// A response of `status` with a UTF-8 body.
  init(status: Int, contentType: String, body: String) {
    self.status = status
    self.contentType = contentType
    self.body = Array(body.utf8)
  }

  /// A JSON error (`{"error": message}`) with `status`.
  static func error(_ status: Int, _ message: String) -> HTTPResponse {
    HTTPResponse(status: status, contentType: "application/json", body: WebJSON.string(["error": message]))
  }

  /// The reason phrase for the statuses the renderer uses.
  static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 400: "Bad Request"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 409: "Conflict"
    default: "Status"
    }
  }

  /// The bytes on the wire: status line, headers, empty line, body.
  var bytes: [UInt8] {
    let head =
      "HTTP/1.1 \(status) \(Self.reason(status))\r\nContent-Type: \(contentType)\r\n"
      + "Content-Length: \(body.count)\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n"
    return Array(head.utf8) + body
  }
}
