import CLibUV

/// Helpers for libuv handles allocated with `UnsafeMutablePointer.allocate(capacity: 1)`.
///
/// The rule every handle in GraftUV follows: the memory is freed only in the `uv_close`
/// callback, never earlier, because libuv still touches the handle until that callback ran.
enum UVHandle {
  /// Views any `uv_xxx_t` pointer as the `uv_handle_t` it starts with.
  static func base<T>(_ handle: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<uv_handle_t> {
    UnsafeMutableRawPointer(handle).assumingMemoryBound(to: uv_handle_t.self)
  }

  /// Views a `uv_pipe_t`, `uv_tcp_t` or `uv_tty_t` pointer as the `uv_stream_t` it starts with.
  static func stream<T>(_ handle: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<uv_stream_t> {
    UnsafeMutableRawPointer(handle).assumingMemoryBound(to: uv_stream_t.self)
  }

  /// Closes `handle`; its memory is freed in the close callback (a later loop iteration).
  ///
  /// Whatever `handle.data` points to must be owned elsewhere: it is not released here.
  static func closeAndFree<T>(_ handle: UnsafeMutablePointer<T>) {
    let raw = base(handle)
    guard uv_is_closing(raw) == 0 else { return }
    uv_close(raw) { closed in
      UnsafeMutableRawPointer(closed)?.deallocate()
    }
  }
}
