import CLibUV
import Glibc

/// One end of a pipe (`uv_pipe_t`) on a ``UVEventLoop``: a child's stdin or stdout
/// (``UVProcess``), or a program's own stdin/stdout (``init(loop:fileDescriptor:)``).
///
/// Contract (loop thread only):
/// - Bytes arrive through ``onData`` in order, in chunks of at most ``chunkLimit`` bytes;
///   ``onClose`` is called exactly once when the pipe closes for any reason (end of file, a
///   read or write error, ``close()``, the loop's shutdown).
/// - ``write(_:)`` queues bytes, sent in call order; writes after closing are dropped.
/// - The pipe keeps itself alive until its handle's close callback ran, where the `uv_pipe_t`
///   is freed.
@MainActor
public final class UVPipe {
  /// The largest chunk handed to ``onData``.
  public nonisolated static let chunkLimit = 64 * 1024

  /// Called with each chunk read, in order.
  public var onData: (([UInt8]) -> Void)?
  /// Called once when the pipe closed.
  public var onClose: (() -> Void)?
  /// Whether the pipe closed.
  public private(set) var isClosed = false

  private var handle: UnsafeMutablePointer<uv_pipe_t>?
  private weak var loop: UVEventLoop?

  /// A pipe not yet connected to anything (``UVProcess`` hands it to `uv_spawn`).
  init(loop: UVEventLoop) throws(UVError) {
    let handle = UnsafeMutablePointer<uv_pipe_t>.allocate(capacity: 1)
    let result = uv_pipe_init(loop.rawLoop, handle, 0)
    guard result == 0 else {
      handle.deallocate()
      throw UVError(code: result, operation: "uv_pipe_init")
    }
    self.handle = handle
    self.loop = loop
    handle.pointee.data = Unmanaged.passRetained(self).toOpaque()  // Released in `closed`.
    loop.ownedHandleClosers[ObjectIdentifier(self)] = { [weak self] in self?.close() }
  }

  /// A pipe over an open descriptor of this process (0 for stdin, 1 for stdout).
  ///
  /// - Throws: ``UVError`` naming `uv_pipe_init` or `uv_pipe_open` if libuv refuses (for
  ///   example a descriptor that is not open); nothing is left open then.
  public convenience init(loop: UVEventLoop, fileDescriptor: Int32) throws(UVError) {
    guard !loop.isShutDown else { throw UVError(code: UV_EINVAL.rawValue, operation: "uv_pipe_init") }
    try self.init(loop: loop)
    let opened = uv_pipe_open(handle, fileDescriptor)
    guard opened == 0 else {
      close()
      throw UVError(code: opened, operation: "uv_pipe_open")
    }
  }

  var stream: UnsafeMutablePointer<uv_stream_t>? {
    handle.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: uv_stream_t.self) }
  }

  /// Starts delivering bytes to ``onData``. Closes the pipe if libuv refuses.
  public func startReading() {
    guard let stream else { return }
    if uv_read_start(stream, UVPipe.allocate, UVPipe.read) < 0 { close() }
  }

  /// Bytes queued by ``write(_:)`` not yet taken by the kernel.
  public var unsentBytes: Int {
    guard let stream else { return 0 }
    return Int(uv_stream_get_write_queue_size(stream))
  }

  /// Queues `bytes`; dropped after closing. A failed write closes the pipe.
  public func write(_ bytes: [UInt8]) {
    guard let stream, !bytes.isEmpty else { return }
    let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
    storage.initialize(from: bytes, count: bytes.count)
    let request = UnsafeMutablePointer<uv_write_t>.allocate(capacity: 1)
    request.pointee.data = UnsafeMutableRawPointer(storage)
    var buffer = uv_buf_init(
      UnsafeMutableRawPointer(storage).assumingMemoryBound(to: CChar.self), UInt32(bytes.count))
    if uv_write(request, stream, &buffer, 1, UVPipe.written) < 0 {
      storage.deallocate()
      request.deallocate()
      close()
    }
  }

  /// Closes now (pending writes are cancelled) and calls ``onClose``. Idempotent.
  public func close() {
    guard let handle else { return }
    self.handle = nil
    isClosed = true
    loop?.ownedHandleClosers[ObjectIdentifier(self)] = nil
    let base = UVHandle.base(handle)
    if uv_is_active(base) != 0 {
      uv_read_stop(UnsafeMutableRawPointer(handle).assumingMemoryBound(to: uv_stream_t.self))
    }
    uv_close(base, UVPipe.closed)
    let onClose = self.onClose
    self.onClose = nil
    onData = nil
    onClose?()
  }

  private func received(_ count: Int, _ base: UnsafeMutablePointer<CChar>?) {
    if count > 0, let base {
      onData?(
        Array(
          UnsafeBufferPointer(start: UnsafeRawPointer(base).assumingMemoryBound(to: UInt8.self), count: count)
        )
      )
    } else if count < 0 {
      close()  // UV_EOF or a read error.
    }
  }

  private static func pipe(_ data: UnsafeMutableRawPointer?) -> UVPipe? {
    guard let data else { return nil }
    return Unmanaged<UVPipe>.fromOpaque(data).takeUnretainedValue()
  }

  private static let allocate: uv_alloc_cb = { _, suggested, buffer in
    let size = min(suggested, UVPipe.chunkLimit)
    let memory = malloc(size)
    buffer?.pointee = uv_buf_init(
      memory?.assumingMemoryBound(to: CChar.self), UInt32(memory == nil ? 0 : size))
  }

  private static let read: uv_read_cb = { stream, count, buffer in
    let base = buffer?.pointee.base
    defer { free(base) }
    guard let pipe = pipe(stream?.pointee.data) else { return }
    MainActor.assumeIsolated { pipe.received(count, base) }
  }

  private static let written: uv_write_cb = { request, status in
    guard let request else { return }
    let stream = request.pointee.handle
    request.pointee.data?.deallocate()
    request.deallocate()
    guard status < 0, status != UV_ECANCELED.rawValue, let pipe = pipe(stream?.pointee.data) else { return }
    MainActor.assumeIsolated { pipe.close() }
  }

  private static let closed: uv_close_cb = { handle in
    guard let handle else { return }
    if let data = handle.pointee.data {
      Unmanaged<UVPipe>.fromOpaque(data).release()
    }
    UnsafeMutableRawPointer(handle).deallocate()
  }
}
