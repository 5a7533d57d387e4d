import GraftCore
import GraftSeam

/// Walks a composition while composable functions run, matching each call to its group from
/// the previous composition (positional memoization), and applies the resulting node changes
/// through the composition's `ComposeApplier`.
///
/// Contract: composables run on the loop thread inside the composition's update pass, first
/// when the composition mounts, then whenever a restartable group they belong to is
/// invalidated or its parent recomposes it with new parameters. A composable must not keep
/// the `Composer` beyond its call.
@MainActor
public final class Composer {
  struct Frame {
    let group: SlotGroup
    var nextChild = 0
    var nextSlot = 0
    /// What finding keys out of place among the group's children noted; `nil` until a key is
    /// not where expected (most compositions of a group). Kept in an object, made then, so
    /// pushing and popping a frame (once per group per composition) copies and destroys one
    /// optional reference here rather than an array and a set.
    var reorder: Reorder?

    /// Whether children were passed over and are still unclaimed.
    var hasDisplaced: Bool { reorder.map { !$0.displaced.isEmpty } ?? false }
  }

  /// A frame's record of its children's reordering (see `Frame.reorder`). Loop thread only,
  /// used by the composer while the frame is the innermost one or being ended.
  final class Reorder {
    /// Children passed over (left in place, before `nextChild`) because the keys called
    /// next were found after them: claimed by a later call, or removed at the group's end.
    var displaced: [SlotGroup] = []
    /// The keys of the children not yet visited, taken at the first key that was not where
    /// expected. A key missing from it cannot be found by searching on, so a new group is
    /// made without searching (a superset: found keys are still searched for). Taking it is
    /// also where two `c.key` children with one key are noticed (see `mayFindAhead`).
    var keysAhead: Set<GroupKey>?
  }

  /// The composition being composed. `unowned`: the composition keeps its idle composer for
  /// the next recomposition (see `Composition.recompose`), and a composer is used only while
  /// its composition runs it (a composable must not keep it).
  package unowned let composition: Composition
  package let applier: ComposeApplier
  /// The graph the composition belongs to (kept here: reading it through the `unowned`
  /// composition would cost a strong load per use).
  public unowned let graph: UpdateGraph
  /// The composition's root locals (kept here, as `graph`).
  private let rootLocals: CompositionLocalMap
  /// The groups being composed, innermost last. Loop thread only, never accessed while
  /// another access is open: without the dynamic exclusivity check (several per group).
  @exclusivity(unchecked) private var frames: [Frame] = []

  init(composition: Composition) {
    self.composition = composition
    applier = composition.applier
    graph = composition.graph
    rootLocals = composition.rootLocals
    // One allocation for the usual nesting depth, rather than regrowing at each level.
    frames.reserveCapacity(8)
  }

  /// Whether no group is being composed: the composer can run another composition.
  var isIdle: Bool { frames.isEmpty }

  /// The Graft environment of the composition's host position (tracked when read).
  public var environment: EnvironmentValues { composition.environment }

  package var currentLocals: CompositionLocalMap { frames.last?.group.locals ?? rootLocals }

  var currentGroup: SlotGroup { frames[frames.count - 1].group }

  // MARK: Groups

