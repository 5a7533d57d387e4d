import CLibUV
import Glibc

/// The thread-safe queue behind ``UVEventLoop/execute(_:)`` and the doorbell that wakes
/// the loop for it.
///
/// Any thread may ``post(_:)``; only the loop thread calls ``takeAll()``. The doorbell
/// (`uv_async_t`) is rung only on the empty→non-empty edge: until the loop takes the
/// queue, a ring is already pending (and `uv_async_send` coalesces anyway).
///
/// The lock is a `pthread_mutex_t` rather than `Synchronization.Mutex`: on Linux the
/// latter locks with futex syscalls and uninstrumented stdlib atomics that
/// ThreadSanitizer cannot see, so every hand-off through it was reported as a race
/// (observed with Swift 6.3.1, `swift test --sanitize=thread`). `@unchecked Sendable`:
/// `state` is only touched under `mutex`.
final class Inbox: @unchecked Sendable {
  /// One unit of posted work, from ``UVEventLoop/execute(_:)``.
  typealias Item = @Sendable @MainActor () -> Void

  struct State {
    var items: [Item] = []
    /// Nil once the loop started shutting down: later posts are dropped.
    var doorbell: UnsafeMutablePointer<uv_async_t>?
  }

  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var unguardedState: State

  init(doorbell: UnsafeMutablePointer<uv_async_t>?) {
    mutex = .allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
    unguardedState = State(doorbell: doorbell)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  private func withLock<R>(_ body: (inout State) -> R) -> R {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return body(&unguardedState)
  }

  /// Queues `item` and rings the doorbell if the queue was empty. Any thread.
  ///
  /// - Returns: false if the loop is shut down (the item was dropped).
  @discardableResult
  func post(_ item: @escaping Item) -> Bool {
    withLock { state in
      guard let doorbell = state.doorbell else { return false }
      state.items.append(item)
      // uv_async_send is async-signal-safe and thread-safe; calling it under the lock
      // keeps it ordered before shutdown's uv_close of the doorbell.
      if state.items.count == 1 { uv_async_send(doorbell) }
      return true
    }
  }

  /// Removes and returns everything queued, in post order. Loop thread.
  func takeAll() -> [Item] {
    withLock { state in
      var taken: [Item] = []
      swap(&taken, &state.items)
      return taken
    }
  }

  /// Whether anything is queued.
  var hasPending: Bool { withLock { !$0.items.isEmpty } }

  /// Detaches the doorbell (later posts are dropped) and returns it with what was queued.
  func close() -> (UnsafeMutablePointer<uv_async_t>?, [Item]) {
    withLock { state in
      let doorbell = state.doorbell
      state.doorbell = nil
      var taken: [Item] = []
      swap(&taken, &state.items)
      return (doorbell, taken)
    }
  }
}
