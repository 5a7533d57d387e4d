/// Calls into modules built without Swift 6's strict concurrency checking (the standard
/// library), made from code that is not isolated to an actor.
///
/// Why: a closure formed in main-actor code and passed to a function of such a module checks,
/// each time it runs, that it runs on the main actor (`swift_task_isCurrentExecutor`: about 70
/// instructions on the loop thread, over 200 outside a task) — the compiler cannot trust that
/// module's signature not to send the closure elsewhere. A closure formed here is not
/// isolated, so it carries no check, and the caller's closure, passed to a Swift 6 function,
/// carries none either. Each function calls its closure synchronously, on the caller's thread,
/// before it returns: the caller's isolation holds throughout.
///
/// Used on the hot paths only: a tracked evaluation's value slot, the update pass's ordering of
/// dirty scopes, a child updated or moved without a retain. Elsewhere the check costs nothing worth a detour.
@usableFromInline
package enum IsolationCheckFreeCalls {
  /// Runs `body` with an uninitialized stack slot for one `T`, which `body` must initialize
  /// exactly once, and returns the value moved out of it. `body` runs once, synchronously.
  @inlinable
  package static func withSlot<T>(of type: T.Type, _ body: (UnsafeMutablePointer<T>) -> Void) -> T {
    withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { buffer in
      let slot = buffer.baseAddress.unsafelyUnwrapped
      body(slot)
      return slot.move()
    }
  }

  /// Runs `body` with an uninitialized stack slot for one `T`, which `body` must leave
  /// uninitialized again when it returns (the value moved out or destroyed). `body` runs once,
  /// synchronously; the slot is valid only during the call.
  ///
  /// For a `T` the caller could not specialize (a view's `Body`), prefer this to
  /// ``withSlot(of:_:)``: the standard library returns a closure's generic result through a
  /// `Result<T, _>`, whose metadata is looked up at run time on every call (~330 instructions
  /// per body evaluation); with nothing returned, nothing generic over `T` is made.
  @inlinable
  package static func withScratchSlot<T>(of type: T.Type, _ body: (UnsafeMutablePointer<T>) -> Void) {
    withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { buffer in
      body(buffer.baseAddress.unsafelyUnwrapped)
    }
  }

  /// Runs `body` with `object`'s instance, not retained for the call: the caller proves it
  /// alive for the whole call (an array it holds keeps it, say, and nothing in `body` can
  /// change that array). `body` runs once, synchronously.
  @inlinable @inline(__always)
  package static func withGuaranteedReference<T: AnyObject, R>(to object: Unmanaged<T>, _ body: (T) -> R) -> R
  {
    object._withUnsafeGuaranteedRef(body)
  }

  /// Runs `body` with `array`'s elements as one mutable buffer (the array made unique first):
  /// a short loop's reads and writes then check neither bounds nor uniqueness per access.
  /// `body` runs once, synchronously, and must not reach `array` itself meanwhile.
  @inlinable @inline(__always)
  package static func withMutableBuffer<Element, R>(
    _ array: inout [Element], _ body: (UnsafeMutableBufferPointer<Element>) -> R
  ) -> R {
    array.withUnsafeMutableBufferPointer { body($0) }
  }

  /// Sorts `elements` in place by `areInIncreasingOrder` (the standard library's sort, which
  /// is not stable), calling it synchronously.
  package static func sort<Element>(
    _ elements: inout [Element], by areInIncreasingOrder: (Element, Element) -> Bool
  ) {
    elements.sort(by: areInIncreasingOrder)
  }
}
