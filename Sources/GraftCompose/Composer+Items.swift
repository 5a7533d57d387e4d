import GraftCore

/// Lists of keyed rows over a ``MutableStateList`` — the rows of Compose's `LazyColumn`
/// `items(list, key = { … }) { … }`, composed into the enclosing node.
extension Composer {
  /// Composes one row per element of `list`, each in a group keyed by `key(element)` (as
  /// ``key(_:fileID:line:column:_:)`` would), with `content` composing the row.
  ///
  /// The call is a restartable group of its own that reads `list`; its parent does not. When
  /// the list changes, this group alone is recomposed and applies the recorded changes to
  /// its rows: removed rows leave (their nodes removed in one change per removal), swapped
  /// rows' nodes move, appended elements' rows are composed at the end — rows that stayed are
  /// not called. When the parent recomposes the call (or the changes cannot be applied
  /// directly: see ``MutableStateList``), every row is called, in order, and rows that did not
  /// change skip as usual. `content` runs on the loop thread during composition; the last
  /// `content` passed is the one used for rows composed later.
  public func items<Element, Key: Hashable>(
    _ list: MutableStateList<Element>, key: @escaping (Element) -> Key, fileID: String = #fileID,
    line: UInt = #line, column: UInt = #column, _ content: @escaping (Composer, Element) -> Void
  ) {
    let site = CallSite(fileID: fileID, line: line, column: column)
    let (group, _) = startGroup(site, holding: ObjectIdentifier(MutableStateList<Element>.self))
    let rows = ItemRows(list: list, site: site, key: key, content: content)
    if let restart = group.restart as? ItemsRestart<Element, Key> {
      restart.rows = rows
    } else {
      group.restart = ItemsRestart(rows)
    }
    makeRestartable(group, name: Element.self)
    group.evaluate(on: graph.loop) { composeAll(rows) }
    endGroup()
  }

  /// Calls every row, in order (in the `items` group's frame).
  private func composeAll<Element, Key: Hashable>(_ rows: ItemRows<Element, Key>) {
    let reader = readerState(of: rows.list)
    for element in rows.list.elements {
      startGroup(rows.site, key: GroupKey.Explicit(rows.key(element)), role: .keyed)
      rows.content(self, element)
      endGroup()
    }
    reader.caughtUp()
  }

  /// Recomposes the `items` group for a change of its list: applies the changes recorded
  /// since it last composed, or calls every row when they cannot be applied directly.
  fileprivate func applyChanges<Element, Key: Hashable>(_ rows: ItemRows<Element, Key>) {
    let group = currentGroup
    let reader = readerState(of: rows.list)
    rows.list.source.recordRead()
    guard !reader.isFresh, let changes = rows.list.changes(after: reader.version),
      MutableStateListChange.applyDirectly(changes, toRows: group.children.count)
    else { return composeAll(rows) }
    let start = applier.cursor
    for change in changes {
      switch change {
      case .remove(let range):
        let offset = nodeOffset(of: range.lowerBound, in: group, from: start)
        applier.tree.remove(
          from: applier.current, at: offset, count: SlotGroup.nodeCount(of: group.children[range]))
        for child in group.children[range] { child.leave() }
        group.children.removeSubrange(range)
      case .swap(let first, let second):
        let firstOffset = nodeOffset(of: first, in: group, from: start)
        let secondOffset = nodeOffset(of: second, in: group, from: start)
        let firstCount = group.children[first].nodeCount
        let secondCount = group.children[second].nodeCount
        if firstCount == 1, secondCount == 1 {
          // One node each (the common row): exchanged in place, recorded as the same two moves
          // as below, without shifting every node between them twice.
          applier.tree.swapChildren(of: applier.current, firstOffset, secondOffset)
        } else {
          // The first row's nodes go after the second's, then the second's where the first's were.
          applier.tree.move(
            in: applier.current, from: firstOffset, to: secondOffset + secondCount, count: firstCount)
          applier.tree.move(
            in: applier.current, from: secondOffset - firstCount, to: firstOffset, count: secondCount)
        }
        group.children.swapAt(first, second)
        // Their first nodes' places are known: keep the hints right.
        group.children[first].firstNodeGroup?.nodeIndexHint = firstOffset
        group.children[second].firstNodeGroup?.nodeIndexHint = secondOffset + secondCount - firstCount
      case .insert(let box, _, let index):
        continueChildren(at: index, nodeOffset: nodeOffset(of: index, in: group, from: start))
        for element in rows.list.inserted(box) {
          startGroup(rows.site, key: GroupKey.Explicit(rows.key(element)), role: .keyed)
          rows.content(self, element)
          endGroup()
        }
      }
    }
    // The group is being recomposed alone: nothing is composed after its rows, so the cursor
    // is left where it is.
    continueChildren(at: group.children.count, nodeOffset: applier.cursor)
    reader.caughtUp()
  }

