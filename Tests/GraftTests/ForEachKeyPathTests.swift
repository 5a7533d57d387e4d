import Graft
import GraftTesting
import Testing

private struct Inner: Equatable {
  var flag = false
  let code: String
}

private struct Item: Equatable {
  var weight = 0.5
  let inner: Inner
  var name: String { inner.code.uppercased() }
}

@MainActor
private final class Box {
  let label: String
  init(_ label: String) { self.label = label }
}

/// A row with its own state: a row that was rebuilt instead of kept shows `tapped 0`.
private struct KeyedRow: View {
  let title: String
  @State private var taps = 0
  var body: some View { Button("\(title) tapped \(taps)") { taps += 1 } }
}

private struct ByNestedStoredKey: View {
  let items: [Item]
  var body: some View { VStack { ForEach(items, id: \.inner.code) { KeyedRow(title: $0.inner.code) } } }
}

private struct ByComputedKey: View {
  let items: [Item]
  var body: some View { VStack { ForEach(items, id: \.name) { KeyedRow(title: $0.name) } } }
}

private struct BySelf: View {
  let words: [String]
  var body: some View { VStack { ForEach(words, id: \.self) { KeyedRow(title: $0) } } }
}

private struct ByClassProperty: View {
  let boxes: [Box]
  var body: some View { VStack { ForEach(boxes, id: \.label) { KeyedRow(title: $0.label) } } }
}

/// `ForEach(_:id:)` reads keys through a stored property's offset when it can and through the
/// key path otherwise; either way a reorder keeps each row (and its state) with its key.
@MainActor
@Suite struct ForEachKeyPathTests {
  private func labels<Content: View>(_ host: TestHost<Content>) -> [String] {
    host.nodes(of: .button).map(\.label)
  }

  private let items = ["a", "b", "c"].map { Item(inner: Inner(code: $0)) }

  @Test func aNestedStoredKeyFollowsItsRow() throws {
    let host = TestHost(rootView: ByNestedStoredKey(items: items))
    try host.tap("b tapped 0")
    host.rootView = ByNestedStoredKey(items: items.reversed())
    #expect(labels(host) == ["c tapped 0", "b tapped 1", "a tapped 0"])
  }

  @Test func aComputedKeyFollowsItsRow() throws {
    let host = TestHost(rootView: ByComputedKey(items: items))
    try host.tap("A tapped 0")
    host.rootView = ByComputedKey(items: [items[2], items[0]])
    #expect(labels(host) == ["C tapped 0", "A tapped 1"])
  }

  @Test func theElementItselfAsKeyFollowsItsRow() throws {
    let words = ["a string longer than fifteen bytes", "short", "x"]
    let host = TestHost(rootView: BySelf(words: words))
    try host.tap("short tapped 0")
    host.rootView = BySelf(words: [words[1], words[2], words[0]])
    #expect(labels(host) == ["short tapped 1", "x tapped 0", "\(words[0]) tapped 0"])
  }

  @Test func aClassElementsKeyFollowsItsRow() throws {
    let boxes = [Box("p"), Box("q")]
    let host = TestHost(rootView: ByClassProperty(boxes: boxes))
    try host.tap("q tapped 0")
    host.rootView = ByClassProperty(boxes: boxes.reversed())
    #expect(labels(host) == ["q tapped 1", "p tapped 0"])
  }
}
