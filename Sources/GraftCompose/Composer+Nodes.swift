// swift-format-ignore-file: AlwaysUseLowerCamelCase

// Composables are named like types (`Text`, `Counter`), as Jetpack Compose names them.
import GraftCore

/// The emitting composables: each call leaves a group that owns one node.
extension Composer {
  /// Emits (or updates) a node of `kind` for the call at `site`; `content` composes the
  /// node's children. A node of another kind made here before is replaced, with its
  /// children. A new node is inserted bottom-up — after its children were composed into it —
  /// so the batch carries one insert of the whole subtree (as Compose's `insertBottomUp`), not
  /// one per node.
  ///
  /// A leaf (`isLeaf`: `Text`, `Button`, `TextField`, which compose no children) ends its group
  /// without making its node the applier's current one: with no children to remove (a group
  /// found with children — another node's, emitted at the same forwarded site — goes the usual
  /// way), ending it touches no node.
  ///
  /// `handlers` `nil` (`Text`, a disabled `Button`, the layout containers) means none: the
  /// node's handlers are cleared if this group's last emit set some, else the tree is not
  /// touched. Likewise a node whose properties did not change is not handed to the tree. (Each
  /// call into the tree retained and released it, on the runtime's slow path — the tree has a
  /// side table; most of a recomposed row's nodes change nothing.)
  func emit(
    _ kind: NodeKind, at site: CallSite, properties: NodeProperties,
    handlers: consuming NodeEventHandlers? = nil, isLeaf: Bool = false, content: () -> Void = {}
  ) {
    var (group, _) = startGroup(site)
    // Another kind here is another node: the old one (and its subtree) goes.
    if let existing = group.node, existing.kind != kind { group = replaceStartedGroup() }
    let node: Node
    let isNew: Bool
    if let existing = group.node {
      node = existing
      isNew = false
      // `NodeTree.update` would compare them too and return; comparing here skips the tree.
      if node.properties != properties { applier.tree.update(node, properties: properties) }
      group.nodeIndexHint = applier.cursor
      applier.skipNodes(1)
    } else {
      node = applier.tree.makeNode(kind, properties: properties)
      group.node = node
      isNew = true
    }
    // Moved out of the parameter, not copied (a retain and a release of each closure).
    if let handlers = consume handlers {
      applier.tree.setHandlers(handlers, for: node)
      group.setsHandlers = true
    } else if group.setsHandlers {
      applier.tree.setHandlers(NodeEventHandlers(), for: node)
      group.setsHandlers = false
    }
    if isLeaf, group.children.isEmpty {
      endGroup()
    } else {
      applier.down(node)
      content()
      endGroup()
      applier.up()
    }
    if isNew {
      group.nodeIndexHint = applier.cursor
      applier.insert(node)
    }
  }

  /// Emits a node of any `kind` with the given properties and handlers — Compose's
  /// `ComposeNode`, for node kinds and properties the named composables don't cover (a list,
  /// a highlighted row). Like the named ones, the node is created on the first call at this
  /// position and updated in place afterwards; `content` composes its children. When `kind`
  /// differs from the last composition's, the old node (and its subtree) is removed and a new
  /// one made.
  public func ComposeNode(
    _ kind: NodeKind, properties: NodeProperties = NodeProperties(),
    handlers: NodeEventHandlers = NodeEventHandlers(), fileID: String = #fileID, line: UInt = #line,
    column: UInt = #column, _ content: () -> Void = {}
  ) {
    // No handlers (a list, a row: nearly every `ComposeNode`) go as none, so a recomposition
    // does not store an empty set into the node each time (~200 instructions a node).
    emit(
      kind, at: CallSite(fileID: fileID, line: line, column: column), properties: properties,
      handlers: handlers.isEmpty ? nil : handlers, content: content)
  }

  /// A run of text.
  public func Text(_ text: String, fileID: String = #fileID, line: UInt = #line, column: UInt = #column) {
    var properties = NodeProperties()
    properties.text = text
    emit(
      .text, at: CallSite(fileID: fileID, line: line, column: column), properties: properties, isLeaf: true)
  }

  /// A button titled `title`; `onClick` runs on the loop thread outside any pass.
  public func Button(
    _ title: String, enabled: Bool = true, fileID: String = #fileID, line: UInt = #line,
    column: UInt = #column, onClick: @escaping () -> Void
  ) {
    var properties = NodeProperties()
    properties.text = title
    properties.isDisabled = !enabled
    emit(
      .button, at: CallSite(fileID: fileID, line: line, column: column), properties: properties,
      handlers: enabled ? NodeEventHandlers(onTap: onClick) : nil, isLeaf: true)
  }

  /// Lays `content` out vertically.
  public func Column(
    spacing: Double? = nil, fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
    _ content: () -> Void
  ) {
    var properties = NodeProperties()
    properties.spacing = spacing
    emit(
      .stack(.vertical), at: CallSite(fileID: fileID, line: line, column: column), properties: properties,
      content: content)
  }

  /// Lays `content` out horizontally.
  public func Row(
    spacing: Double? = nil, fileID: String = #fileID, line: UInt = #line, column: UInt = #column,
    _ content: () -> Void
  ) {
    var properties = NodeProperties()
    properties.spacing = spacing
    emit(
      .stack(.horizontal), at: CallSite(fileID: fileID, line: line, column: column), properties: properties,
      content: content)
  }

  /// Stacks `content` on top of each other.
  public func Box(fileID: String = #fileID, line: UInt = #line, column: UInt = #column, _ content: () -> Void)
  {
    emit(
      .stack(.depth), at: CallSite(fileID: fileID, line: line, column: column), properties: NodeProperties(),
      content: content)
  }

  /// An editable text field showing `value`; typing calls `onValueChange`.
  public func TextField(
    _ value: String, placeholder: String, fileID: String = #fileID, line: UInt = #line,
    column: UInt = #column, onValueChange: @escaping (String) -> Void
  ) {
    var properties = NodeProperties()
    properties.text = value
    properties.placeholder = placeholder
    emit(
      .textField, at: CallSite(fileID: fileID, line: line, column: column), properties: properties,
      handlers: NodeEventHandlers(onTextChange: onValueChange), isLeaf: true)
  }
}
