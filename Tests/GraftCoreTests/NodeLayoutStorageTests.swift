import Foundation
import GraftCore
import Testing

/// A layout engine's per-node storage is a ``NodeLayoutStorage`` subclass that also holds the
/// node's frame and layout behavior (issue 15, round 6: one layout object per laid-out node).
/// Installing it must take the frame and behavior over, and dropping it (a new engine) must
/// keep them.
@MainActor
@Suite struct NodeLayoutStorageTests {
  final class EngineRecord: NodeLayoutStorage {}
  final class Behavior {}

  @Test func anEnginesStorageTakesOverTheFrameAndBehaviorAndDroppingItKeepsThem() {
    let tree = NodeTree()
    let node = tree.makeNode(.stack(.vertical))
    tree.insert(node, into: tree.root, at: 0)
    let behavior = Behavior()
    tree.setLayoutBehavior(behavior, for: node)
    let first = CGRect(x: 1, y: 2, width: 3, height: 4)
    tree.setLayoutFrame(first, for: node)
    // The node's own fields are not an engine's storage.
    #expect(node.layoutStorage == nil)

    let record = EngineRecord()
    node.layoutStorage = record
    #expect(node.layoutStorage === record)
    #expect(node.layoutFrame == first)
    #expect(node.layoutBehavior === behavior)

    let second = CGRect(x: 5, y: 6, width: 7, height: 8)
    tree.setLayoutFrame(second, for: node)
    node.layoutStorage = nil
    #expect(node.layoutStorage == nil)
    #expect(node.layoutFrame == second)
    #expect(node.layoutBehavior === behavior)
  }

  /// `layoutStorage(ofType:)` (the engine's inlined lookup) answers the storage only when it
  /// is exactly of the asked type: not the node's plain fields, not another engine's subclass,
  /// not a subclass of the asked type. (Asking for `NodeLayoutStorage` itself is a misuse,
  /// asserted.)
  @Test func storageOfATypeIsAnsweredOnlyForExactlyThatType() {
    class BaseRecord: NodeLayoutStorage {}
    final class DerivedRecord: BaseRecord {}
    let tree = NodeTree()
    let node = tree.makeNode(.text)
    #expect(node.layoutStorage(ofType: EngineRecord.self) == nil)
    // The node's own fields (a frame, no engine yet) are nobody's storage.
    tree.setLayoutFrame(CGRect(x: 0, y: 0, width: 1, height: 1), for: node)
    #expect(node.layoutStorage(ofType: EngineRecord.self) == nil)

    let record = EngineRecord()
    node.layoutStorage = record
    #expect(node.layoutStorage(ofType: EngineRecord.self) === record)
    #expect(node.layoutStorage(ofType: BaseRecord.self) == nil)

    let derived = DerivedRecord()
    node.layoutStorage = derived
    #expect(node.layoutStorage(ofType: DerivedRecord.self) === derived)
    #expect(node.layoutStorage(ofType: BaseRecord.self) == nil)
    #expect(node.layoutStorage(ofType: EngineRecord.self) == nil)
    #expect(node.layoutFrame == CGRect(x: 0, y: 0, width: 1, height: 1))
  }

  @Test func aNodeWithoutFrameOrBehaviorDropsItsStorageWhole() {
    let tree = NodeTree()
    let node = tree.makeNode(.text)
    node.layoutStorage = EngineRecord()
    #expect(node.layoutStorage != nil)
    node.layoutStorage = nil
    #expect(node.layoutStorage == nil)
    #expect(node.layoutFrame == nil)
    #expect(node.layoutBehavior == nil)
  }

