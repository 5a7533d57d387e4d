import GraftCore

/// The element of a `ForEach`: keyed children, reconciled with the fewest node moves
/// (elements on a longest increasing subsequence of old positions stay put).
@MainActor
final class ForEachElement<Data: RandomAccessCollection, ID: Hashable, Content: View>: FragmentElement {
  // Unchecked exclusivity (here and on the other arrays the row paths walk): loop thread only,
  // and no access to them is held across a call that reaches them again; the dynamic checks
  // were a tenth of a swap's instructions.
  @exclusivity(unchecked) var keys: [ID] = []
  /// The duplicate ids reported and still duplicated as of the last update: each is reported
  /// once until the data no longer repeats it.
  private var reportedDuplicates: Set<ID> = []
  /// Set while the data is an ``ObservableArray``: its recorded changes are applied directly
  /// (see `ForEach+ObservableArray.swift`).
  @exclusivity(unchecked) var observed: ObservedRows<Data.Element, ID, Content>?
  /// Whether every row has exactly one top-level node (row `i` is then at offset `i`); kept
  /// only while ``observed`` is set.
  var rowsAreSingleNodes = false
  /// The rows' keys as a set, for refusing a duplicate inserted by a recorded change; kept only
  /// while ``observed`` is set. (Stored here, not in ``observed``: a copy of that struct held
  /// while applying changes would make every removal copy the whole set.)
  @exclusivity(unchecked) var observedKeys = RowKeySet<ID>()
  /// The last view's ``ForEach/rowUpdate`` (its specialized row loop), if it had one.
  private var rowUpdate: ForEachRowUpdate<Data.Element, Content>?

  init(view: ForEach<Data, ID, Content>, context: __shared ElementContext) {
    super.init(context: context)
    rowUpdate = view.rowUpdate
    let array = exactly(view.data, as: ObservableArray<Data.Element>.self)
    if let array { startObserving(array, view: view) }
    let (newKeys, children) =
      if let array {
        withContiguousRows(array.storage) { firstRows(of: $0, id: view.id, content: view.content) }
      } else {
        withContiguousRows(view.data) { firstRows(of: $0, id: view.id, content: view.content) }
      }
    keys = newKeys
    childElements = children
    recountNodes()
    rowsRebuilt()
  }

  /// The rows' keys and views, in order; a key seen before is skipped (the first occurrence
  /// wins) and reported unless it was already duplicated at the last update.
  func uniqueRows(
    of items: UnsafeBufferPointer<Data.Element>, id: (Data.Element) -> ID, content: (Data.Element) -> Content
  ) -> (keys: [ID], views: [Content]) {
    let (keys, rows) = uniqueKeys(of: items, id: id)
    var views: [Content] = []
    views.reserveCapacity(keys.count)
    if let rows {
      for row in rows { views.append(content(items[row])) }
    } else {
      for item in items { views.append(content(item)) }
    }
    return (keys, views)
  }

  /// The rows' distinct keys, in order, and the rows they are: `rows` is `nil` when no key
  /// repeats (key `i` is row `i`), else the index of each kept row. A key seen before is
  /// skipped (the first occurrence wins) and reported unless it was already duplicated at the
  /// last update. Runs on the loop thread, once per full diff or first build; the set of seen
  /// keys is freed before it returns, so what the caller allocates next (the rows) reuses
  /// that memory rather than leaving it a hole between them.
  func uniqueKeys(
    of items: UnsafeBufferPointer<Data.Element>, id: (Data.Element) -> ID
  ) -> (keys: [ID], rows: [Int]?) {
    var keys: [ID] = []
    keys.reserveCapacity(items.count)
    var rows: [Int]?
    // A `RowKeySet`, not a `Set<ID>`: this code is not specialized for `ID`, and each insert
    // into a `Set<ID>` looked the metadata of `Set<ID>`'s storage types up in the runtime's
    // cache (~650 of its ~970 instructions per row); `Int` keys go into a `Set<Int>`.
    var seen = RowKeySet<ID>()
    seen.reserveCapacity(items.count)
    var duplicates = Set<ID>()
    for index in items.indices {
      let key = id(items[index])
      guard seen.insert(key) else {
        if rows == nil { rows = Array(0..<index) }  // every row before the first repeat was kept
        if duplicates.insert(key).inserted, !reportedDuplicates.contains(key) { reportDuplicate(key) }
        continue
      }
      keys.append(key)
      rows?.append(index)
    }
    reportedDuplicates = duplicates
    return (keys, rows)
  }

