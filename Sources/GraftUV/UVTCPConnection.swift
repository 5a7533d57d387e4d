import CLibUV

/// One accepted TCP connection (`uv_tcp_t`) of a ``UVTCPServer``, on the loop thread.
///
/// Contract: that of ``UVStream`` — bytes through ``UVStream/onData`` in order (the server
/// starts reading after handing the connection out), ``UVStream/onClose`` exactly once (peer
/// EOF, a read or write error, ``UVStream/close()``, ``closeAfterWriting()``, or the loop's
/// ``UVEventLoop/shutdown()``), writes in call order and dropped after closing, the `uv_tcp_t`
/// freed in its close callback, never earlier.
@MainActor
public final class UVTCPConnection: UVStream {
  /// Starts delivering bytes to ``UVStream/onData``. Closes the connection if libuv refuses.
  func startReading() { beginReading() }

  /// Closes once every queued write completed (at once if none is pending); later writes are
  /// dropped. Use it after the last bytes of a response.
  public func closeAfterWriting() { closeWhenWritten() }
}
