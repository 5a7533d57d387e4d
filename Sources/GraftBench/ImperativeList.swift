import Graft

/// The same app written by hand against ``NodeTree``: the fewest node mutations for each
/// ``ListOp``, producing the change batch the Graft version produces — frames included: it
/// lays the rows out itself, as hand-written UI code would (every row one line tall, stacked
/// from the top of the ``ListLayout/viewport``; in a row, its id, label and two buttons from
/// the leading edge, one cell apart, a button one cell wider than its title on each side),
/// and sets the frames that change.
@MainActor
public final class ImperativeList: ListDriver {
  public let tree = NodeTree()
  public let recorder: BatchRecorder
  private let list: Node
  private var rows: [RowNodes] = []
  private var selected: Node?
  private let actions = RowActions()

  private struct RowNodes {
    let row: Node
    let label: Node
  }

  public init() {
    recorder = BatchRecorder(tree: tree)
    list = tree.makeNode(.list)
    tree.beginBatch()
    tree.insert(list, into: tree.root, at: 0)
    if ListLayout.isEnabled {
      let screen = CGRect(origin: .zero, size: ListLayout.viewport)
      tree.setLayoutFrame(screen, for: tree.root)
      tree.setLayoutFrame(screen, for: list)
    }
    tree.endBatch()
  }

  /// Rebuilds the list to show `model` (setup, untimed).
  public func show(_ model: ListModel) {
    tree.beginBatch()
    removeAll()
    insert(model.rows, at: 0)
    if let id = model.selectedID, let index = model.rows.firstIndex(where: { $0.id == id }) {
      setSelected(rows[index].row)
    }
    tree.endBatch()
  }

  /// Applies `op`, which turned `old` into `new`, with the fewest mutations.
  public func apply(_ op: ListOp, from old: ListModel, to new: ListModel) {
    tree.beginBatch()
    switch op {
    case .create1k, .create10k, .replaceAll:
      removeAll()
      insert(new.rows, at: 0)
    case .append1k:
      insert(new.rows[old.rows.count...], at: old.rows.count)
    case .updateEvery10th:
      for index in stride(from: 0, to: new.rows.count, by: 10) {
        tree.update(rows[index].label) { $0.text = new.rows[index].label }
        placeRow(at: index, measuringOnly: 1)
      }
    case .select:
      guard let index = new.rows.firstIndex(where: { $0.id == new.selectedID }) else { break }
      setSelected(rows[index].row)
    case .swapRows:
      // Row 2 goes before row 1,000; then row 999 (now at 997) goes to position 1.
      tree.move(in: list, from: 1, to: 999)
      tree.move(in: list, from: 997, to: 1)
      let second = rows[1]
      rows[1] = rows[998]
      rows[998] = second
      moveRow(at: 1)
      moveRow(at: 998)
    case .removeRow:
      tree.remove(from: list, at: 1)
      rows.remove(at: 1)
      // Every row below moves up a line.
      for index in 1..<rows.count { moveRow(at: index) }
    case .clear:
      removeAll()
    }
    tree.endBatch()
  }

  /// The tree as text.
  public func render() -> String { TextRenderer.render(tree.root) }

  /// Nothing to tear down: the tree goes with the object.
  public func stop() {}

  private func removeAll() {
    guard !rows.isEmpty else { return }
    tree.remove(from: list, at: 0, count: rows.count)
    rows.removeAll(keepingCapacity: true)
    selected = nil
  }

  private func setSelected(_ node: Node) {
    if let selected { tree.update(selected) { $0.isHighlighted = false } }
    tree.update(node) { $0.isHighlighted = true }
    selected = node
  }

  private func insert<Rows: Collection<RowData>>(_ data: Rows, at start: Int) {
    var index = start
    rows.reserveCapacity(rows.count + data.count)
    for item in data {
      let nodes = makeRow(item)
      rows.append(nodes)
      tree.insert(nodes.row, into: list, at: index)
      index += 1
    }
    // The new rows, and any they pushed down.
    for index in start..<rows.count { placeRow(at: index) }
  }

  /// Sets the frames of the row at `index` and of its id, label and buttons, measuring
  /// their texts — or, given `measuringOnly`, only that part's (the others keep the widths
  /// their frames have).
  private func placeRow(at index: Int, measuringOnly changed: Int? = nil) {
    guard ListLayout.isEnabled else { return }
    let row = rows[index].row
    let parts = row.children
    let y = CGFloat(index)
    func width(_ part: Int) -> CGFloat {
      if let changed, part != changed, let frame = parts[part].layoutFrame { return frame.width }
      return Self.width(of: parts[part])
    }
    let widths = (width(0), width(1), width(2), width(3))
    // One cell between the parts.
    let rowWidth = widths.0 + widths.1 + widths.2 + widths.3 + 3
    tree.setLayoutFrame(CGRect(x: 0, y: y, width: rowWidth, height: 1), for: row)
    var x: CGFloat = 0
    func place(_ part: Node, _ width: CGFloat) {
      tree.setLayoutFrame(CGRect(x: x, y: y, width: width, height: 1), for: part)
      x += width + 1
    }
    place(parts[0], widths.0)
    place(parts[1], widths.1)
    place(parts[2], widths.2)
    place(parts[3], widths.3)
  }

  /// Moves the row at `index` (placed before, unchanged since) to its line: its frames and
  /// its parts' keep their x and width.
  private func moveRow(at index: Int) {
    guard ListLayout.isEnabled else { return }
    let row = rows[index].row
    let y = CGFloat(index)
    func move(_ node: Node) {
      guard var frame = node.layoutFrame else { return }
      frame.origin.y = y
      tree.setLayoutFrame(frame, for: node)
    }
    move(row)
    for part in row.children { move(part) }
  }

  /// A text's width in cells; a button's adds one cell each side of its title.
  private static func width(of node: Node) -> CGFloat {
    let text = CGFloat(DisplayWidth.of(node.properties.text ?? ""))
    return node.kind == .button ? text + 2 : text
  }

  private func makeRow(_ data: RowData) -> RowNodes {
    let row = tree.makeNode(.stack(.horizontal))
    let id = tree.makeNode(.text, properties: Self.text("\(data.id)"))
    let label = tree.makeNode(.text, properties: Self.text(data.label))
    let select = tree.makeNode(.button, properties: Self.text("select"))
    let remove = tree.makeNode(.button, properties: Self.text("remove"))
    let actions = self.actions
    let rowID = data.id
    tree.setHandlers(NodeEventHandlers(onTap: { actions.select(rowID) }), for: select)
    tree.setHandlers(NodeEventHandlers(onTap: { actions.remove(rowID) }), for: remove)
    for (index, child) in [id, label, select, remove].enumerated() {
      tree.insert(child, into: row, at: index)
    }
    return RowNodes(row: row, label: label)
  }

  private static func text(_ text: String) -> NodeProperties {
    var properties = NodeProperties()
    properties.text = text
    return properties
  }
}
