import GraftCore
import GraftSeam

// Glossary — the Compose-style runtime's vocabulary (after Compose's SlotTable.kt)
//
// composable   A Swift function taking a `Composer` first, that emits nodes and calls other
//              composables: `func Counter(_ c: Composer, count: Binding<Int>)`.
// composition  One independently reconciled tree of composables: a root (`Composition`).
// group        The record one composable call leaves in the composition, found again on the
//              next composition by its key. Groups nest as calls nest.
// key          What identifies a group among its siblings: the call site (file, line, column)
//              of the Composer API call plus an optional explicit key (`c.key(id) { … }`). Same
//              key at the same parent → the same group, even if it moved; otherwise a new
//              group. A group found for a call but holding something else (another node kind,
//              parameter type, effect key type, controller type, local) is replaced by a fresh
//              one. A composable that wraps a group-making call takes its caller's site
//              (`fileID:line:column:`) and forwards it, so each place it is called from is a
//              group of its own.
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
package final class SlotGroup {
  let key: GroupKey
  /// The enclosing group. `unowned`, not `weak`: a parent holds its children, and a group that
  /// left the composition is never walked up from again (its scope is disposed, so it is never
  /// recomposed). A weak reference would give every group a side table, making every retain and
  /// release of it (several per group per composition) take the runtime's slow path.
  unowned var parent: SlotGroup?
  /// The child groups, in the order of their nodes. Touched only by the `Composer` (and the
  /// `Composition` walking it), on the loop thread, never while another access to it is open —
  /// so without the dynamic exclusivity check, which costs more than a skipped row's other work.
  @exclusivity(unchecked) var children: [SlotGroup] = []
  /// Values remembered in the group. Read at the end of every group's composition; touched
  /// only by the `Composer`, on the loop thread, never while another access to it is open —
  /// so without the dynamic exclusivity check, which would cost more than the read.
  @exclusivity(unchecked) var slots: [(site: CallSite, value: Any)] = []
  /// The node this group emitted, if it is an emitting group. Read for every skipped group
  /// (`nodeCount`); exclusivity as `children`.
  @exclusivity(unchecked) package var node: Node?
  /// Where ``node`` was when the group was last composed or placed: its index among its
  /// parent node's children. A hint, checked before it is used (nodes before it may have come
  /// or gone since); exclusivity as `children`.
  @exclusivity(unchecked) var nodeIndexHint = -1
  /// What the call that made the group stores in it — its parameters' or key's type, the
  /// local it provides — for calls whose stored values are cast back (see
  /// `Composer.startGroup`); `nil` for the others.
  let content: ObjectIdentifier?
  /// Whether the group is a `c.key` group (its explicit key must be unique among siblings).
  let isKeyed: Bool
  /// Whether this group's emit gave ``node`` handlers (see `Composer.emit`): an emit without
  /// handlers then clears them, and one without handlers on a node without them skips the
  /// tree. Exclusivity as `children`. (Declared next to `isKeyed`, in its padding.)
  @exclusivity(unchecked) var setsHandlers = false
  /// The restart scope, if the group is restartable (exclusivity as `children`).
  @exclusivity(unchecked) var scope: TrackingScope?
  /// The `@Observable` reads of the restart scope's last evaluation (made with the scope).
  /// Read before and written after an evaluation, each access instantaneous (exclusivity as
  /// `children`).
  @exclusivity(unchecked) private var observation: ObservationTracker?
  /// The last parameters of a restartable group (for skipping): a `ParameterBox` of the
  /// type the group's `content` names, so it is read back without a dynamic cast and updated
  /// in place without boxing the parameters again. Loop thread only, exclusivity as `children`.
  @exclusivity(unchecked) var parameters: AnyObject?
  /// Re-runs a restartable group's body (exclusivity as `children`: copied out before it runs).
  /// A `call` group's is its ``ParameterBox`` (one object for both, updated in place).
  @exclusivity(unchecked) var restart: GroupRestart?
  /// The composition locals in effect where this group was composed (exclusivity as
  /// `children`).
  @exclusivity(unchecked) var locals: CompositionLocalMap
  /// Called when the group leaves the composition (effects' onDispose, interop release).
  /// Exclusivity as `children`: `leave` copies the actions out before running them.
  @exclusivity(unchecked) package var onLeave: [() -> Void] = []
  package let depth: Int

  init(
    key: GroupKey, parent: SlotGroup?, locals: CompositionLocalMap, isKeyed: Bool = false,
    content: ObjectIdentifier? = nil
  ) {
    self.key = key
    self.parent = parent
    self.locals = locals
    self.isKeyed = isKeyed
    self.content = content
    depth = (parent?.depth ?? -1) + 1
  }

  /// Runs `body` in the restart scope (which must be set), recording what it reads —
  /// tracked state and `@Observable` properties alike.
  ///
  /// What `TrackingScope.evaluate(observing:on:_:)` does, with `loop` evaluated only if `body`
  /// read an `@Observable` property (the tracker's own contract): the composer's loop is read
  /// through its `unowned` graph, a strong load and a release per restarted or called group.
  func evaluate(on loop: @autoclosure () -> any EventLoop, _ body: () -> Void) {
    guard let scope else { return body() }
    var tracker = observation ?? ObservationTracker(viewType: SlotGroup.self)
    defer { observation = tracker }
    scope.evaluate { tracker.evaluate(body, invalidating: scope, on: loop()) }
  }

  /// Whether the group's key is `other`, compared where it is stored (reading `key` out to
  /// compare it copies it: a `String` and an enum with an `AnyHashable` case, per row).
  func hasKey(_ other: GroupKey) -> Bool { key == other }

  /// Whether the group's key is the one `site` and `explicit` make (``hasKey(_:)`` without
  /// making that key): the line and column first, the file name last (equal names of one
  /// call site share their storage, so that compare is short).
  func hasKey(site: CallSite, explicit: GroupKey.Explicit) -> Bool {
    key.site.line == site.line && key.site.column == site.column && key.explicitKey == explicit
      && key.site.fileID == site.fileID
  }

  /// Whether the group's key is `site` without an explicit key (``hasKey(site:explicit:)``
  /// without making the empty explicit key).
  func hasKey(unkeyedSite site: CallSite) -> Bool {
    key.site.line == site.line && key.site.column == site.column && key.explicitKey.isNone
      && key.site.fileID == site.fileID
  }

  /// How many nodes this group contributes to its enclosing node.
  var nodeCount: Int {
    if node != nil { return 1 }
    var count = 0
    for index in children.indices { count += children[index].nodeCount }
    return count
  }

  /// How many nodes `groups` contribute together. A plain loop, not `reduce`: a closure formed
  /// in main-actor code and passed to the standard library checks its executor at every call
  /// (`swift_task_isCurrentExecutor`, ~200 instructions per group; see GraftCore's
  /// `IsolationCheckFreeCalls`) — per removed row of a cleared list.
  static func nodeCount(of groups: ArraySlice<SlotGroup>) -> Int {
    var count = 0
    for group in groups { count += group.nodeCount }
    return count
  }

  /// The group owning the first node this group contributes to its enclosing node (itself,
  /// or a descendant), if it contributes any.
  var firstNodeGroup: SlotGroup? {
    if node != nil { return self }
    for index in children.indices {
      if let first = children[index].firstNodeGroup { return first }
    }
    return nil
  }

  /// The group owning the last node this group contributes, if it contributes any.
  var lastNodeGroup: SlotGroup? {
    if node != nil { return self }
    for index in children.indices.reversed() {
      if let last = children[index].lastNodeGroup { return last }
    }
    return nil
  }

  /// The index of this group's ``node`` among `container`'s children, looking from `start` on:
  /// the ``nodeIndexHint`` when it is still right, else found by a scan of node references
  /// (and remembered). `nil` if the node is not there.
  func nodeIndex(in container: Node, from start: Int) -> Int? {
    guard let node else { return nil }
    let children = container.children
    if nodeIndexHint >= start, nodeIndexHint < children.count, children[nodeIndexHint] === node {
      return nodeIndexHint
    }
    var index = max(start, 0)
    while index < children.count {
      if children[index] === node {
        nodeIndexHint = index
        return index
      }
      index += 1
    }
    return nil
  }

  /// The group and its subtree leave the composition: scopes disposed, leave actions run
  /// (children first, as Compose disposes effects innermost first).
  func leave() {
    for child in children { child.leave() }
    scope?.dispose()
    observation?.retire()
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

/// A group's identity among its siblings: the call site plus an optional explicit key.
/// Same key at the same parent → the same group, looked for among the siblings if it moved
/// (Compose's movable group) — except that a branch's group is replaced in place by the
/// other branch of the same site (Compose's replace group; see `Composer.startGroup`).
package struct GroupKey: Hashable {
  let site: CallSite
  let explicitKey: Explicit

  init(site: CallSite, explicit: Explicit = .none) {
    self.site = site
    self.explicitKey = explicit
  }

  package static func == (lhs: GroupKey, rhs: GroupKey) -> Bool {
    lhs.explicitKey == rhs.explicitKey && lhs.site == rhs.site
  }

  /// Hashes the explicit key and the site's line and column, not its file: the keys hashed
  /// together are siblings (the keys ahead, when siblings reorder), so they are told apart by
  /// their keys and lines, and hashing a file name per row cost more than the rest of the key.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(explicitKey)
    hasher.combine(site.line)
    hasher.combine(site.column)
  }

  /// The explicit key as the caller gave it, if there is one (for diagnostics).
  var explicit: AnyHashable? { explicitKey.base }

  /// An explicit key. An `Int` key — the common row id — is stored as it is, so comparing
  /// two keys (once per row per composition) is an integer compare, not an `AnyHashable`
  /// one. (Unlike `AnyHashable`, an `Int` key and an equal key of another integer type are
  /// different keys; the keys given at one site have one type.)
  ///
  /// A struct of a kind, an integer and an optional `AnyHashable` rather than an enum with an
  /// `AnyHashable` case: comparing a group's stored key with a call's (once per group per
  /// composition) reads the kind and the integer in place, where matching the enum's cases
  /// copied both values out (outlined copies and destroys of the `AnyHashable` payload).
  package struct Explicit: Hashable {
    private enum Kind: UInt8 {
      case none, int, other
    }

    // Declared in this order so `kind` sits in the padding after `other` (56 bytes, not 64).
    /// Any other key (`kind == .other`), else `nil`.
    private let other: AnyHashable?
    private let kind: Kind
    /// The `Int` key (`kind == .int`), else 0.
    private let int: Int

    private init(kind: Kind, int: Int, other: AnyHashable?) {
      self.other = other
      self.kind = kind
      self.int = int
    }

    /// No explicit key.
    package static var none: Explicit { Explicit(kind: .none, int: 0, other: nil) }

    init<Key: Hashable>(_ key: Key) {
      if Key.self == Int.self {
        self.init(kind: .int, int: unsafeBitCast(key, to: Int.self), other: nil)
      } else {
        self.init(kind: .other, int: 0, other: AnyHashable(key))
      }
    }

    /// Whether there is no explicit key.
    var isNone: Bool { kind == .none }

    /// The key as the caller gave it, if there is one (for diagnostics).
    var base: AnyHashable? {
      switch kind {
      case .none: nil
      case .int: AnyHashable(int)
      case .other: other
      }
    }

    /// Whether this is the same key: the kinds and integers first, the `AnyHashable`s only
    /// for keys of another type.
    package static func == (lhs: Explicit, rhs: Explicit) -> Bool {
      lhs.kind == rhs.kind && lhs.int == rhs.int && (lhs.kind != .other || lhs.other == rhs.other)
    }

    package func hash(into hasher: inout Hasher) {
      hasher.combine(kind)
      hasher.combine(int)
      if kind == .other { hasher.combine(other) }
    }
  }
}

/// What re-runs a restartable group's body when its scope is invalidated (see
/// `SlotGroup.restart`): `Composition.recompose` calls ``restart(_:)`` on the loop thread, in
/// the update pass, with the composer placed at the group. Subclasses keep what the body needs,
/// updated in place when the group's call runs again — no closure made per call.
@MainActor
class GroupRestart {
  /// Runs the group's body with `composer`. Must be overridden.
  func restart(_ composer: Composer) {
    preconditionFailure("GroupRestart.restart(_:) must be overridden")
  }
}

/// A restartable group's last parameters, stored by type (see `SlotGroup.parameters`), and
/// the function its body runs with them: the group's ``GroupRestart`` too.
@MainActor
final class ParameterBox<Parameters>: GroupRestart {
  // Loop thread only, without the dynamic exclusivity check: written only by the group's `call`,
  // which never runs inside this group's own body (the body's calls are its children's), so no
  // write overlaps the read that passes `value` to `function` in `restart`.
  @exclusivity(unchecked) var value: Parameters
  @exclusivity(unchecked) var function: (Composer, Parameters) -> Void

  init(_ value: Parameters, function: @escaping (Composer, Parameters) -> Void) {
    self.value = value
    self.function = function
  }

  override func restart(_ composer: Composer) { function(composer, value) }

  /// This class, through ``RecentParameterBoxClasses`` (stored on a miss): naming
  /// `ParameterBox<Parameters>` in `Composer.call`'s generic code looked its metadata up at run
  /// time (~327 instructions per group made).
  @inline(__always) static var boxClass: ParameterBox<Parameters>.Type {
    // Sound: only this line remembers a class for `Parameters`: `ParameterBox<Parameters>`.
    unsafeBitCast(
      RecentParameterBoxClasses.classes.recalled(for: Parameters.self) { ParameterBox<Parameters>.self },
      to: ParameterBox<Parameters>.Type.self)
  }
}

/// The `ParameterBox` classes made last, by parameters type (a generic class cannot have a
/// static stored property of its own). Unchecked exclusivity: loop thread only, every access
/// instantaneous.
@MainActor
enum RecentParameterBoxClasses {
  @exclusivity(unchecked) static var classes = RecentClasses()
}

/// How `Composer.startGroup` treats a group whose key is not where expected.
package enum GroupRole {
  /// Looked for among the siblings if it moved (a composable call, a node, an effect…).
  case call
  /// Like `.call`; an explicit key (`c.key`) two siblings share is reported as a duplicate.
  case keyed
  /// A branch of control flow: replaces the other branch of its site in place.
  case branch
}
