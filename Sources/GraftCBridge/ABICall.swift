import CGraftABI

/// The one way into Graft from a C call: runs `body` and turns a ``GraftFailure`` into its
/// status. Every `@_cdecl` function goes through it. The functions are `@MainActor`: the
/// compiler checks the executor on entry from C, so a call from another thread stops the
/// process with a message before any state is touched (documented in graft.h).
package enum ABICall {
  @MainActor package static func run(_ body: () throws(GraftFailure) -> Void) -> graft_status {
    do throws(GraftFailure) {
      try body()
      return GRAFT_OK
    } catch {
      return error.status
    }
  }
}

/// Writes `value` through a C out-pointer, or fails with an invalid argument if it is NULL.
func store<T>(_ value: T, into pointer: UnsafeMutablePointer<T>?) throws(GraftFailure) {
  guard let pointer else { throw .invalidArgument }
  pointer.pointee = value
}

/// Reads a UTF-8 string given as pointer + length (NULL allowed only with length 0).
func decodeUTF8(_ pointer: UnsafePointer<CChar>?, length: Int) throws(GraftFailure) -> String {
  guard length >= 0 else { throw .invalidArgument }
  if length == 0 { return "" }
  guard let pointer else { throw .invalidArgument }
  let bytes = UnsafeRawBufferPointer(start: pointer, count: length).bindMemory(to: UInt8.self)
  guard let decoded = String(validating: bytes, as: UTF8.self) else { throw .invalidArgument }
  return decoded
}

/// Copies `value` into a caller buffer (no NUL), writing its byte length; too small a buffer
/// gets the required length and ``GraftFailure/bufferTooSmall``.
func copy(
  _ value: String, into buffer: UnsafeMutablePointer<CChar>?, capacity: Int,
  length: UnsafeMutablePointer<Int>?
) throws(GraftFailure) {
  guard let length else { throw .invalidArgument }
  let utf8 = Array(value.utf8)
  length.pointee = utf8.count
  guard utf8.count <= capacity else { throw .bufferTooSmall }
  guard !utf8.isEmpty else { return }
  guard let buffer else { throw .invalidArgument }
  utf8.withUnsafeBytes { bytes in
    guard let source = bytes.baseAddress else { return }
    UnsafeMutableRawPointer(buffer).copyMemory(from: source, byteCount: bytes.count)
  }
}
