import Graft
import GraftTesting
import Testing

private struct Shaped: Equatable {
  let key: Int
  var name: String
  /// How many nodes the row has: 0, 1 or 2.
  let nodes: Int
}

/// A row of 0, 1 or 2 texts, so swapped rows move different numbers of nodes.
private struct ShapedRow: View {
  let row: Shaped
  var body: some View {
    if row.nodes == 2 {
      Text("\(row.name).1")
      Text("\(row.name).2")
    } else if row.nodes == 1 {
      Text(row.name)
    }
  }
}

private struct ShapedList: View {
  let rows: [Shaped]
  var body: some View {
    VStack {
      Text("top")  // the rows' nodes start at offset 1
      ForEach(rows, id: \.key) { ShapedRow(row: $0) }
    }
  }
}

/// Rows that only traded places in pairs between unchanged ends are swapped in place (their
/// children and nodes trade places, every row is updated where it is): the tree, the renderer
/// and every row's identity come out as the general reorder's, whatever each row's node count.
@MainActor
@Suite struct ForEachSwapInPlaceTests {
  private let start = [
    Shaped(key: 0, name: "a", nodes: 1), Shaped(key: 1, name: "b", nodes: 2),
    Shaped(key: 2, name: "c", nodes: 0), Shaped(key: 3, name: "d", nodes: 1),
    Shaped(key: 4, name: "e", nodes: 2), Shaped(key: 5, name: "f", nodes: 0),
    Shaped(key: 6, name: "g", nodes: 1), Shaped(key: 7, name: "h", nodes: 1),
  ]

  /// The text nodes by their text (held: a node rebuilt is another object).
  private func nodesByText(_ host: TestHost<ShapedList>) -> [String: Node] {
    var nodes: [String: Node] = [:]
    for node in host.nodes(of: .text) { nodes[node.properties.text ?? "?"] = node }
    return nodes
  }

  @Test func pairsOfRowsWithDifferentNodeCountsTradePlaces() throws {
    let host = TestHost(rootView: ShapedList(rows: start))
    #expect(host.texts == ["top", "a", "b.1", "b.2", "d", "e.1", "e.2", "g", "h"])
    let nodes = nodesByText(host)
    // b (2 nodes) ↔ f (none), c (none) ↔ d (1, its neighbour), e (2) ↔ g (1); and row a's
    // value changes.
    var next = start
    next.swapAt(1, 5)
    next.swapAt(2, 3)
    next.swapAt(4, 6)
    next[0].name = "A"
    host.rootView = ShapedList(rows: next)
    #expect(host.texts == ["top", "A", "d", "g", "b.1", "b.2", "e.1", "e.2", "h"])
    #expect(host.rendererIsInSync)
    // The moved rows' nodes are the same nodes (moved, not rebuilt).
    let moved = nodesByText(host)
    for text in ["d", "g", "b.1", "b.2", "e.1", "e.2", "h"] { #expect(moved[text] === nodes[text]) }

    // And back again.
    host.rootView = ShapedList(rows: start)
    #expect(host.texts == ["top", "a", "b.1", "b.2", "d", "e.1", "e.2", "g", "h"])
    #expect(host.rendererIsInSync)
    #expect(nodesByText(host)["b.1"] === nodes["b.1"])
  }

  /// The texts `ShapedList(rows: rows)` shows.
  private func texts(of rows: [Shaped]) -> [String] {
    var texts = ["top"]
    for row in rows {
      if row.nodes == 2 {
        texts += ["\(row.name).1", "\(row.name).2"]
      } else if row.nodes == 1 {
        texts.append(row.name)
      }
    }
    return texts
  }

  @Test func swapsNearEitherEndOfALongerListFindTheirNodes() throws {
    // Rows of 0, 1 and 2 nodes; pairs in the first half, across the middle and in the second
    // half (offsets there are counted back from the end).
    let rows = (0..<30).map { Shaped(key: $0, name: "r\($0)", nodes: $0 % 3) }
    let host = TestHost(rootView: ShapedList(rows: rows))
    let nodes = nodesByText(host)
    for (a, b) in [(1, 28), (20, 26), (2, 4), (14, 16), (27, 29)] {
      var next = rows
      next.swapAt(a, b)
      host.rootView = ShapedList(rows: next)
      #expect(host.texts == texts(of: next), "swap \(a) and \(b)")
      #expect(host.rendererIsInSync)
      #expect(nodesByText(host).allSatisfy { nodes[$0.key] === $0.value })
      host.rootView = ShapedList(rows: rows)
      #expect(host.texts == texts(of: rows))
    }
  }

  @Test func aRotationAndAPairBesideASwapStillReorder() throws {
    let host = TestHost(rootView: ShapedList(rows: start))
    // A three-row rotation (not pairs) between unchanged ends: the general reorder.
    let rotated = [start[0], start[3], start[1], start[2], start[4], start[5], start[6], start[7]]
    host.rootView = ShapedList(rows: rotated)
    #expect(host.texts == ["top", "a", "d", "b.1", "b.2", "e.1", "e.2", "g", "h"])
    #expect(host.rendererIsInSync)
    var swapped = rotated
    swapped.swapAt(1, 6)
    host.rootView = ShapedList(rows: swapped)
    #expect(host.texts == ["top", "a", "g", "b.1", "b.2", "e.1", "e.2", "d", "h"])
    #expect(host.rendererIsInSync)
  }
}
