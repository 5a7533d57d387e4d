import GraftCore

/// What every element of a root refers to: the root and its node tree, in one object made with
/// the root's top element and shared by all its descendants. One reference per element where
/// there were two (an element is made per view of every row: the 8 bytes put most of a row's
/// elements in the allocator's next size class), and making or freeing an element retains or
/// releases one object instead of unowned-retaining the root (through its side table: it is
/// weakly referenced) and retaining the tree. Reading either costs one load more.
@MainActor
final class ElementRootLink {
  /// Unowned, as each element's reference to the root was: an element does not keep its root.
  unowned let root: ViewRootCore
  /// Stored: reaching it through the unowned `root` and `graph` (objects with side tables,
  /// being weakly referenced too) took two slow-path reference-count operations per access.
  let tree: NodeTree

  init(root: ViewRootCore, tree: NodeTree) {
    self.root = root
    self.tree = tree
  }
}