  /// The node index (in the current node) where the nodes of `group.children[index]` start
  /// — or where they would, for `index == children.count` — the group's nodes starting at
  /// `start`. Found by the place of the nearest child's first or last node among the current
  /// node's children (its last known place, else a scan of node references); summing the node
  /// counts of the children before it walked every row's subtree.
  private func nodeOffset(of index: Int, in group: SlotGroup, from start: Int) -> Int {
    let node = applier.current
    let children = group.children
    if index < children.count, let first = children[index].firstNodeGroup,
      let found = first.nodeIndex(in: node, from: start)
    {
      return found
    }
    var before = min(index, children.count) - 1
    while before >= 0 {
      if let last = children[before].lastNodeGroup {
        if let found = last.nodeIndex(in: node, from: start) { return found + 1 }
        break
      }
      before -= 1
    }
    if before < 0 { return start }
    var offset = start
    for child in children[..<index] { offset += child.nodeCount }
    return offset
  }

  /// The `items` group's record of how far it has applied `list`'s changes (kept in the
  /// group's `parameters`, which only `call` groups use otherwise): made, and registered with
  /// the list, on the first call; a group shown another list starts over.
  private func readerState<Element>(of list: MutableStateList<Element>) -> ItemsReader {
    let group = currentGroup
    let reader: ItemsReader
    if let existing = group.parameters as? ItemsReader {
      reader = existing
    } else {
      reader = ItemsReader()
      group.parameters = reader
      // Strong: the group holds the reader anyway (in `parameters`).
      group.onLeave.append { reader.detach?() }
    }
    if reader.list !== list {
      reader.detach?()
      reader.list = list
      reader.isFresh = true
      // The list strongly (the group's restart holds it too; a list holds its readers by
      // identity only, so there is no cycle), the reader `unowned` (its own closures). Weak
      // references gave the list and the reader side tables: every retain and release of
      // either then took the runtime's slow path.
      reader.detach = { [unowned reader] in list.detach(reader) }
      reader.catchUp = { [unowned reader] in
        list.caughtUp(reader)
        reader.version = list.version
      }
    } else {
      reader.isFresh = false
    }
    return reader
  }
}

/// What an `items` call composes its rows with.
@MainActor
private struct ItemRows<Element, Key: Hashable> {
  let list: MutableStateList<Element>
  let site: CallSite
  let key: (Element) -> Key
  let content: (Composer, Element) -> Void
}

/// An `items` group's restart: applies its list's changes with the rows of its last call.
@MainActor
private final class ItemsRestart<Element, Key: Hashable>: GroupRestart {
  var rows: ItemRows<Element, Key>

  init(_ rows: ItemRows<Element, Key>) {
    self.rows = rows
  }

  override func restart(_ composer: Composer) { composer.applyChanges(rows) }
}

/// An `items` group's reader of its list (see `Composer.readerState(of:)`).
@MainActor
final class ItemsReader {
  /// The list read (strong, as the group's restart holds it).
  var list: AnyObject?
  var version = 0
  /// Whether the reader was just made (or given another list): it has applied nothing yet.
  var isFresh = true
  var detach: (() -> Void)?
  var catchUp: (() -> Void)?

  /// Records that every change of the list so far is applied.
  func caughtUp() { catchUp?() }
}

extension MutableStateListChange {
  /// Whether an `items` group showing `count` rows applies `changes` without calling its other
  /// rows: removals and swaps, and insertions at the end of the list as it is then. (An
  /// insertion before the end would need the keys ahead searched; every row is called then.)
  static func applyDirectly(_ changes: ArraySlice<Self>, toRows count: Int) -> Bool {
    var count = count
    for change in changes {
      switch change {
      case .remove(let range):
        guard range.upperBound <= count else { return false }
        count -= range.count
      case .swap(_, let second):
        guard second < count else { return false }
      case .insert(_, let inserted, let index):
        guard index == count else { return false }
        count += inserted
      }
    }
    return true
  }
}
