import CLibUV
import Glibc

/// A libuv stream handle (`uv_stream_t`) on a ``UVEventLoop``: the plumbing ``UVPipe`` and
/// ``UVTCPConnection`` share (reading, queued writes, closing). Not subclassable outside
/// GraftUV; use one of those two.
///
/// Contract (loop thread only):
/// - Bytes arrive through ``onData`` in order, in the loop's poll phase, in chunks of at most
///   ``chunkLimit`` bytes, once reading started.
/// - ``onClose`` is called exactly once when the stream closes for any reason (end of file, a
///   read or write error, ``close()``, the loop's ``UVEventLoop/shutdown()``). It is not called
///   if it is set after closing.
/// - ``write(_:)`` queues bytes, sent in call order; writes after closing are dropped.
/// - The stream keeps itself alive (its handle's `data` retains it) until its handle's close
///   callback ran; the handle's memory is freed there, never earlier.
@MainActor
public class UVStream: UVHandleOwner {
  /// The largest chunk handed to ``onData``.
  public nonisolated static let chunkLimit = 64 * 1024

  /// Called with each chunk read, in order.
  public var onData: (([UInt8]) -> Void)?
  /// Called once when the stream closed. Not called if it is set after closing.
  public var onClose: (() -> Void)?
  /// Whether the stream closed (or started closing).
  public private(set) var isClosed = false

  /// Bytes queued by ``write(_:)`` that the kernel has not taken yet (libuv's write queue
  /// size): it grows while the other end does not read. 0 once closed.
  public var unsentBytes: Int {
    guard let stream else { return 0 }
    return Int(uv_stream_get_write_queue_size(stream))
  }

  /// The handle, viewed as the `uv_stream_t` it starts with; nil once closed.
  private(set) var stream: UnsafeMutablePointer<uv_stream_t>?
  private weak var loop: UVEventLoop?
  private var pendingWrites = 0
  /// Set by ``UVTCPConnection/closeAfterWriting()``: close once no write is pending, and drop
  /// later writes.
  private var closeWhenFlushed = false

  /// Takes ownership of `handle` (a `uv_pipe_t` or `uv_tcp_t` allocated with
  /// `allocate(capacity: 1)` and initialised on `loop`); registers it to close on shutdown.
  init<Handle>(loop: UVEventLoop, handle: UnsafeMutablePointer<Handle>) {
    let stream = UVHandle.stream(handle)
    self.stream = stream
    self.loop = loop
    UVHandle.adopt(stream, by: self, on: loop)
  }

  /// Starts delivering bytes to ``onData``. Closes the stream if libuv refuses.
  func beginReading() {
    guard let stream else { return }
    if uv_read_start(stream, UVStream.allocate, UVStream.read) < 0 { close() }
  }

  /// Queues `bytes` for sending; dropped after closing (or after
  /// ``UVTCPConnection/closeAfterWriting()``). A failed write closes the stream.
  public func write(_ bytes: [UInt8]) {
    guard let stream, !closeWhenFlushed, !bytes.isEmpty else { return }
    let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
    storage.initialize(from: bytes, count: bytes.count)
    let request = UnsafeMutablePointer<uv_write_t>.allocate(capacity: 1)
    request.pointee.data = UnsafeMutableRawPointer(storage)
    var buffer = uv_buf_init(
      UnsafeMutableRawPointer(storage).assumingMemoryBound(to: CChar.self), UInt32(bytes.count))
    pendingWrites += 1
    if uv_write(request, stream, &buffer, 1, UVStream.written) < 0 {
      pendingWrites -= 1
      storage.deallocate()
      request.deallocate()
      close()
    }
  }

  /// Closes once every queued write completed (at once if none is pending).
  func closeWhenWritten() {
    guard stream != nil else { return }
    closeWhenFlushed = true
    if pendingWrites == 0 { close() }
  }

  /// Closes now (pending writes are cancelled) and calls ``onClose``. Idempotent.
  public func close() {
    guard let stream else { return }
    self.stream = nil
    isClosed = true
    uv_read_stop(stream)  // A no-op when not reading.
    UVHandle.closeAdopted(stream, by: self, on: loop)
    let onClose = self.onClose
    self.onClose = nil
    onData = nil
    onClose?()
  }

  private func writeCompleted(status: Int32) {
    pendingWrites -= 1
    if status < 0 {
      close()  // A write error; UV_ECANCELED only arrives after closing, when this is a no-op.
    } else if closeWhenFlushed, pendingWrites == 0 {
      close()
    }
  }

  private func received(_ count: Int, _ base: UnsafeMutablePointer<CChar>?) {
    if count > 0, let base {
      onData?(Array(UnsafeRawBufferPointer(start: base, count: count)))
    } else if count < 0 {
      close()  // UV_EOF or a read error.
    }
  }

  /// Allocates a read buffer of at most ``chunkLimit`` bytes (freed by the read callback).
  /// Shared with ``UVTTY``, whose handle is also read as a stream.
  static let allocate: uv_alloc_cb = { _, suggested, buffer in
    let size = min(suggested, UVStream.chunkLimit)
    let memory = malloc(size)
    buffer?.pointee = uv_buf_init(
      memory?.assumingMemoryBound(to: CChar.self), UInt32(memory == nil ? 0 : size))
  }

  private static let read: uv_read_cb = { stream, count, buffer in
    let base = buffer?.pointee.base
    defer { free(base) }
    guard let owner = UVHandle.owner(stream?.pointee.data, as: UVStream.self) else { return }
    MainActor.assumeIsolated { owner.received(count, base) }
  }

  private static let written: uv_write_cb = { request, status in
    guard let request else { return }
    let stream = request.pointee.handle
    request.pointee.data?.deallocate()
    request.deallocate()
    guard let owner = UVHandle.owner(stream?.pointee.data, as: UVStream.self) else { return }
    MainActor.assumeIsolated { owner.writeCompleted(status: status) }
  }
}
