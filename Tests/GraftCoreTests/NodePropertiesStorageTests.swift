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

  /// New handlers replace the old ones (in place, once the node has some), and handlers read
  /// before the replacement keep doing what they did.
  @Test func replacedHandlersTakeOverWithoutChangingEarlierReads() throws {
    let tree = NodeTree()
    let field = tree.makeNode(.textField)
    var log: [String] = []
    tree.setHandlers(NodeEventHandlers(onTap: { log.append("first tap") }), for: field)
    let earlier = field.handlers
    tree.setHandlers(
      NodeEventHandlers(onTextChange: { log.append("text \($0)") }, onSubmit: { log.append("submit") }),
      for: field)
    #expect(field.handlers.onTap == nil)
    let textChange = try #require(field.handlers.onTextChange)
    textChange("a")
    let submit = try #require(field.handlers.onSubmit)
    submit()
    let firstTap = try #require(earlier.onTap)
    firstTap()
    tree.setHandlers(NodeEventHandlers(onTap: { log.append("second tap") }), for: field)
    #expect(field.handlers.onTextChange == nil && field.handlers.onSubmit == nil)
    let secondTap = try #require(field.handlers.onTap)
    secondTap()
    #expect(log == ["text a", "submit", "first tap", "second tap"])
  }

  /// A tap handler alone and a tap handler beside others are kept apart (a node's handlers are
  /// boxed by kind): each replacement reads back whole, and a tap handler read before it was
  /// replaced by another keeps doing what it did.
  @Test func tapHandlersAloneAndBesideOthersReadBackAsSet() throws {
    let tree = NodeTree()
    let slider = tree.makeNode(.slider)
    var log: [String] = []
    tree.setHandlers(NodeEventHandlers(onTap: { log.append("tap 1") }), for: slider)
    let earlier = slider.handlers
    tree.setHandlers(NodeEventHandlers(onTap: { log.append("tap 2") }), for: slider)
    let firstTap = try #require(earlier.onTap)
    firstTap()
    let secondTap = try #require(slider.handlers.onTap)
    secondTap()
    tree.setHandlers(
      NodeEventHandlers(onTap: { log.append("tap 3") }, onValueChange: { log.append("value \($0)") }),
      for: slider)
    let thirdTap = try #require(slider.handlers.onTap)
    thirdTap()
    let valueChange = try #require(slider.handlers.onValueChange)
    valueChange(2)
    tree.setHandlers(NodeEventHandlers(onValueChange: { log.append("value only \($0)") }), for: slider)
    #expect(slider.handlers.onTap == nil)
    let valueOnly = try #require(slider.handlers.onValueChange)
    valueOnly(3)
    tree.setHandlers(NodeEventHandlers(onTap: { log.append("tap 4") }), for: slider)
    #expect(slider.handlers.onValueChange == nil)
    let fourthTap = try #require(slider.handlers.onTap)
    fourthTap()
    #expect(log == ["tap 1", "tap 2", "tap 3", "value 2.0", "value only 3.0", "tap 4"])
  }
}
