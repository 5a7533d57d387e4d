import Graft

/// Acting on the controls a SwiftUI app reaches for, as a user would: by accessibility
/// identifier, by the row a control sits in, and through toggles, pickers, steppers, tabs.
/// Every action settles the loop afterwards, like `GraphUser.tap(_:)`.
extension TestHost {
  /// Activates the first enabled control (button, toggle, link, picker option, tab, disclosure
  /// group) carrying accessibility identifier `identifier`, then settles. Throws
  /// ``ControlLookupError/noSuchIdentifier(_:available:)`` listing the identifiers that exist.
  public func tap(identifier: String) throws {
    try graph.tree.enabledControl(identifier: identifier, kinds: NodeTree.tappableKinds).performTap()
    try settle()
  }

  /// Types `text` into the text field or text editor carrying accessibility identifier
  /// `identifier` (replacing its content), then settles.
  public func type(_ text: String, intoIdentifier identifier: String) throws {
    try graph.tree.enabledControl(identifier: identifier, kinds: [.textField, .textEditor])
      .performTextChange(text)
    try settle()
  }

  /// Activates the first enabled button labelled `label` inside the row that shows `rowText`
  /// (as a text, label, toggle, link, stepper or picker title) — "the Delete button of the row
  /// showing Milk". A row is a
  /// child of a `List`, `Form` or `Section` (sections themselves are looked into). Throws
  /// ``ControlLookupError/noSuchRow(_:available:)`` listing the rows' texts, or
  /// ``ControlLookupError/noSuchControl(_:inRow:available:)`` listing the row's buttons.
  public func tap(_ label: String, inRowContaining rowText: String) throws {
    let row = try graph.tree.row(showing: rowText)
    var buttons: [Node] = []
    row.forEachShownInTree { if $0.kind == .button { buttons.append($0) } }
    guard let button = buttons.first(where: { $0.label == label && !$0.properties.isDisabled }) else {
      throw ControlLookupError.noSuchControl(label, inRow: rowText, available: buttons.map(\.label))
    }
    try button.performTap()
    try settle()
  }

  /// Moves the movable row (`.onMove`) showing `rowText` to `offset` among its siblings, as a
  /// drag would, then settles.
  public func move(rowContaining rowText: String, to offset: Int) throws {
    try graph.tree.row(showing: rowText).performValueChange(Double(offset))
    try settle()
  }

  /// Pulls to refresh the first `.refreshable` content, then lets its task run to the end
  /// (``runTasks(maxRounds:idleRounds:)``).
  public func refresh() async throws {
    guard let node = graph.tree.nodes(of: .custom("Refreshable")).first else {
      throw ControlLookupError.noSuchControl("refreshable content", inRow: nil, available: [])
    }
    try node.performTap()
    try await runTasks()
  }

  /// Activates the enabled button labelled `label` inside the presented alert, dialog or sheet
  /// titled `title` (the one shown when several buttons share a label), then settles.
  public func tap(_ label: String, inPresentation title: String) throws {
    let presentations = graph.tree.nodes(of: .presentation)
    guard let presentation = presentations.first(where: { $0.properties.title == title }) else {
      throw ControlLookupError.noSuchControl(
        title, inRow: nil, available: presentations.compactMap(\.properties.title))
    }
    var buttons: [Node] = []
    presentation.forEachShownInTree { if $0.kind == .button { buttons.append($0) } }
    guard let button = buttons.first(where: { $0.label == label && !$0.properties.isDisabled }) else {
      throw ControlLookupError.noSuchControl(label, inRow: title, available: buttons.map(\.label))
    }
    try button.performTap()
    try settle()
  }

  /// Taps the selectable row (`List(selection:)`) showing `rowText`, then settles.
  public func selectRow(containing rowText: String) throws {
    try graph.tree.row(showing: rowText).performTap()
    try settle()
  }

  /// Flips the toggle titled `title` (its title, or its label's texts), then settles.
  public func toggle(_ title: String) throws {
    try graph.tree.enabledControl(labelled: title, kind: .toggle).performTap()
    try settle()
  }

  /// Whether the toggle titled `title` is on. Throws when there is no such toggle.
  public func isOn(_ title: String) throws -> Bool {
    try graph.tree.enabledControl(labelled: title, kind: .toggle, includeDisabled: true).properties.isOn
      ?? false
  }

  /// Chooses the option labelled `option` of the picker titled `picker`, then settles.
  public func pick(_ option: String, in picker: String) throws {
    let node = try graph.tree.enabledControl(labelled: picker, kind: .picker)
    let options = node.children.filter { $0.kind == .option }
    guard let choice = options.first(where: { $0.label == option }) else {
      throw ControlLookupError.noSuchControl(option, inRow: picker, available: options.map(\.label))
    }
    try choice.performTap()
    try settle()
  }

