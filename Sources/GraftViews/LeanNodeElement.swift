import GraftCore

/// The element of a ``NodeView`` whose updates never compare values (a view type that is
/// neither `Equatable` nor action-carrying and holds no binding: stacks, lists, custom
/// containers; see ``NodeView/_makeElement(_:in:)``). Each update refreshes the node from the
/// new value, so the value is kept only for a refresh without a new one (``refreshNode()``),
/// which can come only
/// - from the node's scope, made once its properties read something tracked, or
/// - after a decoration above the node changed, when a decorating modifier sits between this
///   element and its parent node (``Element/hasDecoratingAncestor``, constant for its life).
///
/// A stack's value holds all its children's views (a list row's stack: 152 bytes, a second
/// copy of its four children's views), which the element kept for nothing in nearly every row.
@MainActor
final class LeanNodeElement<V: NodeView>: NodeElementBase<V> {
  /// The value a refresh without a new one reads: `nil` until one can come (see above), then
  /// kept up to date by every update. Unchecked exclusivity: loop thread only, assigned whole
  /// and never accessed across a call that could reach it again.
  @exclusivity(unchecked) private var kept: Kept?

  /// A boxed view value (one reference in the element, not the value inline).
  private final class Kept {
    /// Unchecked exclusivity: loop thread only; written by an update, read in place by a
    /// refresh (``refreshNode()``), never both at once.
    @exclusivity(unchecked) var view: V
    /// The properties the view made, undecorated, at the node's last refresh (a decorated
    /// node's only: see ``rememberUndecorated(_:)``); `nil` before the first one after the box
    /// was made. Unchecked exclusivity: as ``view``.
    @exclusivity(unchecked) var undecorated: NodeProperties?
    init(_ view: V) { self.view = view }
  }

  /// A box holding `view`, made through the class value kept in ``ElementClasses``: named
  /// here, `Kept` was looked up in the runtime's metadata cache per box (~460 instructions per
  /// node whose properties read something tracked, when its element is made).
  private func box(_ view: borrowing V) -> Kept {
    let keptClass: AnyClass = ElementClasses.elementClass(of: .keptView, for: V.self) { Kept.self }
    return unsafeBitCast(keptClass, to: Kept.Type.self).init(copy view)
  }

  /// Finds out once (walking up only if the context does not say) whether a decorating
  /// modifier sits above, and hands the answer to the base's init in the context: the base's
  /// first refresh and this element's choice to keep its value read it, where each walked up.
  override init(view: borrowing V, context: ElementContext) {
    var context = context
    let decorated = context.decorationsAbove ?? Element.hasDecoratingAncestor(from: context.parent)
    context.decorationsAbove = decorated
    super.init(view: view, context: context)
    if scope != nil || decorated { kept = box(view) }
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
    // Decorated only if a modifier between this element and its parent node decorates (the
    // node's mark, see ``NodeElementBase/isDecoratedFromAbove``): the walk up to the parent
    // node (a dynamic cast and an unowned retain per ancestor, ~470 instructions for a list
    // row's stack) would find nothing otherwise.
    refreshNode(from: newView, in: environment, keepingDecorated: true)
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

  /// Keeps a copy of `newView` if a refresh without a new value can come (a scope made now or
  /// before, a decorating ancestor). Always inlined: a call cost each update ~33 instructions.
  @inline(__always)
  private func keep(_ newView: borrowing V) {
    if let kept {
      kept.view = copy newView
    } else if scope != nil {
      kept = box(newView)
    }
  }

  /// Keeps a decorated node's undecorated properties in the box (a decorated element always
  /// has one, from its init on): an update that makes the same ones leaves the node as it is,
  /// where it decorated them again (a `.frame` allocated a box of rare fields and a layout
  /// modifier list) and compared them with the node's, on every re-render of the row holding
  /// it (issue 15, round 25).
  override func rememberUndecorated(_ undecorated: NodeProperties) -> Bool {
    guard let kept else { return false }
    if let last = kept.undecorated, last == undecorated { return true }
    kept.undecorated = undecorated
    return false
  }

  override func refreshNode() {
    guard let kept else {
      // Unreachable: only a scope or a decorating ancestor refreshes a node without a new
      // value, and either makes the element keep its value (see the type's contract).
      preconditionFailure("\(name) was refreshed without a kept view (no scope, no decorating ancestor)")
    }
    refreshNode(inPlace: &kept.view)
  }
}
