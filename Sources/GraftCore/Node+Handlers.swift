/// A node's handlers: where they are kept (one word, `side`, shared with the layout record and
/// the behavior; see `NodeHandlerStorage`) and how they are stored, replaced and forwarded.
///
/// Glossary:
/// - **box**: the object holding a node's handlers — a tap handler alone (`TapHandlerBox`), all
///   four kinds (`NodeEventHandlersBox`), or a forwarding to a ``NodeTapSource``
///   (`TapForwardingBox`); held by `side` itself, or by the layout record when the node has one.
/// - **forwarding**: the node keeps no tap closure; whenever its ``Node/handlers`` are read (a
///   tap, a renderer asking whether it is tappable) it asks its source for the tap handler of
///   the moment. A runtime whose views' only handler is a tap computed from their latest value
///   (GraftViews' buttons) forwards, and then stores nothing when only that value's closures
///   change.
extension Node {
  /// What happens when a user interacts with the node. Set through ``NodeTree/setHandlers(_:for:)``.
  /// Stored out of line, only when the node has one (most nodes have none), in a box sized
  /// for them (a tap handler alone: most; see `NodeHandlerStorage`) that `side` holds — the
  /// box itself, or the node's layout record's `NodeLayoutStorage.handlers` when it has one.
  /// Setting new handlers on a node that already has a box of their kind writes them into
  /// that box (a button's handlers are set again on every refresh: a new box each time was one
  /// allocation per refresh). A node forwarding its taps (``forwardTaps(to:of:)``) answers its
  /// source's tap handler of the moment; setting handlers ends the forwarding.
  public package(set) var handlers: NodeEventHandlers {
    get { handlerStorage.handlers }
    // A call with the handlers borrowed: the setter's own `newValue` is passed owned, and a
    // setter too large to inline made its caller copy them (four closures retained and
    // released per node refreshed).
    @inline(__always) set { storeHandlers(newValue) }
  }

  /// The node's tap handler — ``handlers``' `onTap` — read without the other handlers: what a
  /// tap (``performTap()``, a renderer's click or key) runs, and how a renderer asks whether the
  /// node is tappable. Reading ``handlers`` copies all four optional closures out (and
  /// destroys the three unused) for every tap. Loop thread only.
  ///
  /// The box is read where it lies, not retained (through ``handlerStorage`` it was copied out,
  /// and a forwarding's box and source were retained around the source's answer: ~120
  /// instructions a tap). Sound: a forwarding's source must not change the node or the tree
  /// while it answers (``NodeTapSource/currentTapHandler``), so the node keeps its box.
  public var tapHandler: (() -> Void)? {
    guard let box = unretainedHandlerBox else { return nil }
    return IsolationCheckFreeCalls.withGuaranteedReference(to: box) { NodeHandlerStorage.tapHandler(of: $0) }
  }

  /// Makes the node forward its taps to `source`, the node's owner, part of the root whose
  /// handle is `root`: from now on its ``handlers`` are a tap handler alone,
  /// `source.currentTapHandler`, asked each time they are read, until handlers are set
  /// (``NodeTree/setHandlers(_:for:)``) or ``stopForwardingTaps()``. Nothing is stored when the
  /// node already forwards (every refresh of its owner: only the owner forwards its node's
  /// taps, so to itself). The node does not retain `source`: its owner must stop the
  /// forwarding when it leaves the tree (an element does so at unmount); once `root` is freed
  /// the node answers no handler. Loop thread only.
  package func forwardTaps(to source: any NodeTapSource, of root: RootHandle) {
    if forwardsTaps { return }
    updateHandlerStorage { $0.forward(to: source, of: root) }
  }

  /// Whether the node forwards its taps now: its box tested where it lies (in `side`, or in
  /// the layout record `side` is), the storage not copied out. Through ``handlerStorage`` the
  /// storage was copied out of the record (a retain and a release of the box): ~45
  /// instructions per refresh of a button that forwards.
  @inline(__always) private var forwardsTaps: Bool {
    guard let box = unretainedHandlerBox else { return false }
    return IsolationCheckFreeCalls.withGuaranteedReference(to: box) { $0.asTapForwardingBox != nil }
  }

