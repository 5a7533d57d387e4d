/// Where a node keeps its handlers (see ``Node/handlers``), in one word: nothing (most
/// nodes), a tap handler alone in a small box (buttons and tappable rows: nearly every node
/// that has a handler), or all four kinds in the full box. The tap-only box takes 32 bytes
/// where the full one takes 80 (four optional closures): with a list row's two buttons, 96
/// bytes of the allocator's blocks per row (issue 15).
///
/// Each box is held by its node alone (``handlers`` copies the handlers out; a box never
/// escapes), so storing new handlers into a box in place (``store(_:)``: a button's handlers
/// are set again on every refresh) is never seen through another reference. Loop thread only.
@MainActor
enum NodeHandlerStorage {
  case none
  case tap(TapHandlerBox)
  case all(NodeEventHandlersBox)

  /// The handlers stored (a copy).
  var handlers: NodeEventHandlers {
    switch self {
    case .none: NodeEventHandlers()
    case .tap(let box): NodeEventHandlers(onTap: box.onTap)
    case .all(let box): box.handlers
    }
  }

  /// Stores `handlers`: in the box already there when it is of the kind they need (no
  /// allocation), in a new box of that kind otherwise; none when there are none.
  mutating func store(_ handlers: NodeEventHandlers) {
    if handlers.onTextChange == nil, handlers.onSubmit == nil, handlers.onValueChange == nil {
      guard let onTap = handlers.onTap else {
        self = .none
        return
      }
      if case .tap(let box) = self {
        box.onTap = onTap
      } else {
        self = .tap(TapHandlerBox(onTap: onTap))
      }
    } else if case .all(let box) = self {
      box.handlers = handlers
    } else {
      self = .all(NodeEventHandlersBox(handlers: handlers))
    }
  }

  /// A node's tap handler when it has no other (see ``NodeHandlerStorage``). Unchecked
  /// exclusivity (both boxes): loop thread only, written whole by ``store(_:)`` and read by
  /// ``handlers``, neither of which calls out while accessing it; checked, each store paid a
  /// dynamic exclusivity check (~80 instructions per button node made).
  final class TapHandlerBox {
    @exclusivity(unchecked) var onTap: () -> Void
    init(onTap: @escaping () -> Void) { self.onTap = onTap }
  }

  /// A node's handlers when it has one besides a tap handler (see ``NodeHandlerStorage``).
  final class NodeEventHandlersBox {
    @exclusivity(unchecked) var handlers: NodeEventHandlers
    init(handlers: NodeEventHandlers) { self.handlers = handlers }
  }
}
