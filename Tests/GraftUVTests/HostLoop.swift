import CLibUV

/// A program's own libuv loop, written the way a C host writes it: it initialises the
/// `uv_loop_t`, owns it, adds its own timers, runs it with `uv_run` and closes it. Tests lend
/// it to Graft with `UVEventLoop(borrowing:)`.
@MainActor
final class HostLoop {
  let raw: UnsafeMutablePointer<uv_loop_t>
  /// The host's own `data`, which Graft must leave alone.
  // swift-format-ignore: NeverForceUnwrap
  // (A non-zero bit pattern: never nil.)
  let sentinel = UnsafeMutableRawPointer(bitPattern: 0x5EED)!

  init() {
    raw = .allocate(capacity: 1)
    precondition(uv_loop_init(raw) == 0, "uv_loop_init failed")
    raw.pointee.data = sentinel
  }

  /// One `uv_run` in `mode`; its result.
  @discardableResult
  func run(_ mode: uv_run_mode = UV_RUN_DEFAULT) -> Int32 { uv_run(raw, mode) }

  /// Every handle on the loop (closing ones included), as `uv_walk` sees them.
  func handles() -> [UnsafeMutablePointer<uv_handle_t>] {
    var found: [UnsafeMutablePointer<uv_handle_t>] = []
    withUnsafeMutablePointer(to: &found) { list in
      uv_walk(
        raw,
        { handle, context in
          guard let handle, let context else { return }
          context.assumingMemoryBound(to: [UnsafeMutablePointer<uv_handle_t>].self).pointee.append(handle)
        }, list)
    }
    return found
  }

  /// `uv_loop_close`; frees the loop when it answers 0.
  func close() -> Int32 {
    let result = uv_loop_close(raw)
    if result == 0 { raw.deallocate() }
    return result
  }

  /// Starts a host timer: `tick` runs every `interval` milliseconds (first after `delay`)
  /// until the timer is closed. `referenced: false` makes it a watchdog that does not keep
  /// `uv_run` alive.
  @discardableResult
  func startTimer(
    after delay: UInt64, every interval: UInt64, referenced: Bool = true,
    _ tick: @escaping @MainActor (HostTimer) -> Void
  ) -> HostTimer {
    let timer = HostTimer(loop: raw, tick: tick)
    precondition(uv_timer_start(timer.handle, HostTimer.fired, delay, interval) == 0)
    if !referenced { uv_unref(timer.base) }
    return timer
  }
}

/// A host timer; retained by its handle until its close callback ran.
@MainActor
final class HostTimer {
  let handle: UnsafeMutablePointer<uv_timer_t>
  let tick: @MainActor (HostTimer) -> Void
  private(set) var isClosed = false
  var base: UnsafeMutablePointer<uv_handle_t> {
    UnsafeMutableRawPointer(handle).assumingMemoryBound(to: uv_handle_t.self)
  }

  init(loop: UnsafeMutablePointer<uv_loop_t>, tick: @escaping @MainActor (HostTimer) -> Void) {
    handle = .allocate(capacity: 1)
    self.tick = tick
    precondition(uv_timer_init(loop, handle) == 0)
    handle.pointee.data = Unmanaged.passRetained(self).toOpaque()
  }

  func close() {
    guard !isClosed else { return }
    isClosed = true
    uv_close(base) { handle in
      guard let handle else { return }
      if let data = handle.pointee.data { Unmanaged<HostTimer>.fromOpaque(data).release() }
      UnsafeMutableRawPointer(handle).deallocate()
    }
  }

  static let fired: uv_timer_cb = { handle in
    guard let data = handle?.pointee.data else { return }
    let timer = Unmanaged<HostTimer>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated { timer.tick(timer) }
  }
}