  override var name: String { "ForEach<\(Data.self), \(ID.self), \(Content.self)>" }

  override func unmount() {
    stopObserving()
    super.unmount()
  }

  override func childNodeCountChanged(by delta: Int) {
    rowsAreSingleNodes = false  // a row changed how many nodes it has (or rows were rebuilt)
    super.childNodeCountChanged(by: delta)
  }

  override func canUpdate(to view: any View) -> Bool {
    type(of: view) == ForEach<Data, ID, Content>.self
  }

  override func update(to view: any View, environment: EnvironmentValues) {
    let view = expectView(view, as: ForEach<Data, ID, Content>.self)
    self.environment = environment
    rowUpdate = view.rowUpdate
    if let array = exactly(view.data, as: ObservableArray<Data.Element>.self) {
      // The same array: apply what it recorded, then give every row its new view (the
      // parent re-rendered; its content closure may show new values).
      if observed?.array === array {
        observed?.id = view.id
        observed?.content = view.content
        applyRecordedChanges()
      } else {
        stopObserving()
        startObserving(array, view: view)
      }
      update(
        to: array.storage, id: view.id, idOffset: view.idOffset, content: view.content,
        environment: environment)
    } else {
      stopObserving()
      update(
        to: view.data, id: view.id, idOffset: view.idOffset, content: view.content, environment: environment)
    }
  }

  /// Brings the rows to `items` by key: in place when the keys are unchanged, otherwise
  /// removing, moving and creating rows.
  func update<Items: Collection<Data.Element>>(
    to items: Items, id: (Data.Element) -> ID, idOffset: Int? = nil,
    content: @escaping (Data.Element) -> Content,
    environment: EnvironmentValues
  ) {
    withContiguousRows(items) {
      update(
        toRows: $0, id: id, keys: RowKeys(items: $0, offset: idOffset), content: content,
        environment: environment)
    }
  }

  /// Runs `body` over `items` as one buffer: the rows are walked once or twice per update, and
  /// iterating a buffer in this (unspecialized) generic code is much cheaper than iterating a
  /// generic collection through its protocol witnesses. Copies only when `items` is not
  /// contiguous (a range).
  func withContiguousRows<Items: Collection<Data.Element>, Result>(
    _ items: Items, _ body: (UnsafeBufferPointer<Data.Element>) -> Result
  ) -> Result {
    if let result = items.withContiguousStorageIfAvailable(body) { return result }
    if let range = exactly(items, as: Range<Int>.self) {
      // `ForEach(0..<n)`: the integers are made by code compiled for `Int`. Copied here, in
      // code generic over the collection, each element went through the iterator's witnesses
      // and looked `Range<Int>`'s metadata up (~2,500 instructions per row, every update).
      let integers = Array(range)
      return integers.withUnsafeBufferPointer { buffer in
        // Sound: `Items` is `Range<Int>`, whose elements (`Data.Element`) are `Int`s.
        body(
          UnsafeBufferPointer(
            start: UnsafeRawPointer(buffer.baseAddress)?.assumingMemoryBound(to: Data.Element.self),
            count: buffer.count))
      }
    }
    return Array(items).withUnsafeBufferPointer(body)
  }

