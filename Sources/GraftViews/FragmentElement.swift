import GraftCore

/// An element with an ordered list of children and no node of its own (tuples of views,
/// `ForEach`). Caches the total of its children's node counts so offsets stay cheap.
@MainActor
open class FragmentElement: Element {
  /// Unchecked exclusivity: loop thread only, and never accessed across a call that reaches it
  /// again (a replaced child is stored by the `replace` callback before the caller stores it).
  @exclusivity(unchecked) public internal(set) var childElements: [Element] = []
  private var cachedNodeCount = 0

  override open var children: [Element] { childElements }

  override open var nodeCount: Int { cachedNodeCount }

  override open func appendTopLevelNodes(to nodes: inout [Node]) {
    for child in childElements { child.appendTopLevelNodes(to: &nodes) }
  }

  override open func offset(ofChild child: Element) -> Int {
    var offset = startOffset
    for element in childElements {
      if element === child { return offset }
      offset += element.nodeCount
    }
    preconditionFailure("\(child.name) is not a child of \(name)")
  }

  override open func childNodeCountChanged(by delta: Int) {
    cachedNodeCount += delta
    parent?.childNodeCountChanged(by: delta)
  }

  override open func unmount() {
    for child in childElements { child.unmount() }
  }

  /// The node offsets (in the parent's nodes, as ``Element/startOffset``) of the children at
  /// `indices` (ascending, each below `childElements.count`). Those in the first half are summed
  /// from the front and the rest from the back, from the cached total: a swap of the second and
  /// the second-to-last rows of a thousand reads four rows' node counts, not a thousand. Call it
  /// while the cached count matches the children (not between changing a child's nodes and
  /// reporting it by ``childNodeCountChanged(by:)``).
  func nodeOffsets(ofChildren indices: [Int]) -> [Int] {
    let start = startOffset
    var offsets = [Int](repeating: 0, count: indices.count)
    let middle = childElements.count / 2
    var running = start
    var child = 0
    var position = 0
    while position < indices.count, indices[position] < middle {
      while child < indices[position] {
        running += childElements[child].nodeCount
        child += 1
      }
      offsets[position] = running
      position += 1
    }
    // From the back: child `i` starts where the children from `i` on, taken off the end, end.
    running = start + cachedNodeCount
    child = childElements.count
    var back = indices.count - 1
    while back >= position {
      while child > indices[back] {
        child -= 1
        running -= childElements[child].nodeCount
      }
      offsets[back] = running
      back -= 1
    }
    return offsets
  }

  /// Recomputes the cached count from the children (after building them in bulk).
  public func recountNodes() {
    // A loop, not `reduce` with a closure: a main-actor closure passed to the nonisolated
    // `reduce` checks the executor on every call (~220 instructions per child).
    var count = 0
    for child in childElements { count += child.nodeCount }
    cachedNodeCount = count
  }

  /// Updates the child at `index` to `view` (replacing it if the type changed).
  public func reconcileChild<T: View>(
    at index: Int, to view: T, environment childEnvironment: EnvironmentValues
  ) {
    // Stored back only when replaced (`replace` already did): a child that took the view —
    // nearly always — costs one read of the array, not a read and a write.
    let child = childElements[index]
    _ = reconcileChild(child, to: view, environment: childEnvironment) {
      self.childElements[index] = $0
    }
  }
}