  /// A node keeps its handlers and its layout record in one word (issue 15, round 13): the
  /// record holds the handler box while there is one. Handlers set before a frame, a frame
  /// set before handlers, an engine's storage installed and dropped, and handlers of either
  /// box kind replaced in between: every read answers what was last set.
  @Test func handlersAndLayoutFieldsKeepEachOtherWhateverComesFirst() throws {
    let tree = NodeTree()
    let button = tree.makeNode(.button)
    var log: [String] = []
    tree.setHandlers(NodeEventHandlers(onTap: { log.append("tap 1") }), for: button)
    let frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    tree.setLayoutFrame(frame, for: button)
    try tap(button)
    #expect(button.layoutFrame == frame)
    #expect(button.layoutStorage == nil)

    let record = EngineRecord()
    button.layoutStorage = record
    #expect(button.layoutStorage(ofType: EngineRecord.self) === record)
    try tap(button)
    tree.setHandlers(
      NodeEventHandlers(onTap: { log.append("tap 2") }, onValueChange: { log.append("value \($0)") }),
      for: button)
    #expect(button.layoutStorage === record)
    #expect(button.layoutFrame == frame)
    try tap(button)
    try changeValue(button, to: 5)

    button.layoutStorage = nil
    #expect(button.layoutStorage == nil)
    #expect(button.layoutFrame == frame)
    try changeValue(button, to: 6)
    tree.setHandlers(NodeEventHandlers(), for: button)
    #expect(button.handlers.onTap == nil && button.handlers.onValueChange == nil)
    #expect(button.layoutFrame == frame)
    #expect(log == ["tap 1", "tap 1", "tap 2", "value 5.0", "value 6.0"])

    // Handlers on a node whose engine storage is its only layout object, then dropped whole.
    let text = tree.makeNode(.text)
    text.layoutStorage = EngineRecord()
    tree.setHandlers(NodeEventHandlers(onTap: { log.append("tap 3") }), for: text)
    text.layoutStorage = nil
    #expect(text.layoutStorage == nil && text.layoutFrame == nil)
    try tap(text)
    text.layoutStorage = EngineRecord()
    try tap(text)
    #expect(log.suffix(2) == ["tap 3", "tap 3"])
  }

  /// A node with a layout behavior and nothing else keeps the behavior without layout fields
  /// (issue 15, round 14: a representable's node, one object fewer per hosted root). Every
  /// later write — an engine's storage installed and dropped, handlers, a frame, the behavior
  /// replaced or cleared — answers what was last set, whatever the order.
  @Test func aBehaviorAloneKeepsItsPlaceThroughEveryLaterWrite() throws {
    let tree = NodeTree()
    let behavior = Behavior()
    let other = Behavior()
    var log: [String] = []

    // Behavior, then an engine's storage, dropped again.
    let host = tree.makeNode(.host)
    tree.setLayoutBehavior(behavior, for: host)
    #expect(host.layoutBehavior === behavior)
    #expect(host.layoutStorage == nil && host.layoutFrame == nil)
    #expect(host.layoutStorage(ofType: EngineRecord.self) == nil)
    #expect(host.handlers.onTap == nil)
    let record = EngineRecord()
    host.layoutStorage = record
    #expect(host.layoutStorage === record)
    #expect(host.layoutBehavior === behavior)
    host.layoutStorage = nil
    #expect(host.layoutStorage == nil)
    #expect(host.layoutBehavior === behavior)
    // Dropping storage the node never had changes nothing.
    let bare = tree.makeNode(.host)
    tree.setLayoutBehavior(behavior, for: bare)
    bare.layoutStorage = nil
    #expect(bare.layoutBehavior === behavior && bare.layoutFrame == nil)

    // Behavior, then handlers, then a frame, then the behavior replaced and cleared.
    let button = tree.makeNode(.button)
    tree.setLayoutBehavior(behavior, for: button)
    tree.setHandlers(NodeEventHandlers(), for: button)
    #expect(button.layoutBehavior === behavior && button.handlers.onTap == nil)
    tree.setHandlers(NodeEventHandlers(onTap: { log.append("tap") }), for: button)
    #expect(button.layoutBehavior === behavior)
    try tap(button)
    let frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    tree.setLayoutFrame(frame, for: button)
    #expect(button.layoutFrame == frame && button.layoutBehavior === behavior)
    tree.setLayoutBehavior(other, for: button)
    tree.setLayoutBehavior(nil, for: button)
    #expect(button.layoutBehavior == nil && button.layoutFrame == frame)
    try tap(button)

    // Behavior, then a frame; behavior replaced and cleared while it is alone.
    let text = tree.makeNode(.text)
    tree.setLayoutBehavior(behavior, for: text)
    tree.setLayoutBehavior(other, for: text)
    #expect(text.layoutBehavior === other)
    tree.setLayoutBehavior(nil, for: text)
    #expect(text.layoutBehavior == nil && text.layoutStorage == nil)
    tree.setLayoutBehavior(behavior, for: text)
    tree.setLayoutFrame(frame, for: text)
    #expect(text.layoutFrame == frame && text.layoutBehavior === behavior)
    text.layoutStorage = EngineRecord()
    #expect(text.layoutFrame == frame && text.layoutBehavior === behavior)
    #expect(log == ["tap", "tap"])
  }

