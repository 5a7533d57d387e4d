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

  /// Custom kind names are interned in a process-wide table of bounded size; names past it
  /// (a hostile remote child sending a new kind name per node) are kept by their nodes. More
  /// distinct names than a two-byte code could ever number: every node reads back its own,
  /// and making them neither crashes nor stops (round 10 interned every name, and trapped past
  /// 65,503).
  @Test func moreDistinctCustomNamesThanCodesEachReadBack() {
    let tree = NodeTree()
    for batch in 0..<7 {
      let names = (0..<10_000).map { "Peer kind \(batch)-\($0)" }
      let nodes = names.map { tree.makeNode(.custom($0)) }
      #expect(nodes.map(\.kind) == names.map { NodeKind.custom($0) })
    }
    let again = tree.makeNode(.custom("Refreshable"))
    #expect(again.kind == .custom("Refreshable"))
  }

  /// A snapshot keeps its node's kind as the node does, as a code (issue 15, round 11): each
  /// reads back as made, custom names included, and one past the interned table's room too.
  @Test func aSnapshotReadsBackItsNodesKind() {
    let tree = NodeTree()
    let parent = tree.makeNode(.stack(.vertical))
    tree.beginBatch()
    for (index, kind) in Self.kinds.enumerated() { tree.insert(tree.makeNode(kind), into: parent, at: index) }
    // More distinct names than the table interns (whatever other tests interned before).
    let names = (0..<1_100).map { "Snapshot kind \($0)" }
    for name in names { tree.insert(tree.makeNode(.custom(name)), into: parent, at: parent.children.count) }
    tree.endBatch()
    let snapshot = parent.snapshot()
    #expect(snapshot.kind == .stack(.vertical))
    #expect(snapshot.children.map(\.kind) == Self.kinds + names.map { NodeKind.custom($0) })
    #expect(snapshot == parent.snapshot())
  }

  /// Snapshots compare by kind (their own `==`, the kind stored as a code): custom kinds of
  /// different names differ.
  @Test func snapshotsOfDifferentKindsDiffer() {
    let tree = NodeTree()
    let a = tree.makeNode(.custom("Snapshot A")).snapshot()
    let b = tree.makeNode(.custom("Snapshot B")).snapshot()
    #expect(a.kind != b.kind)
    #expect(a != b)
    #expect(a == a)
  }
}