  private func update(
    toRows items: UnsafeBufferPointer<Data.Element>, id: (Data.Element) -> ID,
    keys key: RowKeys<Data.Element, ID>,
    content: @escaping (Data.Element) -> Content, environment: EnvironmentValues
  ) {
    defer { rowsRebuilt() }
    // Local copy: reading the stored array in the loops paid an exclusivity check per row.
    let keys = self.keys
    // The rows whose keys are unchanged at the start and at the end (the elements are read in
    // place, by index: iterating the buffer in this generic code copied each one out).
    let shared = Swift.min(items.count, keys.count)
    let prefix = key.matchingRun(keys, row: 0, key: 0, step: 1, limit: shared, id)
    if prefix == items.count, prefix == keys.count {
      // The common case — the same keys in the same order — without building sets or boxing
      // each row's view: each row's element takes its new view directly.
      reportedDuplicates.removeAll()  // the keys are the last update's, which are distinct
      updateRows(items, 0..<prefix, from: 0, content: content, environment: environment)
      return
    }
    if keys.isEmpty, childElements.isEmpty {
      // The first rows (a mount's, or after a clear): made in place, no diff.
      insertFirstRows(items, id: id, content: content, environment: environment)
      return
    }
    let suffix = key.matchingRun(
      keys, row: items.count - 1, key: keys.count - 1, step: -1, limit: shared - prefix, id)
    if let (targets, unmatched) = middleTargets(
      items, keys: keys, prefix: prefix, suffix: suffix, id: id, key: key)
    {
      // Only rows between the unchanged ends left or moved: the diff works on those alone.
      reportedDuplicates.removeAll()  // no key repeats (checked by `middleTargets`)
      if items.count == keys.count,
        swapPairsInPlace(first: prefix, targets: targets, unmatched: unmatched, newKey: { key($0, id) })
      {
        // A few rows traded places (a swap): every row is updated where it now is.
        updateRows(items, 0..<items.count, from: 0, content: content, environment: environment)
        return
      }
      let middle = prefix..<(items.count - suffix)
      var middleKeys: [ID] = []
      var middleViews: [Content] = []
      middleKeys.reserveCapacity(middle.count)
      middleViews.reserveCapacity(middle.count)
      for index in middle {
        middleKeys.append(key(index, id))
        middleViews.append(content(items[index]))
      }
      reorder(
        first: prefix, targets: targets, to: middleKeys, views: middleViews, environment: environment,
        updatingPrefix: { updateRows(items, 0..<prefix, from: 0, content: content, environment: environment) }
      )
      let oldSuffixStart = childElements.count - suffix
      updateRows(
        items, (items.count - suffix)..<items.count, from: oldSuffixStart, content: content,
        environment: environment)
      return
    }
    let (newKeys, newViews) = uniqueRows(of: items, id: id, content: content)
    if newKeys == keys {
      for index in newViews.indices {
        reconcileChild(at: index, to: newViews[index], environment: environment)
      }
      return
    }
    var newPosition = RowKeyPositions<ID>(capacity: newKeys.count)
    for index in newKeys.indices { newPosition[newKeys[index]] = index }
    // Where each old child goes (`nil`: its key is gone).
    var targets: [Int?] = []
    targets.reserveCapacity(keys.count)
    for key in keys { targets.append(newPosition[key]) }
    reorder(
      first: 0, targets: targets, to: newKeys, views: newViews, environment: environment, updatingPrefix: {})
  }

  /// Gives the rows of `items` at `indices` their new views: the row at `indices.lowerBound + k`
  /// is child `firstChild + k` (same keys). Through ``rowUpdate`` (the view's specialized loop,
  /// kept from the last update), else the same loop made here.
  private func updateRows(
    _ items: UnsafeBufferPointer<Data.Element>, _ indices: Range<Int>, from firstChild: Int,
    content makeContent: @escaping (Data.Element) -> Content, environment: EnvironmentValues
  ) {
    if let rowUpdate {
      rowUpdate(items, indices, firstChild, self, environment, makeContent)
    } else {
      ForEach<Data, ID, Content>.rowUpdate(items, indices, firstChild, self, environment, makeContent)
    }
  }

