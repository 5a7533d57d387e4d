import GraftCore

extension ForEachElement {
  /// The rows' distinct keys and their elements, made (not placed), in order: the element of
  /// each row is made straight from its view, with no array of the rows' views in between.
  /// Runs on the loop thread when the element is built and when rows appear where there were
  /// none (``insertFirstRows(_:id:content:environment:)``). Allocates the keys and the
  /// children array at their exact size; every temporary (the set of seen keys) is freed
  /// before the first row is made, so a mount of many rows leaves no freed block between
  /// their objects (an array of 10,000 views, 40 bytes each in the benchmark's list, did).
  func firstRows(
    of items: UnsafeBufferPointer<Data.Element>, id: (Data.Element) -> ID, content: (Data.Element) -> Content,
    environment: EnvironmentValues? = nil
  ) -> (keys: [ID], children: [Element]) {
    let (keys, rows) = uniqueKeys(of: items, id: id)
    // Loops, not `map` with a closure (which checks the executor once per row).
    var children: [Element] = []
    children.reserveCapacity(keys.count)
    let rowsContext = rowContext(environment: environment, decorationsAbove: rowDecorationsAbove)
    if let rows {
      for row in rows { children.append(makeRow(content(items[row]), in: rowsContext)) }
    } else {
      for item in items { children.append(makeRow(content(item), in: rowsContext)) }
    }
    return (keys, children)
  }

  /// Makes and places the rows of `items` when there are none yet (no keys, no children):
  /// what the general diff would do — every row new, inserted in order at this fragment's
  /// offset — without its temporaries (old positions by key, survivors, the rows' views) nor
  /// a children array grown one insert at a time. Loop thread, during an update.
  func insertFirstRows(
    _ items: UnsafeBufferPointer<Data.Element>, id: (Data.Element) -> ID, content: (Data.Element) -> Content,
    environment: EnvironmentValues
  ) {
    let (newKeys, children) = firstRows(of: items, id: id, content: content, environment: environment)
    keys = newKeys
    childElements = children
    let parentNode = childNodeParent
    let base = startOffset
    var offset = base
    for child in children { offset += insertTopLevelNodes(of: child, into: parentNode, at: offset) }
    if offset > base { childNodeCountChanged(by: offset - base) }
  }
}
