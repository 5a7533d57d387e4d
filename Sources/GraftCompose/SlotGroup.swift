import GraftCore
import GraftViews

// Glossary — the Compose-style runtime's vocabulary (after Compose's SlotTable.kt)
//
// composable   A Swift function taking a `Composer` first, that emits nodes and calls other
//              composables: `func Counter(_ c: Composer, count: Binding<Int>)`.
// composition  One independently reconciled tree of composables: a root (`Composition`).
// group        The record one composable call leaves in the composition, found again on the
//              next composition by its key. Groups nest as calls nest.
// key          What identifies a group among its siblings: the call site (file, line, column)
//              plus an optional explicit key (`c.key(id) { … }`). Same key at the same parent →
//              the same group, even if it moved; otherwise a new group.
// slot         A value remembered in a group (`c.remember { … }`), found again by position
//              within the group and checked against its call site.
// restartable  A group with its own tracking scope: when state it read changes, only it is
//              re-run (recomposed), not its parent.
// skippable    A restartable group whose parameters did not change and whose scope is clean
//              is skipped: its nodes and children are kept as they are.
// emit         Creating (or updating) a node for a group and placing it at the node cursor of
//              the nearest enclosing node.
// node cursor  Where the next emitted node goes among the children of the enclosing node.

/// The record of one composable call in a composition (see the glossary above).
@MainActor
final class SlotGroup {
  let key: GroupKey
  weak var parent: SlotGroup?
  var children: [SlotGroup] = []
  var slots: [(site: CallSite, value: Any)] = []
  /// The node this group emitted, if it is an emitting group.
  var node: Node?
  /// The restart scope, if the group is restartable.
  var scope: TrackingScope?
  /// The last parameters of a restartable group (for skipping).
  var parameters: Any?
  /// Re-runs a restartable group's body.
  var restart: ((Composer) -> Void)?
  /// The composition locals in effect where this group was composed.
  var locals: CompositionLocalMap
  /// Called when the group leaves the composition (effects' onDispose, interop release).
  var onLeave: [() -> Void] = []
  let depth: Int

  init(key: GroupKey, parent: SlotGroup?, locals: CompositionLocalMap) {
    self.key = key
    self.parent = parent
    self.locals = locals
    depth = (parent?.depth ?? -1) + 1
  }

  /// How many nodes this group contributes to its enclosing node.
  var nodeCount: Int {
    if node != nil { return 1 }
    var count = 0
    for child in children { count += child.nodeCount }
    return count
  }

  /// The group and its subtree leave the composition: scopes disposed, leave actions run
  /// (children first, as Compose disposes effects innermost first).
  func leave() {
    for child in children { child.leave() }
    scope?.dispose()
    for action in onLeave.reversed() { action() }
    onLeave.removeAll()
  }
}

/// A call site: where in the source a composable was called.
public struct CallSite: Hashable, Sendable, CustomStringConvertible {
  public let fileID: String
  public let line: UInt
  public let column: UInt

  public init(fileID: String = #fileID, line: UInt = #line, column: UInt = #column) {
    self.fileID = fileID
    self.line = line
    self.column = column
  }

  public var description: String { "\(fileID):\(line):\(column)" }
}

/// A group's identity among its siblings.
struct GroupKey: Hashable {
  let site: CallSite
  let explicit: AnyHashable?
}
