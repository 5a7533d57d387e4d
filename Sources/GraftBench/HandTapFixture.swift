import Graft

/// The hand-written side of the fine-grained update benchmark: a list of `HStack { Text;
/// Button }` rows built directly on a ``NodeTree``, whose middle button's handler increments
/// its row's count and sets the button's text in one batch — what the Graft row's write, pass
/// and batch do.
///
/// Made, tapped and finished on the main actor.
@MainActor
final class HandTapFixture {
  private let tree = NodeTree()
  private let button: Node
  private let counter = TapCounter()

  /// Builds `rowCount` rows in one batch and installs the middle button's handler.
  init(rowCount: Int) {
    var factory = RowFactory()
    let list = tree.makeNode(.list)
    tree.beginBatch()
    tree.insert(list, into: tree.root, at: 0)
    var middle: Node?
    for (index, row) in factory.make(rowCount).enumerated() {
      let stack = tree.makeNode(.stack(.horizontal))
      var label = NodeProperties()
      label.text = row.label
      var title = NodeProperties()
      title.text = "0"
      let button = tree.makeNode(.button, properties: title)
      tree.insert(tree.makeNode(.text, properties: label), into: stack, at: 0)
      tree.insert(button, into: stack, at: 1)
      tree.insert(stack, into: list, at: index)
      if index == rowCount / 2 { middle = button }
    }
    tree.endBatch()
    guard let button = middle else { preconditionFailure("a tap list needs at least one row") }
    self.button = button
    let counter = self.counter
    tree.setHandlers(
      NodeEventHandlers(onTap: { [unowned tree, unowned button] in
        counter.taps += 1
        tree.beginBatch()
        tree.update(button) { $0.text = "\(counter.taps)" }
        tree.endBatch()
      }), for: button)
  }

  /// One tap: the handler's write and its batch.
  func tap() { button.tapHandler?() }

  /// Checks every tap reached the button. Call once, last.
  func finish() {
    precondition(button.properties.text == "\(counter.taps)", "tap did not reach the row")
  }
}

/// The hand-written row's count.
@MainActor
private final class TapCounter {
  var taps = 0
}