  /// Starts the group for a call at `site` with an explicit key (the overload below for calls
  /// without one), reusing the matching group from the previous composition — moving it, and
  /// its nodes, if it moved — or creating one. Returns the group and whether it is new.
  ///
  /// `content` is what the call stores in its group that it casts back (a type), or the local
  /// it provides: a group found for the key that holds another content is replaced by a
  /// fresh one (its nodes removed at the cursor, its leave actions run).
  ///
  /// A `.branch` group (Compose's replace group) whose key is not the one at its position
  /// replaces the child there if that child is from the same site (the other branch): its
  /// nodes are removed at the cursor and it leaves the composition before the new group is
  /// made, without searching the siblings. `.keyed` groups (`c.key`) that share a key are
  /// reported as duplicates when their siblings are reordered (see `mayFindAhead`).
  ///
  /// A parent's children stay in the order of their nodes. When the key is found further on,
  /// the groups in between are either passed over (displaced: left in place, claimed by a
  /// later call or removed at the parent's end — one change each) or, when they outnumber
  /// the groups after the found one, the found group is moved forward (one change). So
  /// removing a row or moving one costs one change, not a move of every row after it.
  @discardableResult
  package func startGroup(
    _ site: CallSite, key explicit: GroupKey.Explicit, role: GroupRole = .call,
    holding content: ObjectIdentifier? = nil
  ) -> (group: SlotGroup, isNew: Bool) {
    if let group = reuseGroupInPlace(holding: content, where: { $0.hasKey(site: site, explicit: explicit) }) {
      return (group, false)
    }
    return startMovedOrNewGroup(
      GroupKey(site: site, explicit: explicit), role: role, holding: content, in: currentGroup,
      at: frames[frames.count - 1].nextChild)
  }

  /// ``startGroup(_:key:role:holding:)`` without an explicit key (a node, a `call`, an
  /// effect…: most groups): its common case compares no explicit key, so none is made and
  /// destroyed per call.
  @discardableResult
  package func startGroup(
    _ site: CallSite, role: GroupRole = .call, holding content: ObjectIdentifier? = nil
  ) -> (group: SlotGroup, isNew: Bool) {
    if let group = reuseGroupInPlace(holding: content, where: { $0.hasKey(unkeyedSite: site) }) {
      return (group, false)
    }
    return startMovedOrNewGroup(
      GroupKey(site: site), role: role, holding: content, in: currentGroup,
      at: frames[frames.count - 1].nextChild)
  }

  /// The common case of `startGroup`: the innermost frame's next child is the call's group
  /// (`hasKey`) and holds what the call stores — it is started (its frame pushed) and
  /// returned; else `nil` and nothing changed. Compares the key where it is stored, without
  /// making a `GroupKey` (a copy of the site's file name and of the explicit key per group per
  /// composition).
  @inline(__always)
  private func reuseGroupInPlace(
    holding content: ObjectIdentifier?, where hasKey: (SlotGroup) -> Bool
  ) -> SlotGroup? {
    let top = frames.count - 1
    let parent = frames[top].group
    let position = frames[top].nextChild
    guard position < parent.children.count else { return nil }
    let candidate = parent.children[position]
    guard hasKey(candidate), candidate.content == content else { return nil }
    frames[top].nextChild = position + 1
    // `currentLocals`: the parent's, as the parent's frame is the innermost one. Two empty
    // maps (no local provided above: the usual case) are the same map, so the write — a
    // release of the old map and a retain of the new one — is skipped.
    if !(candidate.locals.entries.isEmpty && parent.locals.entries.isEmpty) {
      candidate.locals = parent.locals
    }
    frames.append(Frame(group: candidate))
    return candidate
  }