  /// The node's handler box where it lies — `side` itself, or its layout record's — not
  /// retained: for a read that stores no handlers into the node and frees no layout record
  /// while it lasts. `side` tested first: a node made a moment ago (every button's first
  /// store) has nothing. Always inlined.
  @inline(__always) private var unretainedHandlerBox: Unmanaged<NodeHandlerStorage.HandlerBox>? {
    guard let side else { return nil }
    if sideIsHandlerBox {
      return Unmanaged.passUnretained(unsafeDowncast(side, to: NodeHandlerStorage.HandlerBox.self))
    }
    if sideIsBehavior { return nil }
    return unsafeDowncast(side, to: NodeLayoutStorage.self).handlers.unretainedBox
  }

  /// Ends the node's forwarding of its taps (it then has no handlers); nothing when it does not
  /// forward. The box dropped where it is kept, without storing empty handlers (every button
  /// unmounted: through ``handlers``' setter it cost ~240 instructions a button). Loop thread
  /// only.
  package func stopForwardingTaps() {
    guard forwardsTaps, let side else { return }
    if sideIsHandlerBox {
      self.side = nil
      sideIsHandlerBox = false
    } else {
      unsafeDowncast(side, to: NodeLayoutStorage.self).handlers = NodeHandlerStorage()
    }
  }

  /// Stores `handlers` as ``handlers``: in the layout record's box, in `side`'s box, or in a
  /// new box `side` then holds.
  private func storeHandlers(_ handlers: NodeEventHandlers) {
    // A tap handler alone replacing a tap handler alone (every refresh of a button that does
    // not forward): written into the box in place, without copying the box's storage out and
    // back (a retain and a release of the box) or testing the kinds again.
    // `side` tested first: a node made a moment ago (every button's first store) has none.
    if side != nil, handlers.hasNoneButTap, let onTap = handlers.onTap,
      let tap = handlerStorage.box?.asTapHandlerBox
    {
      tap.onTap = onTap
      return
    }
    // No handlers before and none now (most nodes refreshed, laid out or not): nothing to
    // store. Asked before the layout record is read: storing nothing into the record's empty
    // storage cost each refreshed text or stack ~150 instructions (the record retained and
    // released around a call that wrote `nil` over `nil`).
    if handlers.isEmpty, !sideIsHandlerBox, handlerStorage.box == nil { return }
    updateHandlerStorage { $0.store(handlers) }
  }

  /// Runs `change` on the node's handler storage where it is kept: the layout record's, the
  /// layout fields made for both when `side` holds the behavior, or `side`'s own box (`side`
  /// then holds the box `change` left, or nothing). Always inlined: each caller's `change`
  /// is then inlined too (a closure called through, ~150 instructions per button node made).
  @inline(__always) private func updateHandlerStorage(_ change: (inout NodeHandlerStorage) -> Void) {
    if let layout {
      change(&layout.handlers)
      return
    }
    if sideIsBehavior {
      // `side` holds the behavior: the handlers go into layout fields made for both.
      change(&layoutFields().handlers)
      return
    }
    var storage = handlerStorage
    change(&storage)
    // The box kept (a tap handler replaced in place) leaves `side` as it is.
    guard storage.box !== side else { return }
    side = storage.box
    sideIsHandlerBox = storage.box != nil
  }

  /// Where the handlers are (see ``handlers``): the box `side` is, or the layout record's — the
  /// box ``unretainedHandlerBox`` finds, held. Always inlined: outlined (its tests grew by the
  /// behavior's), the call cost more than them.
  @inline(__always) var handlerStorage: NodeHandlerStorage {
    NodeHandlerStorage(box: unretainedHandlerBox?.takeUnretainedValue())
  }
}

/// What a node forwards its taps to (``Node/forwardTaps(to:of:)``): the owner of a node whose only
/// handler is a tap computed from what the owner keeps (a GraftViews button's element).
@MainActor
package protocol NodeTapSource: AnyObject {
  /// The closure a tap on the node runs now, `nil` when the node takes no tap (disabled).
  /// Asked on the loop thread whenever the node's ``Node/handlers`` are read — a tap, a
  /// renderer asking whether the node is tappable — outside any evaluation; it must not change
  /// the node or the tree.
  var currentTapHandler: (() -> Void)? { get }
}
