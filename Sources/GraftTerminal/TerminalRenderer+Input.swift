import Foundation
import GraftCore
import GraftLayout

extension TerminalRenderer {
  /// The controls Tab visits, in tree order (through hosted roots): enabled buttons with a tap
  /// handler and enabled text fields, that are laid out and shown.
  public var focusableNodes: [Node] {
    var found: [Node] = []
    tree.root.forEachInTree { node in
      guard !node.properties.isDisabled, node.layoutFrame != nil, !isInsideDisabled(node) else { return }
      if (node.kind == .button && node.handlers.onTap != nil) || node.kind == .textField {
        found.append(node)
      }
    }
    return found
  }

  /// The focused node, if it is still attached.
  public var focusedNode: Node? { focused.flatMap { tree.node(withID: $0) } }

  /// Handles one input event (see the type's documentation) and draws the result. Handler
  /// errors cannot occur: only nodes with the handler are acted on.
  public func handle(_ event: TerminalEvent) {
    let field = focusedNode.flatMap { $0.kind == .textField ? $0 : nil }
    switch event {
    case .interrupt:
      onQuit?()
      return
    case .tab: moveFocus(by: 1)
    case .backTab: moveFocus(by: -1)
    case .escape: setFocus(nil)
    case .character("q") where field == nil:
      onQuit?()
      return
    case .enter where field == nil, .character(" ") where field == nil:
      if let button = focusedNode, button.kind == .button { pressButton(button) }
    case .enter:
      if let field, field.handlers.onSubmit != nil { try? field.performSubmit() }
    case .character(let character):
      if let field { edit(field) { text, offset in insert(String(character), into: &text, at: &offset) } }
    case .paste(let pasted):
      let line = pasted.filter { !$0.isNewline && !($0.asciiValue.map { $0 < 0x20 } ?? false) }
      if let field { edit(field) { text, offset in insert(line, into: &text, at: &offset) } }
    case .backspace:
      if let field {
        edit(field) { text, offset in
          guard offset > 0 else { return }
          text.remove(at: text.index(text.startIndex, offsetBy: offset - 1))
          offset -= 1
        }
      }
    case .delete:
      if let field {
        edit(field) { text, offset in
          guard offset < text.count else { return }
          text.remove(at: text.index(text.startIndex, offsetBy: offset))
        }
      }
    case .left: if field != nil { setEditOffset(editOffset - 1) }
    case .right: if field != nil { setEditOffset(editOffset + 1) }
    case .home: if field != nil { setEditOffset(0) }
    case .end: if let field { setEditOffset((editedText ?? field.properties.text)?.count ?? 0) }
    case .up, .down, .pageUp, .pageDown:
      let step = event == .up ? -1 : event == .down ? 1 : event == .pageUp ? -(height - 1) : height - 1
      if let list = focusedNode.flatMap(enclosingList) ?? firstList { scroll(list, by: step) }
    case .wheel(let x, let y, let lines):
      if let list = hit(x: x, y: y).flatMap(enclosingList) { scroll(list, by: lines * 3) }
    case .click(let x, let y):
      guard let node = hit(x: x, y: y) else { return setFocus(nil) }
      let target = sequence(first: node, next: \.parent).first { $0.kind == .button || $0.kind == .textField }
      guard let target, !target.properties.isDisabled, !isInsideDisabled(target) else { return }
      setFocus(target.id)
      if target.kind == .button { pressButton(target) }
    }
    render()
  }

  /// The node a click at screen cell (`x`, `y`) lands on, through list scrolling.
  public func hit(x: Int, y: Int) -> Node? {
    let point = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
    guard let node = tree.node(at: point) else { return nil }
    // Inside a scrolled list, the layout's coordinates are the screen's plus the offset.
    guard let list = enclosingList(node), let offset = scrollOffsets[list.id], offset != 0 else {
      return node
    }
    return tree.node(at: CGPoint(x: point.x, y: point.y + Double(offset)))
  }

  func moveFocus(by step: Int) {
    let nodes = focusableNodes
    guard !nodes.isEmpty else { return setFocus(nil) }
    let current = focused.flatMap { id in nodes.firstIndex { $0.id == id } }
    let next: Int =
      if let current { (current + step + nodes.count) % nodes.count } else { step > 0 ? 0 : nodes.count - 1 }
    setFocus(nodes[next].id)
    revealFocused()
  }

  func setFocus(_ id: NodeID?) {
    focused = id
    editedText = nil
    editOffset = focusedNode.flatMap { $0.kind == .textField ? $0.properties.text?.count : nil } ?? 0
  }

  /// Forgets a focused node that was detached or disabled since.
  func dropStaleFocus() {
    guard let id = focused else { return }
    // The edit offset is not clamped here: typed text reaches the node only in the next pass.
    if tree.node(withID: id)?.properties.isDisabled ?? true { setFocus(nil) }

  }

  private func setEditOffset(_ offset: Int) {
    editOffset = min(max(0, offset), (editedText ?? focusedNode?.properties.text)?.count ?? 0)
  }

  private func insert(_ text: String, into value: inout String, at offset: inout Int) {
    value.insert(contentsOf: text, at: value.index(value.startIndex, offsetBy: offset))
    offset += text.count
  }

  /// Applies `change` to the field's text and the edit offset, then reports the new text
  /// through the field's handler (the runtime's next pass shows it).
  private func edit(_ field: Node, _ change: (inout String, inout Int) -> Void) {
    let current = editedText ?? field.properties.text ?? ""
    var text = current
    var offset = min(editOffset, text.count)
    change(&text, &offset)
    editOffset = offset
    guard text != current else { return }
    editedText = text
    try? field.performTextChange(text)
  }

  private func enclosingList(_ node: Node) -> Node? {
    sequence(first: node, next: \.parent).first { $0.kind == .list }
  }

  private var firstList: Node? { tree.nodes(of: .list).first { $0.layoutFrame != nil } }

  private func isInsideDisabled(_ node: Node) -> Bool {
    sequence(first: node, next: \.parent).contains { $0.properties.isDisabled }
  }

  /// Scrolls `list` by `rows`, within its content.
  func scroll(_ list: Node, by rows: Int) {
    guard let frame = list.layoutFrame else { return }
    let content = list.children.compactMap(\.layoutFrame).map(\.maxY).max() ?? frame.maxY
    let limit = max(0, Int((content - frame.maxY).rounded(.up)))
    let offset = min(max(0, (scrollOffsets[list.id] ?? 0) + rows), limit)
    scrollOffsets[list.id] = offset == 0 ? nil : offset
  }

  /// Scrolls the focused node's list so the node is in view.
  func revealFocused() {
    guard let node = focusedNode, let list = enclosingList(node), let listFrame = list.absoluteFrame,
      let frame = node.absoluteFrame
    else { return }
    let offset = Double(scrollOffsets[list.id] ?? 0)
    if frame.minY - offset < listFrame.minY {
      scroll(list, by: Int((frame.minY - offset - listFrame.minY).rounded(.down)))
    } else if frame.maxY - offset > listFrame.maxY {
      scroll(list, by: Int((frame.maxY - offset - listFrame.maxY).rounded(.up)))
    }
  }
}