  /// The rest of ``startGroup(_:key:role:holding:)``: the child at `position` of `parent` (the
  /// innermost frame's group) is not this call's, or holds something else.
  private func startMovedOrNewGroup(
    _ key: consuming GroupKey, role: GroupRole, holding content: ObjectIdentifier?, in parent: SlotGroup,
    at position: Int
  ) -> (group: SlotGroup, isNew: Bool) {
    let top = frames.count - 1
    frames[top].nextChild += 1
    if position >= parent.children.count, !frames[top].hasDisplaced {
      // No child is left to find (a new row, a new group's children): a new group, without
      // searching the (no) displaced children or hashing the (no) keys ahead. Returned here,
      // so the key moves into the group (no copy of it) and the group keeps the locals it was
      // made with (the current ones).
      let group = insertNewGroup(key, role: role, holding: content, in: parent, at: position)
      frames.append(Frame(group: group))
      return (group, true)
    }
    let site = key.site
    var isNew = false
    var group: SlotGroup
    if position < parent.children.count, parent.children[position].hasKey(key) {
      group = parent.children[position]
    } else if role == .branch, position < parent.children.count, parent.children[position].key.site == site {
      group = replace(
        parent.children[position], at: position, in: parent, key: key, isKeyed: false, content: content)
      isNew = true
    } else if let claimed = claimDisplaced(key, in: parent, at: position) {
      group = claimed
    } else if mayFindAhead(key, in: parent, from: position),
      let found = parent.children[position...].firstIndex(where: { $0.hasKey(key) })
    {
      group = parent.children[found]
      if found - position <= parent.children.count - found - 1 {
        let reorder = reorder(ofFrameAt: top)
        for passed in parent.children[position..<found] {
          reorder.displaced.append(passed)
          applier.skipNodes(passed.nodeCount)
        }
        frames[top].nextChild = found + 1
      } else {
        applier.moveNodes(of: group, amongSiblingsOf: parent, from: found, to: position)
        parent.children.remove(at: found)
        parent.children.insert(group, at: position)
      }
    } else {
      group = insertNewGroup(copy key, role: role, holding: content, in: parent, at: position)
      isNew = true
    }
    if !isNew, group.content != content {
      // Found for this key but storing something else: it belongs to another call that shared
      // the key (a generic composable called with another type, a composable that did not
      // forward its caller's site). A mismatch is a key mismatch, so every cast of a group's
      // stored values succeeds. Every path above leaves the group just before `nextChild`.
      group = replace(
        group, at: frames[top].nextChild - 1, in: parent, key: key, isKeyed: role == .keyed, content: content)
      isNew = true
    }
    group.locals = currentLocals
    frames.append(Frame(group: group))
    return (group, isNew)
  }

  /// A new group for `key`, with the current locals, inserted among `parent`'s children at
  /// `position`.
  private func insertNewGroup(
    _ key: consuming GroupKey, role: GroupRole, holding content: ObjectIdentifier?, in parent: SlotGroup,
    at position: Int
  ) -> SlotGroup {
    let group = SlotGroup(
      key: key, parent: parent, locals: currentLocals, isKeyed: role == .keyed, content: content)
    // Room for a few children at once: inserting one at a time grows the array twice on the
    // way to four (a row's stack), each growth an allocation and a copy.
    if parent.children.isEmpty { parent.children.reserveCapacity(4) }
    // At the end (every group of a new row, an appended row): an append, not the generic
    // `insert(_:at:)` (a `replaceSubrange` of one element, several times the work).
    if position == parent.children.count {
      parent.children.append(group)
    } else {
      parent.children.insert(group, at: position)
    }
    return group
  }

  /// Replaces the group just started (the innermost frame, not yet composed into) with a
  /// fresh one with the same key, in its place: its nodes — at the cursor — are removed and
  /// it leaves the composition. For a call that finds its group holding something else.
  func replaceStartedGroup() -> SlotGroup {
    let old = frames.removeLast().group
    let parent = currentGroup
    // Every path of `startGroup` leaves the started group just before `nextChild`.
    let index = frames[frames.count - 1].nextChild - 1
    let group = replace(old, at: index, in: parent, key: old.key, isKeyed: old.isKeyed, content: old.content)
    frames.append(Frame(group: group))
    return group
  }

  /// Removes `old` (at `index` in `parent`, its nodes at the cursor) and puts a new group in
  /// its place.
  private func replace(
    _ old: SlotGroup, at index: Int, in parent: SlotGroup, key: GroupKey, isKeyed: Bool,
    content: ObjectIdentifier?
  ) -> SlotGroup {
    applier.removeNodes(count: old.nodeCount)
    old.leave()
    let group = SlotGroup(key: key, parent: parent, locals: currentLocals, isKeyed: isKeyed, content: content)
    parent.children[index] = group
    return group
  }

  /// Reports `c.key` siblings sharing a key (`duplicateID`), once per key and site: they are
  /// told apart only by their order, which is about to change. (Siblings without an explicit
  /// key, or branches, share keys in loops by design.)
  private func reportDuplicates(among children: ArraySlice<SlotGroup>) {
    var seen = Set<GroupKey>()
    for child in children where child.isKeyed && !seen.insert(child.key).inserted {
      reportDuplicate(child.key)
    }
  }

