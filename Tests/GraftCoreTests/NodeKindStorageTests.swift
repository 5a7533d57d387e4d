import GraftCore
import Testing

/// A node stores its kind as a two-byte code (issue 15, round 10): every kind a node is made
/// with reads back as made, custom names included, on any thread. (Its footprint:
/// `NodeFootprintTests`, GraftBenchTests.)
@MainActor
@Suite struct NodeKindStorageTests {
  static let kinds: [NodeKind] = [
    .root, .text, .button, .textField, .image, .stack(.vertical), .stack(.horizontal),
    .stack(.depth), .list, .spacer, .navigationStack, .host, .error, .custom("Refreshable"),
    .toggle, .picker, .option, .label, .divider, .section, .form, .stepper, .slider, .progress,
    .textEditor, .link, .scrollView, .disclosureGroup, .tabView, .tab, .presentation, .toolbar,
    .row, .custom("ViewThatFits"), .custom(""), .custom("Refreshable"),
  ]

  @Test func everyKindReadsBackAsMade() {
    let tree = NodeTree()
    let nodes = Self.kinds.map { tree.makeNode($0) }
    #expect(nodes.map(\.kind) == Self.kinds)
    #expect(nodes.map(\.kind.description) == Self.kinds.map(\.description))
    #expect(tree.root.kind == .root)
  }

  @Test func aCustomKindReadsBackOffTheMainThread() async {
    let tree = NodeTree()
    let node = tree.makeNode(.custom("Made on the main actor"))
    let kind = await Task.detached { node.kind }.value
    #expect(kind == .custom("Made on the main actor"))
  }
}