  /// A layout record keeps its frame without an optional's tag (issue 15, round 13): `nil`,
  /// zero, infinite, null and NaN frames all read back as set, in the node's own fields and
  /// in an engine's record, and survive the record's replacement.
  @Test func everyFrameReadsBackAsSetWithoutAnOptionalsTag() {
    let tree = NodeTree()
    let node = tree.makeNode(.text)
    #expect(node.layoutFrame == nil)
    let frames: [CGRect] = [
      .zero, .null, .infinite, CGRect(x: -1, y: 2.5, width: 0, height: 1e300),
      CGRect(x: 1, y: 2, width: 3, height: 4),
    ]
    for frame in frames {
      tree.setLayoutFrame(frame, for: node)
      #expect(node.layoutFrame == frame)
      node.layoutStorage = EngineRecord()
      #expect(node.layoutFrame == frame)
      node.layoutStorage = nil
      #expect(node.layoutFrame == frame)
    }
    tree.setLayoutFrame(CGRect(x: CGFloat.nan, y: CGFloat.nan, width: 1, height: 1), for: node)
    #expect(node.layoutFrame?.origin.x.isNaN == true)
    #expect(node.layoutFrame?.size.width == 1)
    tree.setLayoutFrame(nil, for: node)
    #expect(node.layoutFrame == nil)
    node.layoutStorage = EngineRecord()
    #expect(node.layoutFrame == nil)
  }

  /// No handlers stored over handlers clears them wherever they are kept — the node's own
  /// box, an engine's record, the layout fields beside a behavior — and no handlers over none
  /// (what most refreshed nodes store, issue 15 round 40) leaves a record, a frame and a
  /// behavior as they were. New handlers after either are stored and run.
  @Test func noHandlersClearTheBoxWhereverItIsAndLeaveEverythingElse() throws {
    let tree = NodeTree()
    let behavior = Behavior()
    let frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    var log: [String] = []
    for place in ["own box", "engine record", "layout fields", "behavior only"] {
      let node = tree.makeNode(.button)
      let record = EngineRecord()
      switch place {
      case "engine record": node.layoutStorage = record
      case "layout fields": tree.setLayoutFrame(frame, for: node)
      case "behavior only": tree.setLayoutBehavior(behavior, for: node)
      default: break
      }
      tree.setHandlers(NodeEventHandlers(), for: node)
      #expect(node.handlers.onTap == nil, "\(place)")
      tree.setHandlers(NodeEventHandlers(onTap: { log.append("\(place) 1") }), for: node)
      try tap(node)
      tree.setHandlers(NodeEventHandlers(), for: node)
      #expect(node.handlers.onTap == nil, "\(place)")
      tree.setHandlers(NodeEventHandlers(), for: node)
      #expect(node.handlers.onTap == nil && node.handlers.onValueChange == nil, "\(place)")
      tree.setHandlers(NodeEventHandlers(onTap: { log.append("\(place) 2") }), for: node)
      try tap(node)
      switch place {
      case "engine record": #expect(node.layoutStorage === record)
      case "layout fields": #expect(node.layoutFrame == frame && node.layoutStorage == nil)
      case "behavior only": #expect(node.layoutBehavior === behavior && node.layoutFrame == nil)
      default: #expect(node.layoutStorage == nil && node.layoutFrame == nil && node.layoutBehavior == nil)
      }
    }
    #expect(
      log == [
        "own box 1", "own box 2", "engine record 1", "engine record 2", "layout fields 1", "layout fields 2",
        "behavior only 1", "behavior only 2",
      ])
  }

  /// Runs `node`'s tap handler (there must be one).
  private func tap(_ node: Node) throws {
    let onTap = try #require(node.handlers.onTap)
    onTap()
  }

  /// Runs `node`'s value handler with `value` (there must be one).
  private func changeValue(_ node: Node, to value: Double) throws {
    let onValueChange = try #require(node.handlers.onValueChange)
    onValueChange(value)
  }
}