  private func reportDuplicate(_ key: GroupKey) {
    guard let explicit = key.explicit else { return }
    graph.reportOnce(
      Diagnostic(
        kind: .duplicateID,
        message:
          "c.key(\(explicit.base)) at \(key.site) in \(composition.name): another call at this site has "
          + "the same key among the same siblings; they are told apart only by their order, so their state "
          + "moves between them when the order changes. Give each a distinct key."))
  }

  /// Whether a child with `key` may sit at or after `position`: `false` is certain, so a
  /// call with a new key (a list whose rows were all replaced) costs no linear search.
  ///
  /// Taking the keys ahead — the first time the children's order changes in this composition
  /// of the parent — is also when `c.key` children sharing a key are reported: that is when
  /// their state would move between them, and the keys are hashed anyway.
  private func mayFindAhead(_ key: GroupKey, in parent: SlotGroup, from position: Int) -> Bool {
    let top = frames.count - 1
    let reorder = reorder(ofFrameAt: top)
    if let keysAhead = reorder.keysAhead { return keysAhead.contains(key) }
    let ahead = parent.children[min(position, parent.children.count)...]
    let keysAhead = Set(ahead.map(\.key))
    if keysAhead.count < ahead.count { reportDuplicates(among: ahead) }
    reorder.keysAhead = keysAhead
    return keysAhead.contains(key)
  }

  /// The reordering record of the frame at `index`, made if it has none.
  private func reorder(ofFrameAt index: Int) -> Reorder {
    if let reorder = frames[index].reorder { return reorder }
    let reorder = Reorder()
    frames[index].reorder = reorder
    return reorder
  }

  /// Takes the displaced child with `key` back, if there is one: its nodes move to the
  /// cursor and it becomes the child before `position`.
  private func claimDisplaced(_ key: GroupKey, in parent: SlotGroup, at position: Int) -> SlotGroup? {
    let top = frames.count - 1
    guard let reorder = frames[top].reorder,
      let which = reorder.displaced.firstIndex(where: { $0.hasKey(key) }),
      let index = parent.children[..<position].firstIndex(where: { $0 === reorder.displaced[which] })
    else { return nil }
    let group = reorder.displaced.remove(at: which)
    applier.moveToCursor(from: nodeOffset(of: index, in: parent, before: position), count: group.nodeCount)
    parent.children.remove(at: index)
    parent.children.insert(group, at: position - 1)
    frames[top].nextChild = position
    return group
  }

  /// The node index (in the current node) of the first node of `parent.children[index]`,
  /// given that the children before `position` are all before the cursor.
  private func nodeOffset(of index: Int, in parent: SlotGroup, before position: Int) -> Int {
    var offset = applier.cursor
    for child in parent.children[index..<position] { offset -= child.nodeCount }
    return offset
  }

  /// Ends the current group: children not called this time leave the composition and their
  /// nodes are removed (they sit together at the cursor, so in one removal); slots not
  /// reached are forgotten.
  package func endGroup() {
    let frame = frames.removeLast()
    let group = frame.group
    if frame.nextSlot < group.slots.count { group.slots.removeSubrange(frame.nextSlot...) }
    let end = frame.hasDisplaced ? removeDisplaced(frame) : frame.nextChild
    if end < group.children.count {
      let gone = group.children[end...]
      applier.removeNodes(count: SlotGroup.nodeCount(of: gone))
      for child in gone { child.leave() }
      group.children.removeSubrange(end...)
    }
  }

  /// Removes the displaced children nobody claimed, last first (their nodes are before the
  /// cursor, so each removal moves the cursor back). Returns where the unvisited children
  /// now start.
  private func removeDisplaced(_ frame: Frame) -> Int {
    let group = frame.group
    let displaced = frame.reorder?.displaced ?? []
    let gone = Set(displaced.map(ObjectIdentifier.init))
    var position = frame.nextChild
    for index in group.children[..<frame.nextChild].indices.reversed()
    where gone.contains(ObjectIdentifier(group.children[index])) {
      let child = group.children[index]
      applier.removeBeforeCursor(
        at: nodeOffset(of: index, in: group, before: position), count: child.nodeCount)
      group.children.remove(at: index)
      position -= 1
    }
    for child in displaced { child.leave() }
    return position
  }

