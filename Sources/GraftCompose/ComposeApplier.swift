import GraftCore

/// The Compose-style runtime's own applier: a node cursor over GraftCore's `NodeTree`, in the
/// shape of Compose's `Applier` (`down`/`up` around a current node; insert, remove and move by
/// index). Every change still goes through `NodeTree`, so renderers see one batch per pass.
@MainActor
package final class ComposeApplier {
  struct Level {
    let node: Node
    var cursor: Int
  }

  package let tree: NodeTree
  /// The nodes being emitted into, innermost last. Loop thread only, never accessed while
  /// another access is open: without the dynamic exclusivity check (several per node).
  @exclusivity(unchecked) private var levels: [Level] = []

  init(tree: NodeTree) {
    self.tree = tree
  }

  /// The node new nodes go into.
  var current: Node { levels[levels.count - 1].node }

  /// Starts emitting into `node` at child index `cursor`.
  func down(_ node: Node, cursor: Int = 0) {
    levels.append(Level(node: node, cursor: cursor))
  }

  /// Goes back to the enclosing node.
  func up() {
    levels.removeLast()
  }

  /// Inserts a new node at the cursor and advances past it.
  package func insert(_ node: Node) {
    tree.insert(node, into: current, at: levels[levels.count - 1].cursor)
    levels[levels.count - 1].cursor += 1
  }

  /// Where the next node goes in ``current``.
  var cursor: Int { levels[levels.count - 1].cursor }

  /// Moves `count` nodes from `index`, before the cursor, to just before it; the cursor
  /// steps back to their new start, so the group owning them is composed over them next.
  func moveToCursor(from index: Int, count: Int) {
    guard count > 0 else { return }
    let cursor = self.cursor
    tree.move(in: current, from: index, to: cursor, count: count)
    levels[levels.count - 1].cursor = cursor - count
  }

  /// Removes `count` nodes at `index`, before the cursor; the cursor steps back.
  func removeBeforeCursor(at index: Int, count: Int) {
    guard count > 0 else { return }
    tree.remove(from: current, at: index, count: count)
    levels[levels.count - 1].cursor -= count
  }

  /// Advances the cursor past `count` existing nodes.
  package func skipNodes(_ count: Int) {
    levels[levels.count - 1].cursor += count
  }

  /// Puts the cursor at child index `index` of ``current``.
  func placeCursor(at index: Int) {
    levels[levels.count - 1].cursor = index
  }

  /// Removes `count` nodes right at the cursor (the nodes of groups not called this time:
  /// everything before them was visited).
  func removeNodes(count: Int) {
    guard count > 0 else { return }
    tree.remove(from: current, at: levels[levels.count - 1].cursor, count: count)
  }

  /// Moves the nodes of the sibling at `from` so they sit at the cursor (where the group at
  /// `to` goes), keeping the nodes of the siblings in between after them.
  func moveNodes(of group: SlotGroup, amongSiblingsOf parent: SlotGroup, from: Int, to: Int) {
    let count = group.nodeCount
    guard count > 0 else { return }
    let cursor = levels[levels.count - 1].cursor
    var offset = cursor
    for sibling in parent.children[to..<from] { offset += sibling.nodeCount }
    tree.move(in: current, from: offset, to: cursor, count: count)
  }
}
