import CGraftABI
import GraftCore

// The node applier of graft.h. Each function's contract is documented in the header.

@MainActor
func context(_ ctx: graft_context) throws(GraftFailure) -> ComponentContext {
  try HandleTable.shared.lookup(ctx.bits, .context, as: ComponentContext.self)
}

private func nodeKind(_ kind: graft_node_kind) throws(GraftFailure) -> NodeKind {
  switch kind {
  case GRAFT_NODE_TEXT: .text
  case GRAFT_NODE_BUTTON: .button
  case GRAFT_NODE_TEXT_FIELD: .textField
  case GRAFT_NODE_IMAGE: .image
  case GRAFT_NODE_VSTACK: .stack(.vertical)
  case GRAFT_NODE_HSTACK: .stack(.horizontal)
  case GRAFT_NODE_ZSTACK: .stack(.depth)
  case GRAFT_NODE_LIST: .list
  case GRAFT_NODE_SPACER: .spacer
  default: throw .invalidArgument
  }
}

@MainActor @_cdecl("graft_tree_begin")
public func graftTreeBegin(_ ctx: graft_context) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    let context = try context(ctx)
    guard context.isRendering, !context.isInTreeBracket else { throw .wrongPhase }
    context.isInTreeBracket = true
  }
}

@MainActor @_cdecl("graft_tree_end")
public func graftTreeEnd(_ ctx: graft_context) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    let context = try context(ctx)
    try context.requireTreeBracket()
    context.isInTreeBracket = false
  }
}

@MainActor @_cdecl("graft_context_host_node")
public func graftContextHostNode(_ ctx: graft_context, _ out: UnsafeMutablePointer<graft_node>?)
  -> graft_status
{
  ABICall.run { () throws(GraftFailure) in
    try store(graft_node(bits: try context(ctx).hostNodeHandle), into: out)
  }
}

@MainActor @_cdecl("graft_node_create")
public func graftNodeCreate(
  _ ctx: graft_context, _ kind: graft_node_kind, _ out: UnsafeMutablePointer<graft_node>?
) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    let context = try context(ctx)
    try context.requireTreeBracket()
    guard let out else { throw .invalidArgument }
    let node = context.graph.tree.makeNode(try nodeKind(kind))
    let entry = NodeEntry(node: node, owner: context, graph: context.graph)
    let bits = context.issue(entry, kind: .node)
    if node.kind == .button || node.kind == .textField {
      context.graph.tree.setHandlers(
        NodeEventHandlers(
          onTap: { [weak context, weak entry] in
            guard let context, let entry else { return }
            context.deliver(GRAFT_EVENT_TAP, to: entry, bits: bits)
          },
          onTextChange: { [weak context, weak entry] text in
            guard let context, let entry else { return }
            context.deliver(GRAFT_EVENT_TEXT_CHANGE, to: entry, bits: bits, text: text)
          },
          onSubmit: { [weak context, weak entry] in
            guard let context, let entry else { return }
            context.deliver(GRAFT_EVENT_SUBMIT, to: entry, bits: bits)
          }), for: node)
    }
    out.pointee = graft_node(bits: bits)
  }
}

/// Runs `change` on a node of `ctx` inside the tree bracket.
@MainActor
private func updateNode(
  _ ctx: graft_context, _ node: graft_node, _ change: (inout NodeProperties) throws(GraftFailure) -> Void
) throws(GraftFailure) {
  let context = try context(ctx)
  try context.requireTreeBracket()
  let entry = try context.node(node)
  var properties = entry.node.properties
  try change(&properties)
  context.graph.tree.update(entry.node, properties: properties)
}

/// Sets one string property of a node from a UTF-8 buffer: the body shared by the
/// `graft_node_set_<string property>` calls.
@MainActor
private func setStringProperty(
  _ ctx: graft_context, _ node: graft_node, _ utf8: UnsafePointer<CChar>?, _ length: Int,
  _ property: WritableKeyPath<NodeProperties, String?>
) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    let text = try decodeUTF8(utf8, length: length)
    try updateNode(ctx, node) { $0[keyPath: property] = text }
  }
}

