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
    // ... and no traits (what texts share): 72 bytes requested, where the traits reference made
    // 80 and the allocator's 88-byte blocks. (A block can come larger than requested, when
    // the rest of a free chunk would be too small to keep: so the total, not each text.)
    #expect((texts?.objectBytes ?? .max) < 60 * 88)
    // A button's element keeps its view: title, action and one reference for the label and the
    // role (40 bytes), 104 in all, where a role of its own (a string) made 120.
    #expect((buttons?.objectBytes ?? .max) < 60 * 120)
    // Each tuple holds its four children inline, in no array: its element's header (16 bytes,
    // its root link, parent and environment: 40) and four references.
    #expect((tuples?.childArrayBytes ?? -1) == 0)
    #expect((tuples?.objectBytes ?? 0) >= 30 * (40 + 4 * 8))
    // ... and nothing else (a fifth child on goes in the fourth slot): 72 bytes requested, where
    // a field for the fifth child on made 80 and the allocator's 88-byte blocks.
    #expect((tuples?.objectBytes ?? .max) < 30 * 88)
  }
}
