import Foundation
import GraftCore
import GraftLayout

extension TerminalRenderer {
  /// The controls Tab visits, in tree order (through hosted roots): enabled buttons, toggles,
  /// links, disclosure groups and tabs with a tap handler, pickers, steppers and sliders with
  /// something to act on, and enabled text fields and editors, that are laid out and shown —
  /// only those inside the presentation on top while one is shown.
  public var focusableNodes: [Node] {
    var found: [Node] = []
    let scope = presentation ?? tree.root
    scope.forEachShownInTree { node in
      guard Self.isFocusable(node), !node.properties.isDisabled, node.layoutFrame != nil,
        !isInsideDisabled(node), !isInsideHidden(node)
      else { return }
      found.append(node)
    }
    return found
  }

  /// Whether `node` is a control focus can rest on (whatever its state).
  static func isFocusable(_ node: Node) -> Bool {
    switch node.kind {
    case .button, .toggle, .link, .disclosureGroup, .tab: node.tapHandler != nil
    case .stepper, .slider: node.handlers.onValueChange != nil
    case .picker: node.children.contains { $0.kind == .option && $0.tapHandler != nil }
    case .textField, .textEditor: true
    default: false
    }
  }

  /// The alert, dialog or sheet drawn on top, if one is shown.
  var presentation: Node? {
    overlay.flatMap { tree.node(withID: $0.node) }
      ?? tree.nodes(of: .presentation).last { $0.layoutFrame != nil }
  }

  /// The focused node, if it is still attached.
  public var focusedNode: Node? { focused.flatMap { tree.node(withID: $0) } }

  /// Handles one input event (see the type's documentation) and draws the result. Handler
  /// errors cannot occur: only nodes with the handler are acted on.
  public func handle(_ event: TerminalEvent) {
    let field = focusedNode.flatMap { $0.kind == .textField || $0.kind == .textEditor ? $0 : nil }
    let control = field == nil ? focusedNode : nil
    switch event {
    case .interrupt:
      onQuit?()
      return
    case .tab: moveFocus(by: 1)
    case .backTab: moveFocus(by: -1)
    case .escape where field != nil: setFocus(nil)
    case .escape:
      if !pressShortcut("escape"), !pressCancelOrBack() { setFocus(nil) }
    case .control(let letter):
      // A terminal has no Command key: Ctrl-N presses `.keyboardShortcut("n")` (Command, the
      // default modifier, as the live page does) or `.keyboardShortcut("n", modifiers: .control)`.
      if !pressShortcut("cmd+\(letter)") { pressShortcut("ctrl+\(letter)") }
    case .character("q") where field == nil:
      onQuit?()
      return
    case .enter where control == nil && field == nil:
      pressShortcut("return")
    case .enter where field == nil, .character(" ") where field == nil:
      if let control { activate(control) }
    case .left where control != nil, .character("-") where control != nil:
      if let control { adjust(control, by: -1) }
    case .right where control != nil, .character("+") where control != nil,
      .character("=") where control != nil:
      if let control { adjust(control, by: 1) }
    case .enter where field?.kind == .textEditor:
      if let field { edit(field) { text, offset in insert("\n", into: &text, at: &offset) } }
    case .enter:
      if let field, field.handlers.onSubmit != nil { try? field.performSubmit() }
    case .character(let character):
      if let field {
        edit(field) { text, offset in insert(String(character), into: &text, at: &offset) }
      } else {
        pressShortcut(String(character).lowercased())
      }
    case .paste(let pasted):
      let multiline = field?.kind == .textEditor
      let line = pasted.filter {
        (multiline && $0 == "\n") || (!$0.isNewline && !($0.asciiValue.map { $0 < 0x20 } ?? false))
      }
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
      click(node, x: x)
    }
    render()
  }

  /// The node a click at screen cell (`x`, `y`) lands on, through list scrolling and the
  /// presentation drawn on top (while one is shown, nothing outside it is hit).
  public func hit(x: Int, y: Int) -> Node? {
    var point = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
    if let overlay {
      point.x -= Double(overlay.dx)
      point.y -= Double(overlay.dy)
    }
    guard let node = tree.node(at: point) else { return nil }
    if let presentation, !sequence(first: node, next: \.parent).contains(where: { $0 === presentation }) {
      return nil
    }
    // Inside a scrolled list, the layout's coordinates are the screen's plus the offset.
    guard let list = enclosingList(node), let offset = scrollOffsets[list.id], offset != 0 else {
      return node
    }
    return tree.node(at: CGPoint(x: point.x, y: point.y + Double(offset)))
  }