@MainActor @_cdecl("graft_node_set_text")
public func graftNodeSetText(
  _ ctx: graft_context, _ node: graft_node, _ utf8: UnsafePointer<CChar>?, _ length: Int
) -> graft_status {
  setStringProperty(ctx, node, utf8, length, \.text)
}

@MainActor @_cdecl("graft_node_set_placeholder")
public func graftNodeSetPlaceholder(
  _ ctx: graft_context, _ node: graft_node, _ utf8: UnsafePointer<CChar>?, _ length: Int
) -> graft_status {
  setStringProperty(ctx, node, utf8, length, \.placeholder)
}

@MainActor @_cdecl("graft_node_set_identifier")
public func graftNodeSetIdentifier(
  _ ctx: graft_context, _ node: graft_node, _ utf8: UnsafePointer<CChar>?, _ length: Int
) -> graft_status {
  setStringProperty(ctx, node, utf8, length, \.identifier)
}

@MainActor @_cdecl("graft_node_set_spacing")
public func graftNodeSetSpacing(_ ctx: graft_context, _ node: graft_node, _ spacing: Double) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    guard spacing.isFinite else { throw .invalidArgument }
    try updateNode(ctx, node) { $0.spacing = spacing }
  }
}

@MainActor @_cdecl("graft_node_set_disabled")
public func graftNodeSetDisabled(_ ctx: graft_context, _ node: graft_node, _ disabled: Bool) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    try updateNode(ctx, node) { $0.isDisabled = disabled }
  }
}

@MainActor @_cdecl("graft_node_insert")
public func graftNodeInsert(_ ctx: graft_context, _ parent: graft_node, _ child: graft_node, _ index: Int)
  -> graft_status
{
  ABICall.run { () throws(GraftFailure) in
    let context = try context(ctx)
    try context.requireTreeBracket()
    let parentNode = try context.node(parent).node
    let childEntry = try context.node(child)
    guard !childEntry.isHostNode, childEntry.node.parent == nil, childEntry.node !== parentNode,
      index >= 0, index <= parentNode.children.count
    else { throw .invalidArgument }
    context.graph.tree.insert(childEntry.node, into: parentNode, at: index)
  }
}

@MainActor @_cdecl("graft_node_remove")
public func graftNodeRemove(_ ctx: graft_context, _ parent: graft_node, _ index: Int, _ count: Int)
  -> graft_status
{
  ABICall.run { () throws(GraftFailure) in
    let context = try context(ctx)
    try context.requireTreeBracket()
    let parentNode = try context.node(parent).node
    guard index >= 0, count >= 0, index + count <= parentNode.children.count else { throw .invalidArgument }
    guard count > 0 else { return }
    context.graph.tree.remove(from: parentNode, at: index, count: count)
  }
}

@MainActor @_cdecl("graft_node_move")
public func graftNodeMove(_ ctx: graft_context, _ parent: graft_node, _ from: Int, _ to: Int, _ count: Int)
  -> graft_status
{
  ABICall.run { () throws(GraftFailure) in
    let context = try context(ctx)
    try context.requireTreeBracket()
    let parentNode = try context.node(parent).node
    let size = parentNode.children.count
    guard from >= 0, count >= 0, from + count <= size, to >= 0, to <= size,
      to <= from || to >= from + count
    else { throw .invalidArgument }
    guard count > 0, to != from, to != from + count else { return }
    context.graph.tree.move(in: parentNode, from: from, to: to, count: count)
  }
}

@MainActor @_cdecl("graft_node_set_handler")
public func graftNodeSetHandler(
  _ ctx: graft_context, _ node: graft_node, _ handler: graft_event_fn?, _ userData: UnsafeMutableRawPointer?
) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    let entry = try context(ctx).node(node)
    guard entry.node.kind == .button || entry.node.kind == .textField else { throw .invalidArgument }
    entry.handler = handler
    entry.userData = userData
  }
}

@MainActor @_cdecl("graft_node_release")
public func graftNodeRelease(_ ctx: graft_context, _ node: graft_node) -> graft_status {
  ABICall.run { () throws(GraftFailure) in
    let context = try context(ctx)
    try context.requireTreeBracket()
    let entry = try context.node(node)
    guard !entry.isHostNode, entry.node.parent == nil else { throw .invalidArgument }
    context.release(node.bits)
  }
}
