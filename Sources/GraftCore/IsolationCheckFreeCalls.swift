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
/// dirty scopes. Elsewhere the check costs nothing worth a detour.
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

  /// Sorts `elements` in place by `areInIncreasingOrder` (the standard library's sort, which
  /// is not stable), calling it synchronously.
  package static func sort<Element>(
    _ elements: inout [Element], by areInIncreasingOrder: (Element, Element) -> Bool
  ) {
    elements.sort(by: areInIncreasingOrder)
  }
}