  /// A click on `node` (at screen column `x`): focuses the control it belongs to and acts —
  /// a picker's option is picked, a stepper's `[-]`/`[+]` steps, a slider's track moves it, a
  /// disclosure group's title line or a tab's label opens it (its content does not).
  private func click(_ node: Node, x: Int) {
    let chain = sequence(first: node, next: \.parent)
    if let option = chain.first(where: { $0.kind == .option }), let picker = option.parent,
      !picker.properties.isDisabled, !isInsideDisabled(picker)
    {
      setFocus(picker.id)
      try? option.performTap()
      return
    }
    guard let target = chain.first(where: Self.isFocusable), !target.properties.isDisabled,
      !isInsideDisabled(target)
    else { return }
    setFocus(target.id)
    guard let frame = target.absoluteFrame else { return activate(target) }
    let right = Int(frame.maxX.rounded(.down)) + (overlay?.dx ?? 0)
    switch target.kind {
    case .stepper:
      // `  [-] 3 [+]` ends the control: `[+]` is its last three cells, `[-]` starts two in.
      let tail = ControlChrome.stepperTail(target.properties.value ?? 0).count
      if x >= right - 3 {
        adjust(target, by: 1)
      } else if x >= right - tail + 2, x < right - tail + 5 {
        adjust(target, by: -1)
      }
    case .slider:
      let start = right - ControlChrome.sliderTrack
      guard x >= start, let low = target.properties.minimum, let high = target.properties.maximum else {
        return
      }
      let share = Double(x - start) / Double(max(1, ControlChrome.sliderTrack - 1))
      try? target.performValueChange(low + (high - low) * min(1, share))
    case .textField, .textEditor, .picker:
      break
    case .disclosureGroup, .tab:
      // Only the head (a group's title line, a tab's label) acts, not the content under it.
      let onHead =
        target.kind == .tab
        ? target.children.first.map { head in chain.contains { $0 === head } } ?? false : node === target
      if onHead { activate(target) }
    default:
      activate(target)
    }
  }

  /// Presses the first shown, enabled control whose keyboard shortcut (`.keyboardShortcut`,
  /// as ``KeyboardShortcut``'s description: `n`, `cmd+n`, `return`) is `name` — inside the presentation on top
  /// while one is shown. Returns whether one was pressed.
  @discardableResult
  func pressShortcut(_ name: String) -> Bool {
    guard let node = focusableNodes.first(where: { $0.properties.keyboardShortcut == name }) else {
      return false
    }
    activate(node)
    return true
  }

  /// Esc with no field focused: the cancel button of the presentation on top, else the Back
  /// button of the innermost navigation stack showing one. Returns whether one was pressed.
  private func pressCancelOrBack() -> Bool {
    let nodes = focusableNodes
    let target =
      presentation != nil
      ? nodes.first { $0.properties.role == "cancel" }
      : nodes.last { $0.kind == .button && $0.parent?.kind == .navigationStack && $0.label == "Back" }
    guard let target else { return false }
    setFocus(nil)
    activate(target)
    return true
  }

  /// Enter or Space on a focused control: press a button, flip a toggle, open a link or a
  /// disclosure group, select a tab, pick a picker's next option.
  func activate(_ node: Node) {
    switch node.kind {
    case .button: pressButton(node)
    case .picker: adjust(node, by: 1)
    case .stepper, .slider: break
    default: try? node.performTap()
    }
  }

  /// Left/Right on a focused control: the previous/next option of a picker (wrapping round),
  /// a step down/up of a stepper, a twentieth of a slider's range (or its step).
  func adjust(_ node: Node, by direction: Int) {
    let p = node.properties
    switch node.kind {
    case .picker:
      let options = node.children.filter { $0.kind == .option }
      guard !options.isEmpty else { return }
      let current = options.firstIndex { $0.properties.isOn == true } ?? (direction > 0 ? -1 : 0)
      try? options[(current + direction + options.count) % options.count].performTap()
    case .stepper:
      try? node.performValueChange((p.value ?? 0) + Double(direction) * (p.step ?? 1))
    case .slider:
      let low = p.minimum ?? 0
      let high = p.maximum ?? 1
      let step = p.step ?? (high - low) / 20
      try? node.performValueChange(min(high, max(low, (p.value ?? low) + Double(direction) * step)))
    default:
      break
    }
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

  /// Forgets a focused node that was detached, disabled or hidden since (a navigation level
  /// pushed over it).
  func dropStaleFocus() {
    if let id = focused,
      tree.node(withID: id).map({ $0.properties.isDisabled || $0.layoutFrame == nil }) ?? true
    {
      // The edit offset is not clamped here: typed text reaches the node only in the next pass.
      setFocus(nil)
    }
  }

  /// While the alert, dialog or sheet just drawn on top (``overlay``) is shown, keeps the focus
  /// in it: moves it to its cancel button, else its first control, when it is elsewhere.
  /// Returns whether the focus moved.
  func trapFocusInPresentation() -> Bool {
    guard let presentation = overlay.flatMap({ tree.node(withID: $0.node) }) else { return false }
    if let node = focusedNode, sequence(first: node, next: \.parent).contains(where: { $0 === presentation })
    {
      return false
    }
    let controls = focusableNodes
    let target = (controls.first { $0.properties.role == "cancel" } ?? controls.first)?.id
    guard target != focused else { return false }
    setFocus(target)
    return true
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

  /// The list or scroll view `node` is in.
  private func enclosingList(_ node: Node) -> Node? {
    sequence(first: node, next: \.parent).first { $0.kind == .list || $0.kind == .scrollView }
  }

  private var firstList: Node? {
    var found: Node?
    tree.root.forEachShownInTree {
      if found == nil, $0.kind == .list || $0.kind == .scrollView, $0.layoutFrame != nil { found = $0 }
    }
    return found
  }

  private func isInsideDisabled(_ node: Node) -> Bool {
    sequence(first: node, next: \.parent).contains { $0.properties.isDisabled }
  }

  private func isInsideHidden(_ node: Node) -> Bool {
    sequence(first: node, next: \.parent).contains { $0.properties.isHidden }
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
