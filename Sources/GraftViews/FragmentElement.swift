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
