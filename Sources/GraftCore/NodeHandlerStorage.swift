/// Where a node keeps its handlers (see ``Node/handlers``), in one word: nothing (most
/// nodes), a tap handler alone in a small box (tappable rows, other runtimes' buttons), a
/// forwarding of its taps (GraftViews' buttons, see ``Node/forwardTaps(to:of:)``), or all four
/// kinds in the full box. The tap-only box takes 32 bytes
/// where the full one takes 80 (four optional closures): with a list row's two buttons, 96
/// bytes of the allocator's blocks per row (issue 15).
///
/// Each box is held by its node alone (``handlers`` copies the handlers out; a box never
/// escapes), so storing new handlers into a box in place (``store(_:)``: a button's handlers
/// are set again on every refresh) is never seen through another reference. Loop thread only.
@MainActor
struct NodeHandlerStorage {
  /// The box, if any: a ``TapHandlerBox``, a ``TapForwardingBox`` or a
  /// ``NodeEventHandlersBox``, told apart by class.
  ///
  /// Not an enum of the two boxes (also one word): a reference in a multi-payload enum's second
  /// case is stored with tag bits set, which LeakSanitizer does not recognize as a pointer, so
  /// the full box of every live node with text or value handlers was reported as leaked by any
  /// process that exits while showing one (an ASan build of a remote child, issue 15 round 9).
  private(set) var box: HandlerBox?

  /// No handlers.
  init() {}

  /// The handlers in `box` (one made by ``store(_:)``, kept by the node in the meantime).
  init(box: HandlerBox?) { self.box = box }

  /// The handlers stored (a copy); a forwarding's are its source's tap handler of the moment.
  var handlers: NodeEventHandlers {
    guard let box else { return NodeEventHandlers() }
    guard type(of: box) == NodeEventHandlersBox.self else { return NodeEventHandlers(onTap: tapHandler) }
    return unsafeDowncast(box, to: NodeEventHandlersBox.self).handlers
  }

  /// The tap handler stored (a forwarding's: its source's of the moment), without the other
  /// handlers: what a tap runs (see ``Node/tapHandler``).
  var tapHandler: (() -> Void)? {
    guard let box else { return nil }
    return Self.tapHandler(of: box)
  }

  /// The tap handler `box` holds (a forwarding's: its source's of the moment).
  static func tapHandler(of box: HandlerBox) -> (() -> Void)? {
    if let tap = box.asTapHandlerBox { return tap.onTap }
    if let forwarding = box.asTapForwardingBox { return forwarding.currentTapHandler }
    return unsafeDowncast(box, to: NodeEventHandlersBox.self).handlers.onTap
  }

  /// ``box``, not retained (see `Node.unretainedHandlerBox`).
  @inline(__always) var unretainedBox: Unmanaged<HandlerBox>? {
    guard let box else { return nil }
    return Unmanaged.passUnretained(box)
  }

  /// Stores `handlers`: in the box already there when it is of the kind they need (no
  /// allocation), in a new box of that kind otherwise; none when there are none. Ends a
  /// forwarding.
  mutating func store(_ handlers: NodeEventHandlers) {
    if handlers.hasNoneButTap {
      guard let onTap = handlers.onTap else {
        box = nil
        return
      }
      if let tap = box?.asTapHandlerBox {
        tap.onTap = onTap
      } else {
        box = TapHandlerBox(onTap: onTap)
      }
    } else if let box, type(of: box) == NodeEventHandlersBox.self {
      unsafeDowncast(box, to: NodeEventHandlersBox.self).handlers = handlers
    } else {
      box = NodeEventHandlersBox(handlers: handlers)
    }
  }

  /// Forwards taps to `source`, of the root `root` is the handle of (see
  /// ``Node/forwardTaps(to:of:)``), in a new box.
  mutating func forward(to source: any NodeTapSource, of root: RootHandle) {
    box = TapForwardingBox(source: source, root: root)
  }

  /// What a node's handlers are kept in: one of the three boxes below.
  class HandlerBox {
    /// This box as a ``TapHandlerBox``, if it is one (else a ``TapForwardingBox`` or a
    /// ``NodeEventHandlersBox``): one comparison of the object's class, where `as?` called the
    /// runtime's dynamic cast (~30 instructions per button refreshed, issue 15 round 18).
    @inline(__always) final var asTapHandlerBox: TapHandlerBox? {
      type(of: self) == TapHandlerBox.self ? unsafeDowncast(self, to: TapHandlerBox.self) : nil
    }
    /// This box as a ``TapForwardingBox``, if it is one (told apart the same way).
    @inline(__always) final var asTapForwardingBox: TapForwardingBox? {
      type(of: self) == TapForwardingBox.self ? unsafeDowncast(self, to: TapForwardingBox.self) : nil
    }
  }

  /// A node's tap handler when it has no other (see ``NodeHandlerStorage``). Unchecked
  /// exclusivity (both boxes): loop thread only, written whole by ``store(_:)`` and read by
  /// ``handlers``, neither of which calls out while accessing it; checked, each store paid a
  /// dynamic exclusivity check (~80 instructions per button node made).
  final class TapHandlerBox: HandlerBox {
    @exclusivity(unchecked) var onTap: () -> Void
    init(onTap: @escaping () -> Void) { self.onTap = onTap }
  }

  /// A node's forwarding of its taps (see ``Node/forwardTaps(to:of:)``): the source, and the
  /// handle of the root it belongs to. The source is held `unowned(unsafe)` (no retain, no
  /// side table), with this ownership argument: its owner ends the forwarding when it leaves
  /// the tree (an element, at unmount), and an owner freed without leaving — its root freed
  /// without being stopped — goes only after that root's `deinit` set `root.object` to `nil`,
  /// which every read checks first (the node then answers no handler). 40 bytes: the
  /// allocator's block for the tap box's 32.
  final class TapForwardingBox: HandlerBox {
    unowned(unsafe) let source: any NodeTapSource
    let root: RootHandle
    init(source: any NodeTapSource, root: RootHandle) {
      self.source = source
      self.root = root
    }
    /// The source's tap handler of the moment; none once the root is gone. Loop thread only.
    @MainActor var currentTapHandler: (() -> Void)? {
      guard root.isLive else { return nil }
      return source.currentTapHandler
    }
  }

  /// A node's handlers when it has one besides a tap handler (see ``NodeHandlerStorage``).
  final class NodeEventHandlersBox: HandlerBox {
    @exclusivity(unchecked) var handlers: NodeEventHandlers
    init(handlers: NodeEventHandlers) { self.handlers = handlers }
  }
}

extension NodeEventHandlers {
  /// Whether no handler is set (a node refreshed with these stores nothing).
  package var isEmpty: Bool { onTap == nil && hasNoneButTap }

  /// Whether no handler but (perhaps) a tap handler is set: what a tap handler box can hold.
  var hasNoneButTap: Bool { onTextChange == nil && onSubmit == nil && onValueChange == nil }
}
