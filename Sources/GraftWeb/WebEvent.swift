/// A user interaction a page posts to `POST /event`:
/// `{"node": 7, "kind": "tap" | "text" | "submit" | "value", "text": "…", "value": 2.5}`
/// (`text` only for `"text"`, `value` only for `"value"`: a slider or stepper set to a number, a
/// movable row moved to an index).
///
/// Decoding is strict (``StrictJSON``): `node` must be an integer literal (`0` and `1` are ids,
/// not booleans; `15.0`, `1e2`, `-1` and `"7"` are refused), no key may repeat, `text`, when
/// present, must be a string, `value`, when present, a finite JSON number of at most 32
/// characters. Other keys are ignored, so pages may send more.
struct WebEvent: Equatable {
  /// What the user did.
  enum Kind: String {
    case tap, text, submit, value
  }

  /// The node's id (`NodeID.rawValue`).
  let node: UInt64
  let kind: Kind
  /// The field's new content, for ``Kind/text``.
  let text: String?
  /// The control's new number, for ``Kind/value``.
  var value: Double? = nil

  /// Decodes a request body, or returns why it is not an event (for a 400 response).
  static func decode(_ body: [UInt8]) -> Swift.Result<WebEvent, WebEventError> {
    let object: [String: StrictJSON]
    switch StrictJSON.parse(body) {
    case .failure(let error): return .failure(WebEventError("body is not JSON: \(error.message)"))
    case .success(.object(let members)): object = members
    case .success: return .failure(WebEventError("body is not a JSON object"))
    }
    guard let id = object["node"]?.unsignedInteger else {
      return .failure(WebEventError("\"node\" must be a non-negative integer node id"))
    }
    guard case .string(let name)? = object["kind"], let kind = Kind(rawValue: name) else {
      return .failure(WebEventError("\"kind\" must be \"tap\", \"text\", \"submit\" or \"value\""))
    }
    var text: String?
    switch object["text"] {
    case nil: break
    case .string(let value)?: text = value
    case _?: return .failure(WebEventError("\"text\" must be a string"))
    }
    if kind == .text, text == nil {
      return .failure(WebEventError("a \"text\" event needs a string \"text\""))
    }
    var value: Double?
    switch object["value"] {
    case nil: break
    case .number(let literal)? where literal.utf8.count <= 32:
      guard let number = Double(literal), number.isFinite else {
        return .failure(WebEventError("\"value\" must be a finite number"))
      }
      value = number
    case _?: return .failure(WebEventError("\"value\" must be a finite number of at most 32 characters"))
    }
    if kind == .value, value == nil {
      return .failure(WebEventError("a \"value\" event needs a number \"value\""))
    }
    return .success(WebEvent(node: id, kind: kind, text: text, value: value))
  }
}

/// Why a `POST /event` body is not a ``WebEvent``.
struct WebEventError: Error, Equatable {
  let message: String
  init(_ message: String) { self.message = message }
}
