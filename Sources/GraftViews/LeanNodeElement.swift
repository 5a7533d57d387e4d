import GraftCore

/// The element of a ``NodeView`` whose updates never compare values (a view type that is
/// neither `Equatable` nor action-carrying and holds no binding: stacks, lists, custom
/// containers; see ``NodeView/_makeElement(_:in:)``). Each update refreshes the node from the
/// new value, so it keeps only what a refresh without a new one (``refreshNode()``) needs,
/// which can come only
/// - from the node's scope, made once its properties read something tracked: it recomputes
///   them, so the element keeps the view value from then on; or
/// - after a decoration above the node changed, when a decorating modifier sits between this
///   element and its parent node (``Element/hasDecoratingAncestor``, constant for its life):
///   only the decorations changed, so the element keeps the properties the view made,
///   undecorated, and decorates them again.
///
/// A stack's value holds all its children's views (a list row's stack: 152 bytes, a second
/// copy of its four children's views), which the element kept for nothing in nearly every row.
@MainActor
final class LeanNodeElement<V: NodeView>: NodeElementBase<V> {
  /// What a refresh without a new value reads: `nil` for an undecorated node without a scope
  /// (none can come); a ``LeanNodeMemory`` for a decorated node without a scope; a ``Kept``
  /// (the view too) once the node has a scope — exactly then. Kept up to date by every update
  /// and refresh. Unchecked exclusivity: loop thread only, assigned whole and never accessed
  /// across a call that could reach it again.
  @exclusivity(unchecked) private var memory: LeanNodeMemory?

  /// The memory of a node with a scope: the view value too (boxed: one reference in the
  /// element, not the value inline).
  private final class Kept: LeanNodeMemory {
    /// Unchecked exclusivity: loop thread only; written by an update, read in place by a
    /// refresh (``refreshNode()``), never both at once.
    @exclusivity(unchecked) var view: V
    init(_ view: V, undecorated: NodeProperties?) {
      self.view = view
      super.init(undecorated: undecorated)
    }
  }

  /// A box holding `view`, made through the class value kept in ``ElementClasses``: named
  /// here, `Kept` was looked up in the runtime's metadata cache per box (~460 instructions per
  /// node whose properties read something tracked, when its element is made).
  private func box(_ view: borrowing V, undecorated: NodeProperties?) -> Kept {
    let keptClass: AnyClass = ElementClasses.elementClass(of: .keptView, for: V.self) { Kept.self }
    return unsafeBitCast(keptClass, to: Kept.Type.self).init(copy view, undecorated: undecorated)
  }

  /// ``memory`` as the ``Kept`` it is once the node has a scope, else `nil`: a comparison of
  /// its class with the plain memory's (a cast to the generic `Kept` would look its metadata
  /// up).
  private var kept: Kept? {
    guard let memory, type(of: memory) != LeanNodeMemory.self else { return nil }
    return unsafeDowncast(memory, to: Kept.self)
  }

  /// Finds out once (walking up only if the context does not say) whether a decorating
  /// modifier sits above, and hands the answer to the base's init in the context: the base's
  /// first refresh and this element's choice of what to keep read it, where each walked up. A
  /// decorated node's memory is made first, so that the first refresh (in the base's init)
  /// stores its undecorated properties in it.
  override init(view: borrowing V, context: __shared ElementContext) {
    var context = context
    let decorated =
      context.decorationsAbove
      ?? Element.hasDecoratingAncestor(from: context.unretainedParent)
    context.decorationsAbove = decorated
    memory = decorated ? LeanNodeMemory(undecorated: nil) : nil
    super.init(view: view, context: context)
    if scope != nil { memory = box(view, undecorated: memory?.undecorated) }
  }

  override func update(typed newView: consuming V, environment: EnvironmentValues) {
    update(reading: &newView, environment: environment, exchanging: true)
  }

  /// Reads the new value where it lies: the element keeps it only when a refresh without a new
  /// one can come, so the copy its callers made of it (a row's stack: all its children's
  /// views, copied and destroyed through their value witnesses on every update) was nearly
  /// always thrown away. Sound: nothing writes through the pointer (see
  /// ``update(reading:environment:)``), and it is valid for the call.
  override func update(at view: UnsafePointer<V>, environment: EnvironmentValues) {
    update(
      reading: &UnsafeMutablePointer(mutating: view).pointee, environment: environment, exchanging: false)
  }

  /// The new value read where it lies in its caller's, which the caller only destroys after
  /// the call: once the element copied what it keeps (``keep(_:)``), nothing reads the value
  /// again, so the typed content's elements may exchange their parts of it with the values
  /// they kept (see ``Element/update(ifAcceptedExchanging:environment:)``).
  override func update(exchanging view: UnsafeMutablePointer<V>, environment: EnvironmentValues) {
    update(reading: &view.pointee, environment: environment, exchanging: true)
  }

