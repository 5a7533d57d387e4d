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
//              of the Composer API call, an optional explicit key (`c.key(id) { … }`), and what
//              the group holds (node kind, stored types, branch). Same key at the same parent →
//              the same group, even if it moved; otherwise a new group. A composable that wraps
//              a group-making call takes its caller's site (`fileID:line:column:`) and forwards
//              it, so each place it is called from is a group of its own.
// branch       A group around one branch of control flow (`c.branch(id)`, `c.if`): switching
//              branch replaces the group, so the new branch starts fresh.
// slot         A value remembered in a group (`c.remember { … }`), found again by its call site
//              among the group's slots, in order; slots not reached in a composition are
//              forgotten.
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
///
/// Two calls are the same group only if all three parts are equal. A call whose site and
/// explicit key match the child at its position but whose ``content`` differs replaces that
/// child in place (its nodes removed, its leave actions run, a fresh group made) — Compose's
/// replace group, for the branches of control flow and for a call that holds something else
/// this time. A call whose site or explicit key differs is looked for among the siblings
/// (Compose's movable group, for keyed rows).
struct GroupKey: Hashable {
  let site: CallSite
  let explicit: AnyHashable?
  let content: GroupContent

  init(site: CallSite, explicit: AnyHashable? = nil, content: GroupContent = .plain) {
    self.site = site
    self.explicit = explicit
    self.content = content
  }

  /// Whether a call with this key, at the position of a child keyed `other`, replaces it.
  func replaces(_ other: GroupKey) -> Bool {
    site == other.site && explicit == other.explicit && content != other.content
  }
}

/// What a group holds, as part of its key: what a call at one site can make differently from
/// one composition to the next. Comparing it is what makes every cast of a group's stored
/// values total — a group is only ever found again by a call that stores the same types.
enum GroupContent: Hashable {
  /// Nothing that varies (`c.key`, the root).
  case plain
  /// The node an emitting call made (a different kind is a different node).
  case node(NodeKind)
  /// The type of what the group stores: a restartable call's parameters, an effect's key, a
  /// `GraftView`'s controller and inputs.
  case type(ObjectIdentifier)
  /// The composition local a provider provides (its instance).
  case local(ObjectIdentifier)
  /// Which branch of the control flow at the site (`c.branch`, `c.if`).
  case branch(AnyHashable)
}
