import GraftCore

/// What a `ForEach` over an ``ObservableArray`` keeps to apply the array's recorded changes.
/// A class: the element reads and writes it in place (a generic struct in an optional cost a
/// metadata lookup per access in this unspecialized code, and a copy held across the changes).
@MainActor
final class ObservedRows<Element, ID: Hashable, Content: View> {
  let array: ObservableArray<Element>
  /// The array's version the rows show.
  var version: Int
  /// Subscribed to the array; runs ``ForEachElement/applyRecordedChanges()`` in the pass.
  let scope: TrackingScope
  /// The latest `ForEach` value's id and content (a recorded insert makes rows with them).
  var id: (Element) -> ID
  var content: (Element) -> Content
  /// Whether row `i` shows the array's element `i` (no duplicate ids were skipped): only then
  /// can a recorded change, made in the array's indices, be applied to the rows.
  var rowsMirrorArray = false

  init(
    array: ObservableArray<Element>, version: Int, scope: TrackingScope, id: @escaping (Element) -> ID,
    content: @escaping (Element) -> Content
  ) {
    self.array = array
    self.version = version
    self.scope = scope
    self.id = id
    self.content = content
  }
}

/// Applying an ``ObservableArray``'s recorded changes: each insert creates and places only the
/// inserted rows, each removal removes one run of nodes, a swap or move moves the nodes of the
/// rows involved — no row is re-checked and no key is diffed. When the changes cannot be
/// applied that way (the log was collapsed, a change would duplicate an id, or the rows do not
/// mirror the array because of an earlier duplicate), the element diffs by key instead.
extension ForEachElement {
  func startObserving(_ array: ObservableArray<Data.Element>, view: ForEach<Data, ID, Content>) {
    let scope = TrackingScope(kind: .update, root: root, depth: depth, name: "ForEach over \(Data.self)") {
      [unowned self] _ in self.applyRecordedChanges()
    }
    let version = array.attach(self)
    scope.adopt([array.source])
    observed = ObservedRows(array: array, version: version, scope: scope, id: view.id, content: view.content)
  }

  func stopObserving() {
    guard let observed else { return }
    observed.scope.dispose()
    observed.array.detach(self)
    self.observed = nil
    observedKeys.removeAll()
    rowsAreSingleNodes = false
  }

  /// After the rows were built or diffed against the whole array: what the recorded path needs.
  func rowsRebuilt() {
    guard let array = observed?.array else { return }
    observedKeys = RowKeySet(keys)
    observed?.rowsMirrorArray = keys.count == array.storage.count
    rowsAreSingleNodes = childElements.allSatisfy { $0.nodeCount == 1 }
  }

  /// Brings the rows to the array's current contents. Runs in the update pass (the scope) or
  /// when the parent re-renders with the same array; re-subscribes to the array afterwards.
  func applyRecordedChanges() {
    guard let observed else { return }
    let array = observed.array
    // (Stops if the rows stopped observing this array meanwhile.)
    while self.observed === observed, observed.version != array.version {
      let target = array.version
      var applied = false
      if observed.rowsMirrorArray, let changes = array.changes(after: observed.version) {
        applied = applyChanges(changes, of: array)
      }
      if !applied {
        update(to: array.storage, id: observed.id, content: observed.content, environment: environment)
      }
      observed.version = target
      array.caughtUp(self, to: target)
    }
    // Subscribed again to the array, its only dependency (the change that ran it unsubscribed
    // it): `markClean` re-adds it without dropping and rebuilding the dependency list.
    self.observed?.scope.markClean()
  }

  /// Applies `changes` in order; `false` (having stopped, with the rows still consistent with
  /// the tree) as soon as one cannot be applied directly.
  private func applyChanges(
    _ changes: ArraySlice<ObservableArrayChange>, of array: ObservableArray<Data.Element>
  ) -> Bool {
    for change in changes {
      switch change {
      case .insert(let index, let payload):
        guard insertRows(array.elements(of: payload), at: index) else { return false }
      case .remove(let index, let count):
        removeRows(index..<(index + count))
      case .replace(let index, let payload):
        guard replaceRow(at: index, withFirstOf: array.elements(of: payload)) else { return false }
      case .swap(let first, let second):
        swapRows(first, second)
      case .move(let from, let to):
        moveRow(from: from, to: to)
      }
    }
    return true
  }

  /// Where row `index`'s first node sits in the list's node.
  private func rowOffset(_ index: Int) -> Int {
    if rowsAreSingleNodes { return startOffset + index }
    var offset = startOffset
    for row in childElements[..<index] { offset += row.nodeCount }
    return offset
  }

