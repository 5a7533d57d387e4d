import GraftCore
import Testing

/// ``NodeProperties`` stores most fields out of line (issue 15): a value still behaves as a
/// plain struct of every field — copies are independent, equality and descriptions see every
/// field — and a node's handlers read back as set.
@MainActor
@Suite struct NodePropertiesStorageTests {
  @Test func aCopyIsIndependentOfTheOriginal() {
    var original = NodeProperties()
    original.spacing = 4
    original.role = "cancel"
    var copy = original
    copy.spacing = 8
    copy.tint = .red
    #expect(original.spacing == 4)
    #expect(original.tint == nil)
    #expect(copy.spacing == 8)
    #expect(copy.role == "cancel")
    #expect(copy.tint == .red)
  }

  @Test func equalityComparesBoxedFieldsByValue() {
    var a = NodeProperties()
    var b = NodeProperties()
    a.font = .title
    b.font = .title
    #expect(a == b)
    b.font = .body
    #expect(a != b)
    // A field set back to its default equals one never set.
    a.font = nil
    #expect(a == NodeProperties())
    a.layoutModifiers = [.padding(EdgeInsets(top: 1))]
    #expect(a != NodeProperties())
  }

  @Test func aDescriptionNamesBoxedFieldsAndTheirValues() {
    var properties = NodeProperties()
    properties.text = "Hi"
    properties.placeholder = "name"
    properties.isSecure = true
    let description = "\(properties)"
    #expect(description.hasPrefix("NodeProperties(text: Optional(\"Hi\"), placeholder: Optional(\"name\")"))
    #expect(description.contains("isSecure: true"))
    #expect(!description.contains("rare"))
  }

  @Test func handlersReadBackAsSet() throws {
    let tree = NodeTree()
    let button = tree.makeNode(.button)
    #expect(button.handlers.onTap == nil)
    var taps = 0
    tree.setHandlers(NodeEventHandlers(onTap: { taps += 1 }), for: button)
    let tap = try #require(button.handlers.onTap)
    tap()
    #expect(taps == 1)
    tree.setHandlers(NodeEventHandlers(), for: button)
    #expect(button.handlers.onTap == nil)
  }
}
