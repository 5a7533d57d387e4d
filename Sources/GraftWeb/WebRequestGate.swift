/// The checks a request passes before the renderer acts on it: who may talk to the server.
///
/// - Every route: `Host` must name the server — `127.0.0.1:PORT`, `localhost:PORT` or
///   `[::1]:PORT` — else 421. A hostile page that rebinds its own name to 127.0.0.1 sends its
///   own name as `Host`, so it is refused before it can read anything (DNS rebinding).
/// - `GET /events` and `POST /event`: an `Origin` header, when present, must be one of those
///   three `http://` origins, and `Sec-Fetch-Site`, when present, `same-origin` or `none`;
///   else 403. `GET /` stays open to navigations from elsewhere (a link to the page works);
///   framing it is forbidden by the response headers.
/// - `POST /event` also: `Content-Type: application/json` (else 415) — a type no HTML form can
///   send and no cross-origin `fetch` can send without a CORS preflight, which the server never
///   grants — and `X-Graft-Token` equal to the launch's token (else 403), which only a page the
///   server served carries (`<meta name="graft-token">`).
struct WebRequestGate {
  /// The server's port.
  let port: Int
  /// The launch's token.
  let token: String

  /// The `Host` values naming the server, lowercased (without a port too when it is 80).
  private var hosts: Set<String> {
    let names = ["127.0.0.1", "localhost", "[::1]"]
    return Set(names.map { "\($0):\(port)" } + (port == 80 ? names : []))
  }

  /// 421 unless `request`'s `Host` names the server.
  func checkHost(_ request: HTTPRequest) -> HTTPResponse? {
    guard let host = request.header("host"), hosts.contains(host.lowercased()) else {
      return .error(421, "Host must be 127.0.0.1:\(port), localhost:\(port) or [::1]:\(port)")
    }
    return nil
  }

  /// 403 if `request` comes from another site (by `Origin` or `Sec-Fetch-Site`).
  func checkSameOrigin(_ request: HTTPRequest) -> HTTPResponse? {
    if let origin = request.header("origin") {
      guard origin.lowercased().hasPrefix("http://"), hosts.contains(String(origin.lowercased().dropFirst(7)))
      else { return .error(403, "cross-origin request refused (Origin is not this server)") }
    }
    if let site = request.header("sec-fetch-site"), site != "same-origin", site != "none" {
      return .error(403, "cross-site request refused (Sec-Fetch-Site)")
    }
    return nil
  }

  /// 415 unless `request` is JSON; 403 unless it carries the token.
  func checkEventPost(_ request: HTTPRequest) -> HTTPResponse? {
    let type = request.header("content-type") ?? ""
    let mediaType = type.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    guard mediaType.trimmingSpacesAndTabs().lowercased() == "application/json" else {
      return .error(415, "POST /event needs Content-Type: application/json")
    }
    guard let sent = request.header("x-graft-token"), WebSecret.equal(sent, token) else {
      return .error(403, "missing or wrong X-Graft-Token (reload the page)")
    }
    return nil
  }
}
