import GraftBench
import Testing

/// The memory section's element breakdown counts each element of a mounted list once, by
/// type, with the heap its objects and children arrays take.
@MainActor
struct ElementFootprintTests {
  @Test func countsEachRowsElementsByType() {
    var model = ListModel()
    model.create(30)
    let driver = GraftListDriver()
    defer { driver.stop() }
    driver.show(model)
    let footprint = driver.elementFootprint()
    let texts = footprint.first { $0.typeName == "NodeElement<Text>" }
    let buttons = footprint.first { $0.typeName == "TraitedNodeElement<Button<Text>>" }
    let tuples = footprint.first { $0.typeName.hasPrefix("TupleElement<") }
    // Two texts and two buttons per row, in one tuple per row.
    #expect(texts?.count == 60)
    #expect(buttons?.count == 60)
    #expect(tuples?.count == 30)
    // A text element holds at least its header, its view's string and its node.
    #expect((texts?.objectBytes ?? 0) >= 60 * 40)
    #expect((texts?.childArrayBytes ?? -1) == 0)
    // ... and no traits (shared by every text): it fits the allocator's 72-byte blocks.
    #expect((texts?.objectBytes ?? .max) <= 60 * 72)
    // Each tuple's array holds its four children: 32 bytes of header and 4 references.
    #expect((tuples?.childArrayBytes ?? 0) >= 30 * 64)
  }
}
