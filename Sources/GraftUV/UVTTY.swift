import CLibUV
import Glibc

/// A terminal file descriptor on a ``UVEventLoop`` (`uv_tty_t`): its mode (raw or normal),
/// its window size, and the bytes typed into it.
///
/// Contract:
/// - Created, used and closed on the loop thread. Bytes arrive through ``onData`` in the
///   loop's poll phase, after ``startReading()``; each chunk is at most
///   ``UVStream/chunkLimit`` bytes.
/// - The handle is ref'd while reading: it keeps ``UVEventLoop/run()`` running until
///   ``close()`` (or the loop's ``UVEventLoop/shutdown()``, which closes it).
/// - ``setMode(_:)`` changes the terminal's mode through `uv_tty_set_mode`; libuv remembers the
///   mode it found first, which ``resetMode()`` restores — also from a signal handler.
/// - The tty keeps itself alive (its handle's `data` retains it) until its handle closed.
@MainActor
public final class UVTTY: UVHandleOwner {
  /// A terminal mode (`UV_TTY_MODE_NORMAL`, `UV_TTY_MODE_RAW`).
  public enum Mode: Sendable {
    case normal, raw
  }

  /// The file descriptor wrapped.
  public let fd: Int32
  /// Receives each chunk read (loop thread, poll phase).
  public var onData: (([UInt8]) -> Void)?
  /// Called once when input ends (end of file or a read error), before the handle closes.
  public var onInputEnd: (() -> Void)?
  /// Whether ``close()`` (or the loop's shutdown) closed the handle.
  public var isClosed: Bool { handle == nil }

  private var handle: UnsafeMutablePointer<uv_tty_t>?
  private weak var loop: UVEventLoop?

  /// Wraps `fd`, which must be a terminal (see ``isTerminal(_:)``), for reading.
  ///
  /// - Throws: ``UVError`` if libuv refuses it (`uv_tty_init`: not a tty, closed descriptor)
  ///   or the loop is shut down (`UV_EINVAL`).
  public init(loop: UVEventLoop, fd: Int32) throws(UVError) {
    self.fd = fd
    guard !loop.isShutDown else { throw UVError(code: UV_EINVAL.rawValue, operation: "uv_tty_init") }
    var opened: [UnsafeMutablePointer<uv_handle_t>] = []
    let handle = try LoopHandles.initialise(uv_tty_t.self, "uv_tty_init", opened: &opened) {
      uv_tty_init(loop.rawLoop, $0, fd, 1)
    }
    self.handle = handle
    self.loop = loop
    UVHandle.adopt(handle, by: self, on: loop)
  }

  /// Whether `fd` is a terminal (`uv_guess_handle` says `UV_TTY`).
  public nonisolated static func isTerminal(_ fd: Int32) -> Bool { uv_guess_handle(fd) == UV_TTY }

  /// Sets the terminal's mode. Throws ``UVError`` naming `uv_tty_set_mode` if libuv refuses,
  /// or `UV_EBADF` after ``close()``.
  public func setMode(_ mode: Mode) throws(UVError) {
    guard let handle else { throw UVError(code: UV_EBADF.rawValue, operation: "uv_tty_set_mode") }
    try UVError.check(
      uv_tty_set_mode(handle, mode == .raw ? UV_TTY_MODE_RAW : UV_TTY_MODE_NORMAL), "uv_tty_set_mode")
  }

  /// The terminal's size in cells (columns, rows).
  public func windowSize() throws(UVError) -> (width: Int, height: Int) {
    guard let handle else { throw UVError(code: UV_EBADF.rawValue, operation: "uv_tty_get_winsize") }
    var width: Int32 = 0
    var height: Int32 = 0
    try UVError.check(uv_tty_get_winsize(handle, &width, &height), "uv_tty_get_winsize")
    return (Int(width), Int(height))
  }

  /// Starts delivering typed bytes to ``onData``. Throws ``UVError`` naming `uv_read_start`.
  public func startReading() throws(UVError) {
    guard let handle else { throw UVError(code: UV_EBADF.rawValue, operation: "uv_read_start") }
    try UVError.check(uv_read_start(UVHandle.stream(handle), UVStream.allocate, UVTTY.read), "uv_read_start")
  }

  /// Closes the handle (its mode is left as it is; see ``resetMode()``). Idempotent.
  public func close() {
    guard let handle else { return }
    self.handle = nil
    onData = nil
    onInputEnd = nil
    UVHandle.closeAdopted(handle, by: self, on: loop)
  }

  /// Restores the mode every tty had before the first ``setMode(_:)`` in this process
  /// (`uv_tty_reset_mode`). Async-signal-safe: a fatal-signal handler may call it.
  public nonisolated static func resetMode() { _ = uv_tty_reset_mode() }

  /// Writes all of `bytes` to `fd`, waiting (with `poll`) when it is non-blocking and full, and
  /// retrying on `EINTR`. Returns false if the descriptor failed (closed terminal). Blocking:
  /// for a terminal's frames, which must arrive whole and in order.
  @discardableResult
  public nonisolated static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
    bytes.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return true }
      var offset = 0
      while offset < raw.count {
        let written = Glibc.write(fd, base + offset, raw.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR {
          continue
        } else if written < 0, errno == EAGAIN {
          var waiting = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
          if poll(&waiting, 1, 1000) < 0, errno != EINTR { return false }
        } else {
          return false
        }
      }
      return true
    }
  }

  private func received(_ count: Int, _ base: UnsafeMutablePointer<CChar>?) {
    guard count > 0, let base else {
      if count < 0 {  // End of input or an error: the terminal went away.
        let ended = onInputEnd
        onInputEnd = nil
        ended?()
        close()
      }
      return
    }
    let bytes = Array(UnsafeRawBufferPointer(start: base, count: count))
    onData?(bytes)
  }

  private static let read: uv_read_cb = { stream, count, buffer in
    let base = buffer?.pointee.base
    defer { free(base) }
    guard let tty = UVHandle.owner(stream?.pointee.data, as: UVTTY.self) else { return }
    MainActor.assumeIsolated { tty.received(count, base) }
  }
}