  /// When the rows between the unchanged `prefix` and `suffix` were only removed or reordered
  /// (every new key there is an old key there, none twice): where each old row there goes,
  /// relative to the prefix (`nil`: removed), and the old rows there not found where they were
  /// (ascending; meaningful only when the middle kept its size). `nil` when a key there is new
  /// or repeated — the full diff handles (and reports) those. Costs O(rows between the ends).
  private func middleTargets(
    _ items: UnsafeBufferPointer<Data.Element>, keys: [ID], prefix: Int, suffix: Int,
    id: (Data.Element) -> ID,
    key: RowKeys<Data.Element, ID>
  ) -> (targets: [Int?], unmatched: [Int])? {
    let oldMiddle = prefix..<(keys.count - suffix)
    let newCount = items.count - suffix - prefix
    guard newCount <= oldMiddle.count else { return nil }  // some key there is new
    var targets = [Int?](repeating: nil, count: oldMiddle.count)
    guard newCount > 0 else { return (targets, []) }
    // As many rows as before: a row whose key is where it was stays there (keys are distinct),
    // and only the others are looked up by key — a swap hashes two keys, not a thousand.
    var unmatched: [Int] = []
    if newCount == oldMiddle.count {
      var position = 0
      while position < newCount {
        let run = key.matchingRun(
          keys, row: prefix + position, key: prefix + position, step: 1, limit: newCount - position, id)
        for staying in position..<(position + run) { targets[staying] = staying }
        position += run
        if position < newCount {
          unmatched.append(position)
          position += 1
        }
      }
    } else {
      unmatched = Array(0..<oldMiddle.count)
    }
    var oldPosition = RowKeyPositions<ID>(capacity: unmatched.count)
    for position in unmatched { oldPosition[keys[prefix + position]] = position }
    for position in (newCount == oldMiddle.count ? unmatched : Array(0..<newCount)) {
      guard let old = oldPosition[key(prefix + position, id)], targets[old] == nil else { return nil }
      targets[old] = position
    }
    return (targets, unmatched)
  }

  /// When the rows between the unchanged ends are as many as before and the few whose keys
  /// moved only traded places in pairs (`targets[a] == b`, `targets[b] == a`: a swap), trades
  /// those pairs' children and nodes in place — two node moves per pair, one for neighbours,
  /// as many as the general reorder makes — and stores their keys; the caller then updates
  /// every row where it is. `false` (nothing done) otherwise: the general reorder handles it.
  /// Costs node-count walks from the nearer end to each pair's rows (see
  /// ``FragmentElement/nodeOffsets(ofChildren:)``) and O(pairs) beyond, where the reorder
  /// walked every middle row through survivor arrays, the LIS and per-move offset sums.
  private func swapPairsInPlace(
    first: Int, targets: [Int?], unmatched: [Int], newKey: (Int) -> ID
  ) -> Bool {
    guard unmatched.count <= Self.mostSwappedInPlace else { return false }
    for position in unmatched {
      guard let target = targets[position], target != position, targets[target] == position else {
        return false
      }
    }
    let parentNode = childNodeParent
    // Each unmatched row's node offset (ascending, as `unmatched` is).
    var rows: [Int] = []
    rows.reserveCapacity(unmatched.count)
    for position in unmatched { rows.append(first + position) }
    var offsets = nodeOffsets(ofChildren: rows)
    for (index, a) in unmatched.enumerated() {
      // Each pair once, from its first row; `b` is later in `unmatched`.
      guard let b = targets[a], a < b, let indexB = unmatched[(index + 1)...].firstIndex(of: b) else {
        continue
      }
      let countA = childElements[first + a].nodeCount
      let countB = childElements[first + b].nodeCount
      let offsetA = offsets[index]
      let offsetB = offsets[indexB]
      // `a`'s nodes to just after `b`'s, then `b`'s (shifted back by `a`'s) to where `a`'s
      // were (`move(to:)` counts positions before the move; neighbours need the first only).
      if countA > 0 { tree.move(in: parentNode, from: offsetA, to: offsetB + countB, count: countA) }
      if countB > 0 { tree.move(in: parentNode, from: offsetB - countA, to: offsetA, count: countB) }
      childElements.swapAt(first + a, first + b)
      // The rows after `a` up to `b` shift by the difference.
      for later in (index + 1)...indexB { offsets[later] += countB - countA }
    }
    for position in unmatched { keys[first + position] = newKey(first + position) }
    return true
  }

  /// The most unmatched rows ``swapPairsInPlace(first:targets:unmatched:newKey:)`` takes (its
  /// pair lookup is quadratic in them).
  private static var mostSwappedInPlace: Int { 16 }

