import CLibUV

/// One end of a pipe (`uv_pipe_t`) on a ``UVEventLoop``: a child's stdin or stdout
/// (``UVProcess``), or a program's own stdin/stdout (``init(loop:fileDescriptor:)``).
///
/// Contract (loop thread only): that of ``UVStream`` — bytes through ``UVStream/onData`` in
/// order after ``startReading()``, ``UVStream/onClose`` exactly once, writes in call order and
/// dropped after closing, the `uv_pipe_t` freed in its close callback.
@MainActor
public final class UVPipe: UVStream {
  /// A pipe not yet connected to anything (``UVProcess`` hands it to `uv_spawn`).
  init(loop: UVEventLoop) throws(UVError) {
    let handle = UnsafeMutablePointer<uv_pipe_t>.allocate(capacity: 1)
    let result = uv_pipe_init(loop.rawLoop, handle, 0)
    guard result == 0 else {
      handle.deallocate()
      throw UVError(code: result, operation: "uv_pipe_init")
    }
    super.init(loop: loop, handle: handle)
  }

  /// A pipe over an open descriptor of this process (0 for stdin, 1 for stdout).
  ///
  /// - Throws: ``UVError`` naming `uv_pipe_init` or `uv_pipe_open` if libuv refuses (for
  ///   example a descriptor that is not open); nothing is left open then.
  public convenience init(loop: UVEventLoop, fileDescriptor: Int32) throws(UVError) {
    guard !loop.isShutDown else { throw UVError(code: UV_EINVAL.rawValue, operation: "uv_pipe_init") }
    try self.init(loop: loop)
    let opened = stream.map {
      uv_pipe_open(UnsafeMutableRawPointer($0).assumingMemoryBound(to: uv_pipe_t.self), fileDescriptor)
    }
    guard opened == 0 else {
      close()
      throw UVError(code: opened ?? UV_EBADF.rawValue, operation: "uv_pipe_open")
    }
  }

  /// Starts delivering bytes to ``UVStream/onData``. Closes the pipe if libuv refuses.
  public func startReading() { beginReading() }
}
