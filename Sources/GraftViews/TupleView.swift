import GraftCore

/// Several views side by side — what a `@ViewBuilder` block with more than one statement
/// builds. Children keep their position as identity.
@MainActor
public struct TupleView<each Content: View>: PrimitiveView {
  public let content: (repeat each Content)

  /// Inlinable: a `@ViewBuilder` block's `buildBlock` is specialized in the app's module, and
  /// this call from it was not (the init was compiled once, for any pack): every body that
  /// built a tuple looked the tuple's type metadata up at run time and copied each view in
  /// through its value witnesses (≈ 2 k instructions for a row's four views, issue 15).
  @inlinable public init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  public static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    TupleElement<repeat each Content>(view: view, context: context)
  }
}

/// The element of a ``TupleView``: one child per view, in order, and no node of its own (its
/// top-level nodes are its children's, concatenated).
///
/// Not a `FragmentElement`: its children are fixed in number and kept inline
/// (``TupleChildren``, no array per tuple), and its node count is not cached but summed from
/// its children on each read (a tuple has a few children, each a constant read or a fragment
/// with its own cache): the 8 bytes of a cache kept a row's tuple element in the allocator's
/// next size class. A child's node count change is forwarded to the parent as it comes.
@MainActor
final class TupleElement<each Content: View>: Element {
  /// Unchecked exclusivity: loop thread only, and never accessed across a call that reaches
  /// it again (a replaced child is stored by the `replace` callback, after the read).
  @exclusivity(unchecked) private var childElements = TupleChildren()

  init(view: TupleView<repeat each Content>, context: ElementContext) {
    super.init(context: context)
    for content in repeat each view.content {
      childElements.append(makeChild(content))
    }
  }

  override var children: [Element] {
    var children: [Element] = []
    children.reserveCapacity(childElements.count)
    childElements.visitEach { children.append($0) }
    return children
  }

  override var nodeCount: Int {
    var count = 0
    childElements.visitEach { count += $0.nodeCount }
    return count
  }

  override func appendTopLevelNodes(to nodes: inout [Node]) {
    childElements.visitEach { $0.appendTopLevelNodes(to: &nodes) }
  }

  override func offset(ofChild child: Element) -> Int {
    var offset = startOffset
    for index in 0..<childElements.count {
      let element = childElements[index]
      if element === child { return offset }
      offset += element.nodeCount
    }
    preconditionFailure("\(child.name) is not a child of \(name)")
  }

  override func unmount() {
    childElements.visitEach { $0.unmount() }
  }

  override func canUpdate(to view: any View) -> Bool {
    type(of: view) == TupleView<repeat each Content>.self
  }

  override func update(to view: any View, environment: EnvironmentValues) {
    withUnsafePointer(to: expectView(view, as: TupleView<repeat each Content>.self)) {
      update(typed: $0, environment: environment)
    }
  }

  /// Taking the tuple through `update(to:)` boxed it in `any View` twice (for `canUpdate` and
  /// for `update`) and copied it out again: three copies of every row's views per update. The
  /// view is not copied out of the caller's value either (an element keeps no tuple): each
  /// copy cost a run-time tuple metadata lookup and every view's value witnesses, twice (copy,
  /// destroy).
  override func update<T: View>(ifAccepted view: T, environment: EnvironmentValues) -> Bool {
    withExactlyAddress(view, as: TupleView<repeat each Content>.self) {
      update(typed: $0, environment: environment)
    }
  }

  /// Reconciles each child with its view of `view` (read in place, valid for the call).
  private func update(
    typed view: UnsafePointer<TupleView<repeat each Content>>, environment: EnvironmentValues
  ) {
    self.environment = environment
    // One pack expansion over the tuple's views. Reading `view.pointee.content` from this
    // unspecialized code still copies the tuple once (measured; a `borrowing` parameter did
    // not avoid it), but iterating `for content in repeat each view.content` cost more.
    var index = 0
    repeat reconcileNextChild(each view.pointee.content, at: &index, environment: environment)
  }

  /// Reconciles the child at `index` with `content` and moves `index` on (one step of
  /// ``update(typed:environment:)``'s pack expansion).
  private func reconcileNextChild<C: View>(_ content: C, at index: inout Int, environment: EnvironmentValues)
  {
    // Stored back only when replaced (`replace` already did): a child that took the view —
    // nearly always — costs one read, not a read and a write.
    let position = index
    _ = reconcileChild(childElements[position], to: content, environment: environment) {
      self.childElements[position] = $0
    }
    index += 1
  }
}
