import Foundation

/// Rebuilds a node tree from the renderer's JSON alone — snapshot, then ops — as the page's
/// JS client does (and as `ReplayRenderer` does with Swift values).
final class JSONReplica {
  final class Node {
    let fields: [String: Any]
    var props: Any
    var children: [Node]
    init(_ object: [String: Any]) {
      fields = object.filter { $0.key != "children" && $0.key != "props" }
      props = object["props"] ?? [:]
      children = (object["children"] as? [[String: Any]] ?? []).map(Node.init)
    }
    var id: Int { fields["id"] as? Int ?? -1 }
    var json: [String: Any] {
      var object = fields
      object["props"] = props
      object["children"] = children.map(\.json)
      return object
    }
  }

  private(set) var root: Node
  private var byID: [Int: Node] = [:]

  init(snapshot: [String: Any]) {
    root = Node(snapshot)
    register(root)
  }

  private func register(_ node: Node) {
    byID[node.id] = node
    node.children.forEach(register)
  }

  private func forget(_ node: Node) {
    byID[node.id] = nil
    node.children.forEach(forget)
  }

  /// Applies one op; throws if it names a node or index that does not exist.
  func apply(_ op: [String: Any]) throws {
    func parent() throws -> Node {
      guard let id = op["parent"] as? Int, let node = byID[id] else {
        throw ClientError("bad parent in \(op)")
      }
      return node
    }
    switch op["op"] as? String {
    case "insert":
      let owner = try parent()
      let node = Node(op["node"] as? [String: Any] ?? [:])
      register(node)
      owner.children.insert(node, at: (op["index"] as? Int ?? -1))
    case "remove":
      let owner = try parent()
      let index = (op["index"] as? Int ?? -1)
      let count = (op["count"] as? Int ?? -1)
      owner.children[index..<index + count].forEach(forget)
      owner.children.removeSubrange(index..<index + count)
    case "move":
      let owner = try parent()
      let from = (op["from"] as? Int ?? -1)
      let to = (op["to"] as? Int ?? -1)
      let count = (op["count"] as? Int ?? -1)
      let moving = Array(owner.children[from..<from + count])
      owner.children.removeSubrange(from..<from + count)
      owner.children.insert(contentsOf: moving, at: to > from ? to - count : to)
    case "update":
      guard let id = op["node"] as? Int, let node = byID[id] else { throw ClientError("bad node in \(op)") }
      node.props = op["props"] ?? [:]
    default:
      throw ClientError("unknown op \(op)")
    }
  }

  /// Every text node's text, in tree order.
  var texts: [String] {
    var found: [String] = []
    func walk(_ node: Node) {
      if node.fields["kind"] as? String == "text",
        let text = (node.props as? [String: Any])?["text"] as? String
      {
        found.append(text)
      }
      node.children.forEach(walk)
    }
    walk(root)
    return found
  }
}
