import GraftCore

/// An element with at most one child and no node of its own, whose child may change type:
/// the base of `Group`, `AnyView`, conditionals, optionals, and modifiers.
/// Subclasses decide what the child view is; this class keeps node bookkeeping right.
@MainActor
open class PassthroughElement: Element {
  /// Unchecked exclusivity: main actor only, and every access is instantaneous (a read or a
  /// store of the reference; the replace closures store it after the call that ran them).
  /// Checked, the updates' accesses cost a dynamic check each (~55 instructions; three per
  /// update of a modifier).
  @exclusivity(unchecked) public private(set) var child: Element?

  /// Whether this element is a decorating modifier's (it decorates its content's top-level
  /// nodes through ``decorate(_:)``): `true` only for `DecoratingElement` and its subclasses.
  /// Only passthrough elements decorate, so the walks up from a node to its parent node rule
  /// out every other ancestor with a class check and ask this through the vtable (a protocol
  /// conformance lookup was ~400 instructions per passthrough ancestor, issue 15).
  var decoratesNodes: Bool { false }

  /// Creates the element and (if `content` is non-nil) its child, unplaced.
  public init(
    content: (any View)?, context: __shared ElementContext, childEnvironment: EnvironmentValues? = nil
  ) {
    super.init(context: context)
    if let content { child = makeChild(content, environment: childEnvironment) }
  }

  /// Moves the child to `content` (updating, replacing, inserting or removing it). With
  /// `identityChanged`, an existing child is replaced even when it could take `content`
  /// (a conditional switched branches: the other branch is a different view in SwiftUI).
  public func reconcileContent(
    _ content: (any View)?, environment childEnvironment: EnvironmentValues, identityChanged: Bool = false
  ) {
    switch (child, content) {
    case (let current?, let content?) where identityChanged:
      child = replaceChild(current, with: content, environment: childEnvironment) { self.child = $0 }
    case (let current?, let content?):
      child = reconcileChild(current, to: content, environment: childEnvironment) { self.child = $0 }
    case (nil, let content?):
      install(makeChild(content, environment: childEnvironment))
    case (let current?, nil):
      removeNodes(of: current)
      current.unmount()
      child = nil
      if current.nodeCount != 0 { childNodeCountChanged(by: -current.nodeCount) }
    case (nil, nil):
      break
    }
  }

  /// ``reconcileContent(_:environment:identityChanged:)`` for content of a type the caller
  /// knows (a modifier's `Content`), read where it lies (valid only for the call), without an
  /// identity change: an existing child takes it as its own type
  /// (``Element/update(ifAcceptedAt:environment:)``), where `any View` boxed a value larger
  /// than three words on the heap and the child cast it back.
  public func reconcileContent<Content: View>(
    at content: UnsafePointer<Content>, environment childEnvironment: EnvironmentValues
  ) {
    guard let current = child else {
      // Made from the content where it lies (``makeElement(at:in:)``): `content.pointee`, passed
      // as an `any View`, was copied into an existential box (on the heap, for a content larger
      // than three words) for the call.
      install(makeElement(at: content, in: childContext(environment: childEnvironment)))
      return
    }
    child = reconcileChild(current, at: content, environment: childEnvironment) { self.child = $0 }
  }

  /// Makes `created` the child (there was none), places its nodes and reports them up.
  private func install(_ created: Element) {
    child = created
    placeNodes(of: created, at: startOffset)
    if created.nodeCount != 0 { childNodeCountChanged(by: created.nodeCount) }
  }

  /// Decorates `properties`, a top-level node's of this element's content, as this modifier
  /// does: nothing, unless ``decoratesNodes`` (`DecoratingElement` overrides both). A method
  /// of the class so that the walk up from a node calls it through the vtable, where a cast to
  /// the `NodeDecorating` protocol it replaced was a conformance lookup (~340 instructions) per
  /// decorating ancestor of every node refreshed.
  func decorate(_ properties: inout NodeProperties) {}

  override open func unmount() { child?.unmount() }

  override open var nodeCount: Int { child?.nodeCount ?? 0 }

  override open func appendTopLevelNodes(to nodes: inout [Node]) {
    child?.appendTopLevelNodes(to: &nodes)
  }

  override open func offset(ofChild child: Element) -> Int { startOffset }

  override open var children: [Element] { child.map { [$0] } ?? [] }
}