  /// Refreshes the node from `newView` (nothing to compare it with), keeps a copy of it if a
  /// refresh without a new value can come (a scope made now or before, a decorating ancestor),
  /// and reconciles the content. `inout` so that reading `newView` (a generic value, in
  /// unspecialized code) does not copy it first, as a value read through a pointer would be;
  /// it is written only when `exchanging` (the caller owns it and only destroys it after the
  /// call): then the typed content's elements may exchange their parts of it, after the copy
  /// this element keeps was made. Otherwise it is never written.
  private func update(reading newView: inout V, environment: EnvironmentValues, exchanging: Bool) {
    storeEnvironment(environment)
    // A node whose last refresh was undecorated and read nothing tracked, and which already
    // holds what the new value makes (a stack re-rendered with its row, same alignment and
    // spacing: ``NodeView/_nodeIsUpToDate(_:)``), is left as it is: its refresh made the
    // same properties again and compared them with the node's (~0.9 k instructions of a
    // one-row `@State` tap, issue 15 round 30). The view asked first: a view type that never
    // says so (the default) pays one call, not the other two tests too.
    if !newView._nodeIsUpToDate(node) || scope != nil || isDecoratedFromAbove {
      // Decorated only if a modifier between this element and its parent node decorates (the
      // node's mark, see ``NodeElementBase/isDecoratedFromAbove``): the walk up to the parent
      // node (a dynamic cast and an unowned retain per ancestor, ~470 instructions for a list
      // row's stack) would find nothing otherwise.
      refreshNode(from: newView, in: environment, keepingDecorated: true)
    }
    if V._hasTypedNodeContent {
      // Typed content (a container's): read from the new value as its own type, no box.
      keep(newView)
      if exchanging {
        reconcileTypedContent(exchanging: &newView, environment: environment)
      } else {
        reconcileTypedContent(of: newView, environment: environment)
      }
      return
    }
    let nextContent = newView.nodeContent
    let childEnvironment = nextContent == nil ? environment : newView.contentEnvironment(environment)
    keep(newView)
    guard let nextContent else {
      removeContent()
      return
    }
    reconcileContent(to: nextContent, environment: childEnvironment)
  }

  /// Keeps a copy of `newView` if the node has a scope (its refreshes recompute the
  /// properties); a decorated node without one keeps only its undecorated properties (see
  /// ``rememberUndecorated(_:)``). Always inlined: a call cost each update ~33 instructions.
  @inline(__always)
  private func keep(_ newView: borrowing V) {
    guard scope != nil else { return }
    if let kept {
      kept.view = copy newView
    } else {
      // The scope was made by this update's refresh.
      memory = box(newView, undecorated: memory?.undecorated)
    }
  }

  /// Keeps a decorated node's undecorated properties in its memory (a decorated element has
  /// one from its init on): an update that makes the same ones leaves the node as it is,
  /// where it decorated them again (a `.frame` allocated a box of rare fields and a layout
  /// modifier list) and compared them with the node's, on every re-render of the row holding
  /// it; and a decoration's change decorates them again without the view (issue 15, round 25).
  override func rememberUndecorated(_ undecorated: NodeProperties) -> Bool {
    guard let memory else { return false }
    if let last = memory.undecorated, last == undecorated { return true }
    memory.undecorated = undecorated
    return false
  }

  override func refreshNode() {
    if let kept {
      refreshNode(inPlace: &kept.view)
      return
    }
    // No scope: a decoration above changed. The view's own outputs are as they were (only an
    // update, with a new value, changes them), so its undecorated properties are decorated
    // again; its handlers and layout behavior stay on the node.
    guard let undecorated = memory?.undecorated else {
      // Unreachable: only a scope or a decorating ancestor refreshes a node without a new
      // value; a decorated node's first refresh (in its init) stored its properties.
      preconditionFailure("\(name) was refreshed with nothing kept (no scope, no decorating ancestor)")
    }
    tree.update(node, properties: decorated(undecorated))
  }
}

/// What a decorated ``LeanNodeElement`` remembers of its node's last refresh: the properties
/// its view made before the decorations above were applied. Non-generic: one small object,
/// made when the element is (loop thread only).
@MainActor
class LeanNodeMemory {
  /// `nil` only until the first refresh stores them. Unchecked exclusivity: loop thread only,
  /// assigned whole by a refresh, never accessed across a call that could reach it again.
  @exclusivity(unchecked) final var undecorated: NodeProperties?

  init(undecorated: NodeProperties?) { self.undecorated = undecorated }
}