  /// Ends the current group keeping all its children and nodes (the group was skipped).
  func skipToGroupEnd() {
    let frame = frames.removeLast()
    applier.skipNodes(frame.group.nodeCount)
  }

  /// Runs `body` as the root content of a (re)composition of `group`.
  func compose(_ group: SlotGroup, _ body: () -> Void) {
    frames.append(Frame(group: group))
    body()
    endGroup()
  }

  // MARK: Public composition API

  /// Groups `content` under an explicit key, so it keeps its identity (remembered values,
  /// nodes, effects) when it moves among its siblings — Compose's `key(…)`.
  public func key<K: Hashable>(
    _ key: K, fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
    _ content: () -> Void
  ) {
    startGroup(
      CallSite(fileID: fileID, line: line, column: column), key: GroupKey.Explicit(key), role: .keyed)
    content()
    endGroup()
  }

  /// A value computed once for this call and remembered across recompositions.
  ///
  /// The value is found again by its call site among the current group's slots, in call
  /// order: the slots of `remember` calls skipped this time (a conditional `remember` before
  /// this one) are forgotten, so a later call keeps its own value. A value of another type
  /// at the same site (a generic composable called with another type) is forgotten and
  /// `calculation` runs again.
  public func remember<T>(
    fileID: String = #fileID, line: UInt = #line, column: UInt = #column, _ calculation: () -> T
  ) -> T {
    let site = CallSite(fileID: fileID, line: line, column: column)
    let group = currentGroup
    let index = frames[frames.count - 1].nextSlot
    frames[frames.count - 1].nextSlot += 1
    guard let found = group.slots[index...].firstIndex(where: { $0.site == site }) else {
      let value = calculation()
      group.slots.insert((site, value), at: index)
      return value
    }
    if found > index { group.slots.removeSubrange(index..<found) }
    if let value = group.slots[index].value as? T { return value }
    let value = calculation()
    group.slots[index] = (site, value)
    return value
  }

  /// Like ``remember(fileID:line:column:_:)``, recomputed whenever `key` changes.
  public func remember<T, Key: Equatable>(
    _ key: Key, fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
    _ calculation: () -> T
  ) -> T {
    let box = remember(fileID: fileID, line: line, column: column) { KeyedValue<Key, T>() }
    if let current = box.value, box.key == key { return current }
    let value = calculation()
    box.key = key
    box.value = value
    return value
  }

  /// Calls `function` as a restartable, skippable group — what Compose's compiler makes of a
  /// `@Composable` function: it is re-run alone when state it read changes, and skipped when
  /// `parameters` equal the previous call's (compared as Graft compares view inputs) and
  /// nothing it read changed.
  ///
  /// The group is keyed by the call site (a group found there holding parameters of another
  /// type is replaced by a fresh one). A composable function that wraps `call` takes its
  /// caller's site and forwards it —
  /// `func Counter(_ c: Composer, …, fileID: String = #fileID, line: UInt = #line,
  /// column: UInt = #column)` passing `fileID: fileID, line: line, column: column` — so each
  /// place it is called from is a group of its own; otherwise all its calls share one key and
  /// are told apart only by their order (wrap conditional calls in ``if(_:fileID:line:column:then:else:)``
  /// or ``branch(_:fileID:line:column:_:)`` then).
  public func call<Parameters>(
    _ parameters: Parameters, fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
    _ function: @escaping (Composer, Parameters) -> Void
  ) {
    call(
      parameters, at: CallSite(fileID: fileID, line: line, column: column), unchanged: ViewInputs.areEqual,
      function)
  }