  /// Brings the children from `first` on, whose old keys are `keys[first...]` up to
  /// `targets.count` of them, to the rows `newKeys` (views `newViews`): `targets[i]` is where the
  /// old child `first + i` goes among the new rows (`nil`: its key is gone); a new row no old
  /// child goes to is created. Removes first, then moves, then walks the new rows in tree order
  /// (`updatingPrefix` updates the rows before `first`, at its place in that order).
  private func reorder(
    first: Int, targets: [Int?], to newKeys: [ID], views newViews: [Content], environment: EnvironmentValues,
    updatingPrefix: () -> Void
  ) {
    let parentNode = childNodeParent
    let oldEnd = first + targets.count

    // 1. Remove children whose keys are gone (back to front keeps offsets valid).
    var base = startOffset
    for child in childElements[..<first] { base += child.nodeCount }
    var offsets: [Int] = []
    // (Only removals need them. Loops, not closures, here and below: a closure formed in
    // this main-actor code checks the executor on every call, once per row.)
    var removesAny = false
    for target in targets where target == nil {
      removesAny = true
      break
    }
    if removesAny {
      offsets.reserveCapacity(targets.count)
      var running = base
      for child in childElements[first..<oldEnd] {
        offsets.append(running)
        running += child.nodeCount
      }
    }
    //    Adjacent removed children go in one `remove` (one change, one splice of the
    //    parent's children) — clearing a list is one change, not one per row.
    var removedCount = 0
    var index = targets.count - 1
    while index >= 0 {
      guard targets[index] == nil else {
        index -= 1
        continue
      }
      var start = index
      while start > 0, targets[start - 1] == nil { start -= 1 }
      var runCount = 0
      for member in start...index { runCount += childElements[first + member].nodeCount }
      if runCount > 0 { tree.remove(from: parentNode, at: offsets[start], count: runCount) }
      for member in (start...index).reversed() { childElements[first + member].unmount() }
      removedCount += runCount
      index = start - 1
    }
    var survivors: [Element] = []
    var survivorTargets: [Int] = []
    survivors.reserveCapacity(newKeys.count)
    survivorTargets.reserveCapacity(newKeys.count)
    var isNew = [Bool](repeating: true, count: newKeys.count)
    for index in targets.indices {
      guard let target = targets[index] else { continue }
      survivors.append(childElements[first + index])
      survivorTargets.append(target)
      isNew[target] = false
    }
    childElements.replaceSubrange(first..<oldEnd, with: survivors)
    if removedCount > 0 { childNodeCountChanged(by: -removedCount) }

    // 2. Move survivors into their new relative order; those on the LIS stay put.
    let (stay, stayCount) = longestIncreasingSubsequenceMembers(survivorTargets)
    if stayCount < survivors.count {
      moveSurvivors(
        &survivors, targets: survivorTargets, targetCount: newKeys.count, stay: stay, base: base,
        in: parentNode)
      childElements.replaceSubrange(first..<(first + survivors.count), with: survivors)
    }

    // 3. Walk the new order (tree order): update each survivor, create and place each new
    //    child. `childElements` always matches the nodes in the tree, so offsets stay exact.
    keys.replaceSubrange(first..<oldEnd, with: newKeys)
    updatingPrefix()
    let compositeType = CompositeElement<Content>.self
    let comparer = ViewInputs.comparer(for: Content.self)
    // Offsets are needed only to place new children: without any, the walk skips summing every
    // row's node count (a virtual call or two per row).
    let insertsAny = isNew.contains(true)
    // Made only when a row is new (an update that reorders or keeps its rows makes none).
    let newRowsContext =
      insertsAny ? rowContext(environment: environment, decorationsAbove: rowDecorationsAbove) : nil
    var offset = base
    for index in newKeys.indices {
      let childIndex = first + index
      if !isNew[index] {
        let child = childElements[childIndex]
        if type(of: child) == compositeType {
          unsafeDowncast(child, to: compositeType).update(
            typed: newViews[index], environment: environment, comparer: comparer)
        } else {
          reconcileChild(at: childIndex, to: newViews[index], environment: environment)
        }
      } else if let newRowsContext {  // (always: a new row means `insertsAny`)
        let created = makeRow(newViews[index], in: newRowsContext)
        childElements.insert(created, at: childIndex)
        insertTopLevelNodes(of: created, into: parentNode, at: offset)
        if created.nodeCount > 0 { childNodeCountChanged(by: created.nodeCount) }
      }
      if insertsAny { offset += childElements[childIndex].nodeCount }
    }
  }

