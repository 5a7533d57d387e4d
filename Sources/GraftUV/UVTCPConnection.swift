import CLibUV
import Glibc

/// One accepted TCP connection of a ``UVTCPServer``, on the loop thread.
///
/// Contract:
/// - Bytes arrive through ``onData`` in order, in the loop's poll phase; ``onClose`` is called
///   exactly once, when the connection closes for any reason (peer EOF, a read or write error,
///   ``close()``, ``closeAfterWriting()``, or the loop's ``UVEventLoop/shutdown()``).
/// - ``write(_:)`` queues bytes; they are sent in call order. Writes after closing are dropped.
/// - The connection keeps itself alive (its handle's `data` retains it) until its handle's
///   close callback ran; the `uv_tcp_t` is freed there, never earlier.
@MainActor
public final class UVTCPConnection {
  /// Called with each chunk of bytes read, in order.
  public var onData: (([UInt8]) -> Void)?
  /// Called once when the connection closed. Not called if it is set after closing.
  public var onClose: (() -> Void)?
  /// Whether the connection closed (or started closing).
  public private(set) var isClosed = false
  /// Bytes queued by ``write(_:)`` that the kernel has not taken yet (libuv's write queue
  /// size): it grows while the peer does not read. 0 once closed.
  public var unsentBytes: Int {
    guard let handle else { return 0 }
    return Int(uv_stream_get_write_queue_size(UVTCPConnection.stream(handle)))
  }

  private var handle: UnsafeMutablePointer<uv_tcp_t>?
  private weak var loop: UVEventLoop?
  private var pendingWrites = 0
  private var closeWhenFlushed = false

  /// Wraps `handle`, initialised on `loop` and accepted; registers it to close on shutdown.
  init(loop: UVEventLoop, handle: UnsafeMutablePointer<uv_tcp_t>) {
    self.loop = loop
    self.handle = handle
    handle.pointee.data = Unmanaged.passRetained(self).toOpaque()  // Released in `closed`.
    loop.ownedHandleClosers[ObjectIdentifier(self)] = { [weak self] in self?.close() }
  }

  /// Starts delivering bytes to ``onData``. Closes the connection if libuv refuses.
  func startReading() {
    guard let handle else { return }
    if uv_read_start(UVTCPConnection.stream(handle), UVTCPConnection.allocate, UVTCPConnection.read) < 0 {
      close()
    }
  }

  /// Queues `bytes` for sending. Dropped if the connection is closed or closing after writes.
  public func write(_ bytes: [UInt8]) {
    guard let handle, !closeWhenFlushed, !bytes.isEmpty else { return }
    let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
    storage.initialize(from: bytes, count: bytes.count)
    let request = UnsafeMutablePointer<uv_write_t>.allocate(capacity: 1)
    request.pointee.data = UnsafeMutableRawPointer(storage)
    var buffer = uv_buf_init(
      UnsafeMutableRawPointer(storage).assumingMemoryBound(to: CChar.self), UInt32(bytes.count))
    pendingWrites += 1
    if uv_write(request, UVTCPConnection.stream(handle), &buffer, 1, UVTCPConnection.written) < 0 {
      pendingWrites -= 1
      storage.deallocate()
      request.deallocate()
      close()
    }
  }

  /// Closes once every queued write completed (at once if none is pending); later writes are
  /// dropped. Use it after the last bytes of a response.
  public func closeAfterWriting() {
    guard handle != nil else { return }
    closeWhenFlushed = true
    if pendingWrites == 0 { close() }
  }

  /// Closes now: pending writes are cancelled. Calls ``onClose``. Idempotent.
  public func close() {
    guard let handle else { return }
    self.handle = nil
    isClosed = true
    loop?.ownedHandleClosers[ObjectIdentifier(self)] = nil
    uv_read_stop(UVTCPConnection.stream(handle))
    uv_close(UVHandle.base(handle), UVTCPConnection.closed)
    let onClose = self.onClose
    self.onClose = nil
    onData = nil
    onClose?()
  }

  private func writeCompleted(status: Int32) {
    pendingWrites -= 1
    if status < 0 {
      close()
    } else if closeWhenFlushed, pendingWrites == 0 {
      close()
    }
  }

  private func received(_ count: Int, _ base: UnsafeMutablePointer<CChar>?) {
    if count > 0, let base {
      let bytes = Array(
        UnsafeBufferPointer(start: UnsafeRawPointer(base).assumingMemoryBound(to: UInt8.self), count: count))
      onData?(bytes)
    } else if count < 0 {
      close()  // UV_EOF or a read error.
    }
  }

  static func stream(_ handle: UnsafeMutablePointer<uv_tcp_t>) -> UnsafeMutablePointer<uv_stream_t> {
    UnsafeMutableRawPointer(handle).assumingMemoryBound(to: uv_stream_t.self)
  }

  private static func connection(_ data: UnsafeMutableRawPointer?) -> UVTCPConnection? {
    guard let data else { return nil }
    return Unmanaged<UVTCPConnection>.fromOpaque(data).takeUnretainedValue()
  }

  private static let allocate: uv_alloc_cb = { _, suggested, buffer in
    let memory = malloc(suggested)
    buffer?.pointee = uv_buf_init(
      memory?.assumingMemoryBound(to: CChar.self), UInt32(memory == nil ? 0 : suggested))
  }

  private static let read: uv_read_cb = { stream, count, buffer in
    let base = buffer?.pointee.base
    defer { free(base) }
    guard let connection = connection(stream?.pointee.data) else { return }
    MainActor.assumeIsolated { connection.received(count, base) }
  }

  private static let written: uv_write_cb = { request, status in
    guard let request else { return }
    let stream = request.pointee.handle
    request.pointee.data?.deallocate()
    request.deallocate()
    guard let connection = connection(stream?.pointee.data) else { return }
    MainActor.assumeIsolated { connection.writeCompleted(status: status) }
  }

  private static let closed: uv_close_cb = { handle in
    guard let handle else { return }
    if let data = handle.pointee.data {
      Unmanaged<UVTCPConnection>.fromOpaque(data).release()
    }
    UnsafeMutableRawPointer(handle).deallocate()
  }
}
