/// Groups around control flow — what Compose's compiler puts around each branch of an `if`
/// or a `when`. Switching branch replaces the branch's group: the old branch's nodes are
/// removed, its effects disposed and its remembered values forgotten, and the new branch
/// starts fresh (like SwiftUI's `_ConditionalContent`). Calls after the control flow keep
/// their own groups whichever branch ran, even calls of a composable that does not forward its
/// caller's site.
///
/// A plain Swift `if` or `switch` needs none of this when each branch calls the Composer API,
/// or composables that forward their caller's site: each branch's calls are at sites of their
/// own. Use these when the calls in different branches (or before and after the control flow)
/// share a site.
extension Composer {
  /// Composes `content` as branch `id` of the control flow at this call site: the same group
  /// as long as `id` stays the same, a fresh one (replacing the old) when it changes — for a
  /// `switch`, pass the case; to reset a subtree's state when a value changes, pass the value.
  /// `content` runs once, in this call.
  public func branch<ID: Hashable>(
    _ id: ID, fileID: String = #fileID, line: UInt = #line, column: UInt = #column, _ content: () -> Void
  ) {
    startGroup(
      CallSite(fileID: fileID, line: line, column: column), key: GroupKey.Explicit(id), role: .branch)
    content()
    endGroup()
  }

  /// Composes `then` when `condition` holds, `else` otherwise, each branch in a group of its
  /// own (an empty one when the branch is missing, so calls after it keep their groups):
  /// `c.if(isEditing) { Editor(c) } else: { Viewer(c) }`.
  public func `if`(
    _ condition: Bool, fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
    then: () -> Void, else otherwise: () -> Void = {}
  ) {
    branch(condition, fileID: fileID, line: line, column: column) {
      if condition { then() } else { otherwise() }
    }
  }

  /// Composes `then` with the unwrapped value when `value` is not `nil`, `else` otherwise,
  /// each branch in a group of its own (an `if let` whose branches are distinct groups): the
  /// `then` branch keeps its group while the value changes but stays non-`nil`.
  public func `if`<Value>(
    `let` value: Value?, fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
    then: (Value) -> Void, else otherwise: () -> Void = {}
  ) {
    branch(value != nil, fileID: fileID, line: line, column: column) {
      if let value { then(value) } else { otherwise() }
    }
  }
}