  /// Moves the survivors not in `stay` so that survivors end up ordered by `targets` (distinct
  /// positions below `targetCount`).
  private func moveSurvivors(
    _ survivors: inout [Element], targets: [Int], targetCount: Int, stay: [Bool], base: Int,
    in parentNode: Node
  ) {
    // Walk the desired order backwards; every survivor not on the LIS is moved to sit just
    // before its successor in the desired order (already in place by then).
    var order = Array(survivors.indices)
    var byTarget = [Int](repeating: -1, count: targetCount)
    for index in survivors.indices { byTarget[targets[index]] = index }
    var sortedByTarget: [Int] = []
    sortedByTarget.reserveCapacity(survivors.count)
    for index in byTarget where index >= 0 { sortedByTarget.append(index) }
    for desiredPosition in sortedByTarget.indices.reversed() {
      let survivorIndex = sortedByTarget[desiredPosition]
      guard !stay[survivorIndex], let current = order.firstIndex(of: survivorIndex) else {
        continue
      }
      let count = survivors[survivorIndex].nodeCount
      let from = base + nodeOffset(of: current, in: order, survivors: survivors)
      order.remove(at: current)
      let insertAt =
        desiredPosition == sortedByTarget.count - 1
        ? order.count : order.firstIndex(of: sortedByTarget[desiredPosition + 1]) ?? order.count
      order.insert(survivorIndex, at: insertAt)
      let destination = base + nodeOffset(of: insertAt, in: order, survivors: survivors)
      if count > 0, destination != from {
        // `move(to:)` counts positions before the move.
        tree.move(
          in: parentNode, from: from, to: destination > from ? destination + count : destination, count: count
        )
      }
    }
    var reordered: [Element] = []
    reordered.reserveCapacity(order.count)
    for index in order { reordered.append(survivors[index]) }
    survivors = reordered
  }

  private func nodeOffset(of position: Int, in order: [Int], survivors: [Element]) -> Int {
    var offset = 0
    for index in order[..<position] { offset += survivors[index].nodeCount }
    return offset
  }

  /// The context of the rows a caller makes (``makeRow(_:in:)``), in `environment` (this
  /// element's own when `nil`). `decorationsAbove` is ``rowDecorationsAbove``, worked out once
  /// by a caller that makes many rows: made through ``Element/makeChild(_:environment:)``, a
  /// row's context did not say (the list owns no node), and each row's first node element
  /// walked up the ancestors to find out (~430 instructions a row). One context serves every
  /// row the caller makes: one per row retained and released the environment's storage and
  /// the root's handle each time.
  func rowContext(environment: EnvironmentValues?, decorationsAbove: Bool) -> ElementContext {
    ElementContext(
      link: link, parent: self, environment: environment ?? self.environment,
      decorationsAbove: decorationsAbove)
  }

  /// Makes (does not place) the element of a row showing `view` in `context`, a
  /// ``rowContext(environment:decorationsAbove:)``.
  func makeRow(_ view: Content, in context: ElementContext) -> Element {
    Content._makeElement(view, in: context)
  }

  /// Whether a modifier between the rows and their parent node decorates nodes: the same for
  /// every row (it is this element's own answer; it owns no node and decorates nothing), and
  /// constant (its ancestors are). Walks up the ancestors.
  var rowDecorationsAbove: Bool { Element.hasDecoratingAncestor(from: .passUnretained(self)) }

  private func reportDuplicate(_ key: ID) {
    graph.report(
      Diagnostic(
        kind: .duplicateID,
        message: "ForEach over \(Data.self) in \(parentName) has more than one element with id "
          + "\(String(describing: key).prefix(200)); only the first is shown."))
  }

  private var parentName: String {
    var name = "the root"
    Element.walkAncestors(from: unretainedParent) { current in
      guard current is CompositeElementMarker else { return true }
      name = current.name
      return false
    }
    return name
  }
}
