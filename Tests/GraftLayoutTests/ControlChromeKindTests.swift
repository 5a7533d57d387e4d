import Foundation
import Graft
import GraftTesting
import Testing

/// `ControlChrome.insets(for:)` answers most nodes from their kind's code
/// (`Node.kindMayHaveControlChrome`) before making their kind: every kind left out of that set
/// must draw no chrome, whatever its properties and children, and every kind in it must draw
/// some for a node a user could make.
@MainActor
@Suite struct ControlChromeKindTests {
  private static let everyKind: [NodeKind] = [
    .root, .text, .button, .textField, .image, .stack(.vertical), .stack(.horizontal), .stack(.depth), .list,
    .spacer, .navigationStack, .host, .error, .toggle, .picker, .option, .label, .divider, .section, .form,
    .stepper, .slider, .progress, .textEditor, .link, .scrollView, .disclosureGroup, .tabView, .tab,
    .presentation, .toolbar, .row, .custom("Gauge"),
  ]

  /// A node of `kind` with a text, a title and a value, with one child or none.
  private func node(_ kind: NodeKind, in tree: NodeTree, withChild: Bool) -> Node {
    var properties = NodeProperties()
    properties.text = "Title"
    properties.title = "Title"
    properties.value = 0.5
    let node = tree.makeNode(kind, properties: properties)
    if withChild { tree.insert(tree.makeNode(.text, properties: properties), into: node, at: 0) }
    return node
  }

  @Test func kindsLeftOutOfTheCodeSetDrawNoChrome() {
    let tree = NodeTree()
    var drawing: [String] = []
    for kind in Self.everyKind {
      for withChild in [false, true] {
        let made = node(kind, in: tree, withChild: withChild)
        let insets = ControlChrome.insets(for: made)
        if made.kindMayHaveControlChrome {
          if insets != nil, !drawing.contains("\(kind)") { drawing.append("\(kind)") }
        } else {
          #expect(insets == nil, "\(kind) draws chrome but its code is not in kindMayHaveControlChrome")
        }
      }
    }
    // Each kind in the set draws chrome for some node (the set is not wider than the table).
    #expect(
      drawing.sorted()
        == [
          "DisclosureGroup", "Label", "NavigationStack", "Option", "Picker", "Presentation", "ProgressView",
          "Section", "Slider", "Stepper", "Toggle",
        ].sorted())
  }
}
