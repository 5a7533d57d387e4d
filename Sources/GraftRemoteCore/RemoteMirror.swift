import GraftCore

/// The host's copy of what a child rendered: host nodes under the controller's anchor, made
/// and changed through the node tree's applier from the child's ops.
///
/// Contract: ``apply(_:)`` checks each op against the subtree the child owns — parent 0 is the
/// anchor, any other id must be a node the child inserted and has not removed; indices and
/// counts must fit the parent's children; an inserted id must be new — and stops at the first
/// op that does not fit, returning why (the ops before it stay applied; the caller replaces the
/// subtree anyway). Nodes outside the anchor are unreachable by construction: ids are looked up
/// only in this mirror's own table. Loop thread only.
@MainActor
final class RemoteMirror {
  private let tree: NodeTree
  private let anchor: Node
  private var nodes: [UInt64: Node] = [:]
  private var childIDs: [ObjectIdentifier: UInt64] = [:]
  /// Sends an event on one of the child's nodes (by its child id).
  var onEvent: ((UInt64, RemoteEventKind, String) -> Void)?

  init(tree: NodeTree, anchor: Node) {
    self.tree = tree
    self.anchor = anchor
  }

  /// How many child nodes the host shows now.
  var nodeCount: Int { nodes.count }

  /// Removes everything under the anchor (the child's nodes, or an error node).
  func clear() {
    if !anchor.children.isEmpty { tree.remove(from: anchor, at: 0, count: anchor.children.count) }
    nodes = [:]
    childIDs = [:]
  }

  /// Shows `message` as the anchor's only child, an error node.
  func showError(_ message: String) {
    clear()
    var properties = NodeProperties()
    properties.text = message
    tree.insert(tree.makeNode(.error, properties: properties), into: anchor, at: 0)
  }

  /// Applies `ops` in order; nil when all fit, or why the first one that does not.
  func apply(_ ops: [RemoteOp]) -> String? {
    for op in ops {
      if let problem = apply(op) { return problem }
    }
    return nil
  }

  private func parent(_ id: UInt64) -> Node? { id == 0 ? anchor : nodes[id] }

  private func apply(_ op: RemoteOp) -> String? {
    switch op {
    case .insert(let parentID, let index, let node):
      guard let parent = parent(parentID) else {
        return "insert into node \(parentID), which is not the child's"
      }
      guard index <= parent.children.count else {
        return "insert at index \(index) of node \(parentID), which has \(parent.children.count) children"
      }
      var fresh: Set<UInt64> = []
      guard Self.idsAreNew(node, known: nodes, seen: &fresh) else {
        return "insert of node \(node.id) reuses an id the child already has"
      }
      tree.insert(build(node), into: parent, at: index)
    case .remove(let parentID, let index, let count):
      guard let parent = parent(parentID) else {
        return "remove from node \(parentID), which is not the child's"
      }
      guard count > 0, index + count <= parent.children.count else {
        return
          "remove of \(count) at \(index) from node \(parentID), which has \(parent.children.count) children"
      }
      for removed in parent.children[index..<index + count] { forget(removed) }
      tree.remove(from: parent, at: index, count: count)
    case .move(let parentID, let from, let to, let count):
      guard let parent = parent(parentID) else { return "move in node \(parentID), which is not the child's" }
      let size = parent.children.count
      guard count > 0, from + count <= size, to <= size, to <= from || to >= from + count else {
        return "move of \(count) from \(from) to \(to) in node \(parentID), which has \(size) children"
      }
      tree.move(in: parent, from: from, to: to, count: count)
    case .update(let id, let properties):
      guard let node = nodes[id] else { return "update of node \(id), which is not the child's" }
      tree.update(node, properties: properties.nodeProperties(hostedRoot: node.properties.hostedRoot))
    }
    return nil
  }

  private static func idsAreNew(_ node: RemoteNode, known: [UInt64: Node], seen: inout Set<UInt64>) -> Bool {
    guard known[node.id] == nil, seen.insert(node.id).inserted else { return false }
    return node.children.allSatisfy { idsAreNew($0, known: known, seen: &seen) }
  }

  private func build(_ remote: RemoteNode) -> Node {
    let node = tree.makeNode(remote.kind.nodeKind, properties: remote.properties.nodeProperties())
    nodes[remote.id] = node
    childIDs[ObjectIdentifier(node)] = remote.id
    let id = remote.id
    switch remote.kind {
    case .button:
      tree.setHandlers(NodeEventHandlers(onTap: { [weak self] in self?.onEvent?(id, .tap, "") }), for: node)
    case .textField:
      tree.setHandlers(
        NodeEventHandlers(
          onTextChange: { [weak self] in self?.onEvent?(id, .text, $0) },
          onSubmit: { [weak self] in self?.onEvent?(id, .submit, "") }), for: node)
    default: break
    }
    for (index, child) in remote.children.enumerated() { tree.insert(build(child), into: node, at: index) }
    return node
  }

  private func forget(_ node: Node) {
    node.forEachInTree { descendant in
      if let id = childIDs.removeValue(forKey: ObjectIdentifier(descendant)) { nodes[id] = nil }
    }
  }
}
