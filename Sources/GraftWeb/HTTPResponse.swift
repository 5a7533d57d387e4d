/// An HTTP/1.1 response the web renderer sends, always with `Connection: close` and a
/// `Content-Length` (the server answers one request per connection, except `/events`).
///
/// Every response, error or not, carries ``securityHeaders``: it may not be framed, sniffed
/// or referred from, and its Content-Security-Policy is ``lockedDownPolicy`` unless the
/// response names another (the page's, which admits its own inline script and style by nonce).
struct HTTPResponse {
  let status: Int
  let contentType: String
  let body: [UInt8]
  /// The `Content-Security-Policy`.
  var policy = HTTPResponse.lockedDownPolicy

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

  /// The policy of every response but the page: nothing may load, nothing may frame it.
  static let lockedDownPolicy =
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

  /// The page's policy: its inline `<script>` and `<style>` carrying `nonce`, fetches and the
  /// event stream to its own origin, nothing else; never framed.
  static func pagePolicy(nonce: String) -> String {
    "default-src 'none'; script-src 'nonce-\(nonce)'; style-src 'nonce-\(nonce)'; connect-src 'self'; "
      + "frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
  }

  /// The headers every response carries, after its own, each line ended by CRLF.
  static func securityHeaders(policy: String) -> String {
    "Content-Security-Policy: \(policy)\r\nX-Frame-Options: DENY\r\nX-Content-Type-Options: nosniff\r\n"
      + "Referrer-Policy: no-referrer\r\nCross-Origin-Resource-Policy: same-origin\r\nCache-Control: no-store\r\n"
  }

  /// The reason phrase for the statuses the renderer uses.
  static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 400: "Bad Request"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 408: "Request Timeout"
    case 409: "Conflict"
    case 415: "Unsupported Media Type"
    case 421: "Misdirected Request"
    case 503: "Service Unavailable"
    default: "Status"
    }
  }

  /// The bytes on the wire: status line, headers, empty line, body.
  var bytes: [UInt8] {
    let head =
      "HTTP/1.1 \(status) \(Self.reason(status))\r\nContent-Type: \(contentType)\r\n"
      + "Content-Length: \(body.count)\r\n" + Self.securityHeaders(policy: policy)
      + "Connection: close\r\n\r\n"
    return Array(head.utf8) + body
  }

  /// The head of the `/events` stream (no length: it lasts until either side closes).
  static let streamHead = Array(
    ("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n" + securityHeaders(policy: lockedDownPolicy)
      + "Connection: keep-alive\r\n\r\n").utf8)
}
