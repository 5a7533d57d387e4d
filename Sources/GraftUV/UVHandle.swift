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

/// A GraftUV object that owns one libuv handle: the handle's `data` retains it from
/// ``UVHandle/adopt(_:by:on:)`` until the handle's close callback, so it lives as long as libuv
/// may call it back, and the loop's shutdown closes it.
@MainActor
protocol UVHandleOwner: AnyObject {
  /// Closes the handle (the loop's shutdown calls it too). Idempotent.
  func close()
}

extension UVHandle {
  /// Makes `owner` the context of `handle` (its `data` retains the owner, released in the
  /// close callback of ``closeAdopted(_:by:on:)``) and registers `owner.close()` to run at
  /// `loop`'s shutdown. Call it once, at the end of the owner's init.
  @MainActor
  static func adopt<T, Owner: UVHandleOwner>(
    _ handle: UnsafeMutablePointer<T>, by owner: Owner, on loop: UVEventLoop
  ) {
    base(handle).pointee.data = Unmanaged.passRetained(owner).toOpaque()
    loop.ownedHandleClosers[ObjectIdentifier(owner)] = { [weak owner] in owner?.close() }
  }

  /// Unregisters `owner` from `loop`'s shutdown and closes `handle`, adopted by `owner`; the
  /// close callback (a later loop iteration) releases the owner and frees the handle's memory.
  @MainActor
  static func closeAdopted<T>(
    _ handle: UnsafeMutablePointer<T>, by owner: some UVHandleOwner, on loop: UVEventLoop?
  ) {
    loop?.ownedHandleClosers[ObjectIdentifier(owner)] = nil
    uv_close(base(handle), releaseOwnerAndFree)
  }

  /// The owner a callback's handle `data` points to (not retained), if any. libuv calls back
  /// on the loop thread, the main actor's.
  @MainActor
  static func owner<Owner: AnyObject>(_ data: UnsafeMutableRawPointer?, as type: Owner.Type) -> Owner? {
    data.map { Unmanaged<Owner>.fromOpaque($0).takeUnretainedValue() }
  }

  private static let releaseOwnerAndFree: uv_close_cb = { handle in
    if let data = handle?.pointee.data { Unmanaged<AnyObject>.fromOpaque(data).release() }
    UnsafeMutableRawPointer(handle)?.deallocate()
  }
}