  private func insertRows(_ elements: ArraySlice<Data.Element>, at index: Int) -> Bool {
    guard let id = observed?.id, let content = observed?.content else { return false }
    var newKeys: [ID] = []
    newKeys.reserveCapacity(elements.count)
    // Room for every new key at once: inserted one at a time, the set grew (and rehashed every
    // key) at each doubling on the way to a thousand.
    observedKeys.reserveCapacity(keys.count + elements.count)
    for element in elements {
      let key = id(element)
      guard observedKeys.insert(key) else {
        // A duplicate id: the diff reports it and skips the row. Drop the keys taken so far.
        for key in newKeys { observedKeys.remove(key) }
        return false
      }
      newKeys.append(key)
    }
    let parentNode = childNodeParent
    var offset = rowOffset(index)
    var rows: [Element] = []
    rows.reserveCapacity(elements.count)
    var added = 0
    var singleNodes = true
    let rowsContext = rowContext(environment: environment, decorationsAbove: rowDecorationsAbove)
    for element in elements {
      let row = makeRow(content(element), in: rowsContext)
      rows.append(row)
      offset += insertTopLevelNodes(of: row, into: parentNode, at: offset)
      let count = row.nodeCount
      added += count
      singleNodes = singleNodes && count == 1
    }
    let wereSingleNodes = rowsAreSingleNodes || childElements.isEmpty
    keys.insert(contentsOf: newKeys, at: index)
    childElements.insert(contentsOf: rows, at: index)
    if added > 0 { super.childNodeCountChanged(by: added) }
    rowsAreSingleNodes = wereSingleNodes && singleNodes
    return true
  }

  private func removeRows(_ range: Range<Int>) {
    var count = 0
    for row in childElements[range] { count += row.nodeCount }
    if count > 0 { tree.remove(from: childNodeParent, at: rowOffset(range.lowerBound), count: count) }
    for row in childElements[range].reversed() { row.unmount() }
    if range.count == keys.count {
      observedKeys.removeAll()  // every row (a clear): no key removed one by one
    } else {
      for key in keys[range] { observedKeys.remove(key) }
    }
    keys.removeSubrange(range)
    childElements.removeSubrange(range)
    if count > 0 { super.childNodeCountChanged(by: -count) }
  }

  /// ``replaceRow(at:with:)`` with the first of `elements` (a replacement's payload: one
  /// element); `false` when there is none. Apart, and not inlined: taking the first element
  /// names `Data.Element?`, whose metadata the runtime looks up (~0.3 k instructions) — at
  /// the entry of `applyChanges` for every change, a swap as much as a replacement, when this
  /// was written there.
  @inline(never)
  private func replaceRow(at index: Int, withFirstOf elements: ArraySlice<Data.Element>) -> Bool {
    guard let element = elements.first else { return false }
    return replaceRow(at: index, with: element)
  }

  private func replaceRow(at index: Int, with element: Data.Element) -> Bool {
    guard let id = observed?.id, let makeContent = observed?.content else { return false }
    let key = id(element)
    let content = makeContent(element)
    if key == keys[index] {
      let row = childElements[index]
      if let row = row as? CompositeElement<Content> {
        row.update(typed: content, environment: environment)
      } else {
        reconcileChild(at: index, to: content, environment: environment)
      }
      return true
    }
    guard !observedKeys.contains(key) else { return false }
    // A new id at this position: a new row (the old one's state goes with its id).
    observedKeys.remove(keys[index])
    _ = observedKeys.insert(key)
    keys[index] = key
    childElements[index] = replaceChild(childElements[index], with: content, environment: environment) {
      self.childElements[index] = $0
    }
    return true
  }

  /// Swaps rows `first < second`: the first row's nodes go after the second's, then the
  /// second's go where the first's were (one move each, as by hand). Two rows of one node each
  /// (the usual list row) are exchanged in place by ``NodeTree/swapChildren(of:_:_:)``, which
  /// records those same two moves without shifting the rows between them.
  private func swapRows(_ first: Int, _ second: Int) {
    let parentNode = childNodeParent
    let firstCount = childElements[first].nodeCount
    let secondCount = childElements[second].nodeCount
    let firstOffset = rowOffset(first)
    let secondOffset = rowOffset(second)
    if firstCount == 1, secondCount == 1 {
      tree.swapChildren(of: parentNode, firstOffset, secondOffset)
    } else {
      moveRowNodes(in: parentNode, first: (firstOffset, firstCount), second: (secondOffset, secondCount))
    }
    childElements.swapAt(first, second)
    // Through the subscript, as `ObservableArray.swapAt(_:_:)`: `swapAt` on the keys (of the
    // generic `ID`) is a generic call here, with the array's metadata looked up.
    let firstKey = keys[first]
    keys[first] = keys[second]
    keys[second] = firstKey
  }

  /// Swaps the nodes of two rows (`first` before `second`, each its first node's offset and
  /// its node count) by two moves.
  private func moveRowNodes(
    in parentNode: Node, first: (offset: Int, count: Int), second: (offset: Int, count: Int)
  ) {
    if first.count > 0 {
      tree.move(in: parentNode, from: first.offset, to: second.offset + second.count, count: first.count)
    }
    let secondNow = second.offset - first.count
    if second.count > 0, secondNow != first.offset {
      tree.move(in: parentNode, from: secondNow, to: first.offset, count: second.count)
    }
  }

  /// Moves row `from` so that it ends up at index `to`.
  private func moveRow(from: Int, to: Int) {
    let count = childElements[from].nodeCount
    if count > 0 {
      // `move(to:)` counts positions before the move: after row `to` when moving down.
      let destination = to > from ? rowOffset(to) + childElements[to].nodeCount : rowOffset(to)
      tree.move(in: childNodeParent, from: rowOffset(from), to: destination, count: count)
    }
    childElements.insert(childElements.remove(at: from), at: to)
    keys.insert(keys.remove(at: from), at: to)
  }
}
