import Foundation
import GraftCore

/// A user interaction a page posts to `POST /event`:
/// `{"node": 7, "kind": "tap" | "text" | "submit", "text": "…"}` (`text` only for `"text"`).
struct WebEvent: Equatable {
  /// What the user did.
  enum Kind: String {
    case tap, text, submit
  }

  let node: NodeID
  let kind: Kind
  /// The field's new content, for ``Kind/text``.
  let text: String?

  /// Decodes a request body, or returns why it is not an event (for a 400 response).
  static func decode(_ body: [UInt8]) -> Swift.Result<WebEvent, WebEventError> {
    guard let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else {
      return .failure(WebEventError("body is not a JSON object"))
    }
    guard let id = object["node"] as? Int, !(object["node"] is Bool), id >= 0
    else { return .failure(WebEventError("\"node\" must be a non-negative integer node id")) }
    guard let name = object["kind"] as? String, let kind = Kind(rawValue: name) else {
      return .failure(WebEventError("\"kind\" must be \"tap\", \"text\" or \"submit\""))
    }
    let text = object["text"] as? String
    if kind == .text, text == nil {
      return .failure(WebEventError("a \"text\" event needs a string \"text\""))
    }
    return .success(WebEvent(node: NodeID(rawValue: UInt64(id)), kind: kind, text: text))
  }
}

/// Why a `POST /event` body is not a ``WebEvent``.
struct WebEventError: Error, Equatable {
  let message: String
  init(_ message: String) { self.message = message }
}
