import CLibUV

/// A libuv call failed.
///
/// `code` is libuv's negative error code (for example `UV_EBUSY`); `message` is
/// `uv_strerror(code)`, and `operation` names the libuv function that failed.
public struct UVError: Error, Equatable, CustomStringConvertible, Sendable {
  /// libuv's (negative) error code.
  public let code: Int32
  /// The text of `uv_strerror(code)`.
  public let message: String
  /// The libuv function that returned `code`.
  public let operation: String

  /// Wraps libuv error `code` returned by `operation`.
  public init(code: Int32, operation: String) {
    self.code = code
    self.operation = operation
    self.message = String(cString: uv_strerror(code))
  }

  public var description: String { "\(operation) failed: \(message) (\(code))" }

  /// Throws a `UVError` if `result` is a libuv error code (negative).
  static func check(_ result: Int32, _ operation: String) throws(UVError) {
    if result < 0 { throw UVError(code: result, operation: operation) }
  }
}