  /// Steps the stepper titled `title` by `steps` steps (negative: down), then settles.
  public func step(_ title: String, by steps: Int = 1) throws {
    let node = try graph.tree.enabledControl(labelled: title, kind: .stepper)
    let p = node.properties
    try node.performValueChange((p.value ?? 0) + Double(steps) * (p.step ?? 1))
    try settle()
  }

  /// Moves the slider titled `title` (or the only slider, for `nil`) to `value`, then settles.
  public func slide(_ title: String, to value: Double) throws {
    try graph.tree.enabledControl(labelled: title, kind: .slider).performValueChange(value)
    try settle()
  }

  /// Selects the tab whose label shows `title`, then settles.
  public func selectTab(_ title: String) throws {
    try graph.tree.enabledControl(labelled: title, kind: .tab).performTap()
    try settle()
  }
}

/// Why a control could not be found.
public enum ControlLookupError: Error, Equatable, CustomStringConvertible {
  /// No enabled control carries the identifier; `available` lists the identifiers there are.
  case noSuchIdentifier(String, available: [String])
  /// No enabled control of the kind has the label; `available` lists those there are.
  case noSuchControl(String, inRow: String?, available: [String])
  /// No row shows the text; `available` lists the rows' texts.
  case noSuchRow(String, available: [String])

  public var description: String {
    switch self {
    case .noSuchIdentifier(let identifier, let available):
      "no enabled control with accessibility identifier \"\(identifier)\"; identifiers: "
        + available.map { "\"\($0)\"" }.joined(separator: ", ")
    case .noSuchControl(let label, let row, let available):
      "no enabled control \"\(label)\"\(row.map { " in \"\($0)\"" } ?? ""); there are: "
        + available.map { "\"\($0)\"" }.joined(separator: ", ")
    case .noSuchRow(let text, let available):
      "no row shows \"\(text)\"; rows: " + available.map { "\"\($0)\"" }.joined(separator: ", ")
    }
  }
}

extension NodeTree {
  /// The kinds `tap(identifier:)` activates.
  static let tappableKinds: Set<NodeKind> = [.button, .toggle, .link, .option, .tab, .disclosureGroup]

  /// The kinds whose text shows what a row is (not its buttons or editable fields).
  static let rowTextKinds: Set<NodeKind> = [.text, .label, .toggle, .link, .stepper, .picker]

  /// The first enabled node of one of `kinds` carrying `identifier`.
  fileprivate func enabledControl(identifier: String, kinds: Set<NodeKind>) throws -> Node {
    var identified: [Node] = []
    root.forEachShownInTree { if $0.properties.identifier != nil { identified.append($0) } }
    guard
      let node = identified.first(where: {
        $0.properties.identifier == identifier && kinds.contains($0.kind) && !$0.properties.isDisabled
      })
    else {
      var seen = Set<String>()
      let names = identified.compactMap(\.properties.identifier).filter { seen.insert($0).inserted }
      throw ControlLookupError.noSuchIdentifier(identifier, available: names)
    }
    return node
  }

  /// The first enabled node of `kind` titled `title` (its text, or its label's texts).
  fileprivate func enabledControl(labelled title: String, kind: NodeKind, includeDisabled: Bool = false)
    throws
    -> Node
  {
    let candidates = nodes(of: kind)
    let name = { (node: Node) in kind == .tab ? (node.children.first?.label ?? "") : node.label }
    guard
      let node = candidates.first(where: {
        name($0) == title && (includeDisabled || !$0.properties.isDisabled)
      })
    else {
      throw ControlLookupError.noSuchControl(title, inRow: nil, available: candidates.map(name))
    }
    return node
  }

  /// The row (a child of a list, form or section) whose subtree shows `text` (a text, label,
  /// toggle, link, stepper or picker title).
  fileprivate func row(showing text: String) throws -> Node {
    var rows: [Node] = []
    func collect(_ container: Node) {
      for child in container.children {
        if child.kind == .section { collect(child) } else { rows.append(child) }
      }
    }
    root.forEachShownInTree { if $0.kind == .list || $0.kind == .form { collect($0) } }
    let texts = { (row: Node) -> [String] in
      var found: [String] = []
      row.forEachShownInTree {
        if NodeTree.rowTextKinds.contains($0.kind), let text = $0.properties.text { found.append(text) }
      }
      return found
    }
    guard let row = rows.first(where: { texts($0).contains(text) }) else {
      throw ControlLookupError.noSuchRow(text, available: rows.map { texts($0).joined(separator: " ") })
    }
    return row
  }
}
