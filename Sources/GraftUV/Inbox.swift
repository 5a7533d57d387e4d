import CLibUV
import Synchronization

/// The thread-safe queue behind ``UVEventLoop/execute(_:)`` and the doorbell that wakes
/// the loop for it.
///
/// Any thread may ``post(_:)``; only the loop thread calls ``takeAll()``. The doorbell
/// (`uv_async_t`) is rung only on the empty→non-empty edge: until the loop takes the
/// queue, a ring is already pending (and `uv_async_send` coalesces anyway).
final class Inbox: Sendable {
  /// One unit of posted work, from ``UVEventLoop/execute(_:)``.
  typealias Item = @Sendable @MainActor () -> Void

  /// `@unchecked`: the doorbell pointer is only handed to `uv_async_send` (thread-safe)
  /// under the lock, and closed by the loop thread after being detached under the lock.
  struct State: @unchecked Sendable {
    var items: [Item] = []
    /// Nil once the loop started shutting down: later posts are dropped.
    var doorbell: UnsafeMutablePointer<uv_async_t>?
  }

  let state: Mutex<State>

  init(doorbell: UnsafeMutablePointer<uv_async_t>?) {
    state = Mutex(State(doorbell: doorbell))
  }

  /// Queues `item` and rings the doorbell if the queue was empty. Any thread.
  ///
  /// - Returns: false if the loop is shut down (the item was dropped).
  @discardableResult
  func post(_ item: @escaping Item) -> Bool {
    state.withLock { state in
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
    state.withLock { state in
      var taken: [Item] = []
      swap(&taken, &state.items)
      return taken
    }
  }

  /// Whether anything is queued.
  var hasPending: Bool { state.withLock { !$0.items.isEmpty } }

  /// Detaches the doorbell (later posts are dropped) and returns it with what was queued.
  func close() -> (UnsafeMutablePointer<uv_async_t>?, [Item]) {
    state.withLock { state in
      let doorbell = state.doorbell
      state.doorbell = nil
      var taken: [Item] = []
      swap(&taken, &state.items)
      return (doorbell, taken)
    }
  }
}
