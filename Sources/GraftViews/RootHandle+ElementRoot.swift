import GraftCore

/// What every element of a root refers to: the root's `RootHandle`, which holds the root and
/// its node tree in one object made with the root and shared by all its elements. One
/// reference per element where there were two (an element is made per view of every row: the
/// 8 bytes put most of a row's elements in the allocator's next size class); making or freeing
/// an element retains or releases one object; the tree is a constant of it, read without a
/// retain. (The handle and a link object of its own were two allocations per root: one per
/// hosted counter, issue 15.)
extension RootHandle {
  /// The view root the handle belongs to. Only elements read it: every element belongs to a
  /// view root, which made the handle (`ElementContext(root:parent:environment:)`), so the
  /// root is a `ViewRootCore` and is alive (a root owns its elements, and an element never
  /// outlives it). The unwrap traps, as the `unowned` reference it replaces did, if that breaks.
  @inline(__always) var viewRoot: ViewRootCore {
    // swift-format-ignore: NeverForceUnwrap
    unsafeDowncast(object!, to: ViewRootCore.self)
  }
}
