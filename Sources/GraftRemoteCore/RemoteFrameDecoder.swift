/// Splits a byte stream into frames (4-byte big-endian length, then that many bytes).
///
/// Contract: ``append(_:)`` takes bytes as they arrive and returns the complete frames they
/// finished, in order. A length of 0 or above ``RemoteLimits/maxFrameBytes`` is refused as
/// soon as its 4 bytes are in — before any of the frame is buffered — so what is buffered never
/// exceeds the cap plus one read chunk. After an error the decoder refuses everything.
public struct RemoteFrameDecoder {
  private let limits: RemoteLimits
  private var buffer: [UInt8] = []
  private var failed = false

  public init(limits: RemoteLimits = .standard) { self.limits = limits }

  /// Bytes received but not yet part of a complete frame.
  public var bufferedBytes: Int { buffer.count }

  public mutating func append(_ bytes: [UInt8]) -> Result<[[UInt8]], RemoteProtocolError> {
    guard !failed else { return .failure(RemoteProtocolError("the stream already broke the protocol")) }
    buffer.append(contentsOf: bytes)
    var frames: [[UInt8]] = []
    var start = 0
    while buffer.count - start >= 4 {
      var length = 0
      for offset in 0..<4 { length = length << 8 | Int(buffer[start + offset]) }
      guard length > 0, length <= limits.maxFrameBytes else {
        failed = true
        buffer = []
        return .failure(
          RemoteProtocolError(
            length == 0
              ? "an empty frame (length 0)"
              : "a frame of \(length) bytes exceeds the cap of \(limits.maxFrameBytes)"))
      }
      guard buffer.count - start - 4 >= length else { break }
      frames.append(Array(buffer[start + 4..<start + 4 + length]))
      start += 4 + length
    }
    if start > 0 { buffer.removeFirst(start) }
    return .success(frames)
  }
}
