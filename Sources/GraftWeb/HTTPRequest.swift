/// One parsed HTTP/1.x request, as ``HTTPRequestParser`` produced it.
struct HTTPRequest: Equatable {
  /// The method, as sent (`GET`, `POST`).
  let method: String
  /// The request target, as sent (`/events?x=1`).
  let target: String
  /// The target up to `?`.
  var path: String { String(target.prefix { $0 != "?" }) }
  /// The header fields in order, names lowercased, values trimmed.
  let headers: [(name: String, value: String)]
  /// The body (`Content-Length` bytes; empty without one).
  let body: [UInt8]

  /// The value of the first header named `name` (case-insensitive).
  func header(_ name: String) -> String? {
    let lowered = name.lowercased()
    return headers.first { $0.name == lowered }?.value
  }

  static func == (lhs: HTTPRequest, rhs: HTTPRequest) -> Bool {
    lhs.method == rhs.method && lhs.target == rhs.target && lhs.body == rhs.body
      && lhs.headers.map(\.name) == rhs.headers.map(\.name)
      && lhs.headers.map(\.value) == rhs.headers.map(\.value)
  }
}

extension Substring {
  /// Without leading and trailing spaces and tabs (HTTP's optional whitespace).
  func trimmingSpacesAndTabs() -> Substring {
    var slice = self
    while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
    while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
    return slice
  }
}
