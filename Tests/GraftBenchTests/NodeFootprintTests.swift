import Graft
import GraftBench
import Testing

/// A node stores its kind as a four-byte code (issue 15, round 10), which keeps it out of the
/// allocator's 120-byte blocks whatever its kind.
@MainActor
struct NodeFootprintTests {
  @Test func aNodeOfAnyKindTakesLessThanAHundredAndTwentyBytes() {
    let kinds: [NodeKind] = [
      .root, .text, .button, .textField, .image, .stack(.vertical), .stack(.horizontal), .list,
      .spacer, .host, .custom("Refreshable"), .toggle, .option, .label, .row, .custom("ViewThatFits"),
    ]
    let tree = NodeTree()
    let nodes = kinds.map { tree.makeNode($0) }
    // Summed: a block can come out larger than requested (when the rest of a free chunk would
    // be too small to keep), so the total, not each node. With a stored `NodeKind` (17 bytes)
    // each took at least 120 bytes.
    let total = NodeFootprint.objectBytes(of: nodes)
    #expect(total < nodes.count * 120)
    // Header (16), id, code and flags (16), properties (32) and five references (40).
    #expect(total >= nodes.count * 104)
  }
}