  /// ``call(_:fileID:line:column:_:)`` for `Equatable` parameters, compared with `==` (what
  /// `ViewInputs` does for them too, without looking up how to compare the type).
  public func call<Parameters: Equatable>(
    _ parameters: Parameters, fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
    _ function: @escaping (Composer, Parameters) -> Void
  ) {
    call(
      parameters, at: CallSite(fileID: fileID, line: line, column: column), unchanged: { $0 == $1 }, function)
  }

  private func call<Parameters>(
    _ parameters: Parameters, at site: CallSite, unchanged: (Parameters, Parameters) -> Bool,
    _ function: @escaping (Composer, Parameters) -> Void
  ) {
    let (group, isNew) = startGroup(site, holding: ObjectIdentifier(Parameters.self))
    // The group holds `Parameters` (`startGroup` replaced it otherwise), so the cast is of a
    // class to itself.
    let box = isNew ? nil : group.parameters as? ParameterBox<Parameters>
    if let box, let scope = group.scope, !scope.isDirty, unchanged(box.value, parameters) {
      skipToGroupEnd()
      return
    }
    if let box {
      box.value = parameters
      box.function = function
    } else {
      let box = ParameterBox<Parameters>.boxClass.init(parameters, function: function)
      group.parameters = box
      group.restart = box
    }
    makeRestartable(group, name: Parameters.self)
    group.evaluate(on: graph.loop) { function(self, parameters) }
    endGroup()
  }

  /// Gives `group` its restart scope if it has none: when state its evaluation read changes,
  /// the group alone is recomposed (its `restart` re-run).
  func makeRestartable(_ group: SlotGroup, name: Any.Type) {
    guard group.scope == nil else { return }
    // The group is the scope's owner (held unowned: the group owns its scope and disposes it
    // when it leaves, after which the scope never runs); the scope's root is the composition
    // that recomposes it (see `SlotGroup.performScope(_:)`).
    group.scope = TrackingScope(
      kind: .body, root: composition, depth: group.depth, namedAfter: name, owner: group)
  }

  /// Continues the current group's children at `index` (after they were rearranged directly,
  /// as `items` does with recorded list changes), with the node cursor at `nodeOffset`: the
  /// siblings passed over and the keys ahead noted so far no longer apply.
  func continueChildren(at index: Int, nodeOffset: Int) {
    let top = frames.count - 1
    frames[top].nextChild = index
    frames[top].reorder = nil
    applier.placeCursor(at: nodeOffset)
  }

  /// Provides `value` for `local` to `content` — Compose's `CompositionLocalProvider`.
  public func provide<Value>(
    _ local: CompositionLocal<Value>, _ value: Value, fileID: String = #fileID, line: UInt = #line,
    column: UInt = #column, _ content: () -> Void
  ) {
    let (group, isNew) = startGroup(
      CallSite(fileID: fileID, line: line, column: column), holding: ObjectIdentifier(local))
    let entry: CompositionLocalMap.Entry
    if !isNew, let existing = group.slots.first?.value as? CompositionLocalMap.Entry {
      // The group is this local's provider (its key says so), so the entry holds a `Value`.
      entry = existing
      let unchanged = (existing.value as? Value).map { valuesAreEqual($0, value) } ?? false
      if !unchanged {
        existing.value = value
        existing.source.notifyChange()
      }
    } else {
      let writer: ((inout EnvironmentValues, Any) -> Void)? = local.environmentKeyPath.map { keyPath in
        { values, value in
          if let value = value as? Value { values[keyPath: keyPath] = value }
        }
      }
      entry = CompositionLocalMap.Entry(value: value, writeToEnvironment: writer)
      group.slots = [(CallSite(fileID: fileID, line: line, column: column), entry)]
    }
    frames[frames.count - 1].nextSlot = 1
    var locals = group.parent?.locals ?? rootLocals
    locals.entries[ObjectIdentifier(local)] = entry
    // Children see the new map; the provider group itself keeps it too.
    group.locals = locals
    content()
    endGroup()
  }
}

/// A remembered value with the key it was computed for.
@MainActor
final class KeyedValue<Key, Value> {
  var key: Key?
  var value: Value?
}
