import Glibc
import GraftCore

/// Several views side by side — what a `@ViewBuilder` block of more than ten statements
/// builds, or of two or more where the context names this type (blocks of two to ten
/// otherwise build ``TupleView2`` to ``TupleView10``, whose copies cost less; see
/// `FixedTupleViews.swift`). Children keep their position as identity.
@MainActor
public struct TupleView<each Content: View>: _TupleViewFamily {
  public let content: (repeat each Content)

  /// Inlinable: a `@ViewBuilder` block's `buildBlock` is specialized in the app's module, and
  /// this call from it was not (the init was compiled once, for any pack): every body that
  /// built a tuple looked the tuple's type metadata up at run time and copied each view in
  /// through its value witnesses (≈ 2 k instructions for a row's four views, issue 15).
  @inlinable public init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  public static var _tupleElementClass: AnyClass {
    tupleElementClass(Self.self, repeat (each Content).self)
  }
}

/// `TupleElement<Whole, each Content>`, named in a function generic over the pack: named in a
/// fixed-arity tuple view's own getter (`TupleElement<Self, V0, V1>`), the runtime crashed
/// instantiating its metadata, and in a closure with a pack of generic arguments, too.
func tupleElementClass<Whole: View, each Content: View>(
  _ whole: Whole.Type, _ contents: repeat (each Content).Type
) -> AnyClass {
  TupleElement<Whole, repeat each Content>.self
}

/// What ``_TupleViewFamily/_makeElement(_:in:)`` makes a tuple element through: a class value
/// kept per view type in ``ElementClasses`` (a ``TupleElement``), whose override of
/// ``make(viewAt:context:)`` knows the view type and its views' types from the class itself —
/// so its caller, which knows neither, names no generic type.
@MainActor
class TupleElementMaker: Element {
  /// Makes an element of this class for the view at `view` (of the class's view type, valid
  /// for the call). Only ``TupleElement``'s override is ever called.
  class func make(viewAt view: UnsafeRawPointer, context: ElementContext) -> Element {
    preconditionFailure("\(self) makes no tuple element")
  }
}

/// The element of a ``TupleView`` or a ``TupleView2`` to ``TupleView10`` (`Whole`, whose
/// views are of the types `each Content`, laid out in that order: see ``TupleLayoutCursor``):
/// one child per view, in order, and no node of its own (its top-level nodes are its
/// children's, concatenated).
///
/// Not a `FragmentElement`: its children are fixed in number and kept inline
/// (``TupleChildren``, no array per tuple), and its node count is not cached but summed from
/// its children on each read (a tuple has a few children, each a constant read or a fragment
/// with its own cache): the 8 bytes of a cache kept a row's tuple element in the allocator's
/// next size class. A child's node count change is forwarded to the parent as it comes.
@MainActor
final class TupleElement<Whole: View, each Content: View>: TupleElementMaker {
  /// Unchecked exclusivity: loop thread only, and never accessed across a call that reaches
  /// it again (a replaced child is stored by the `replace` callback, after the read).
  @exclusivity(unchecked) private var childElements = TupleChildren()

  /// Makes a child for each view of the `Whole` at `view`, each read where it lies
  /// (``TupleLayoutCursor``).
  init(viewAt view: UnsafeRawPointer, context: __shared ElementContext) {
    super.init(context: context)
    // One context for every child (each made its own: a copy of the environment, retained
    // and released, per child).
    var shared = self.childContext()
    shared.decorationsAbove = context.decorationsAbove
    var cursor = TupleLayoutCursor(view)
    repeat appendChild(at: cursor.next((each Content).self), in: shared)
  }

  /// `view` is a `Whole` (the class was named for its view type, see ``_TupleViewFamily``).
  override class func make(viewAt view: UnsafeRawPointer, context: ElementContext) -> Element {
    self.init(viewAt: view, context: context)
  }

  /// Makes the child for the view at `view` in `context` and appends it (one step of the
  /// init's pack expansion). A tuple neither owns a node nor decorates: whether a decorating
  /// modifier sits above its children is whether one sits above it (from its own context),
  /// which `context` carries so that a node child does not walk up to find out.
  private func appendChild<C: View>(at view: UnsafePointer<C>, in context: ElementContext) {
    childElements.append(makeElement(at: view, in: context)) {
      TupleOverflow(context: ElementContext(link: link, parent: self, environment: environment))
    }
  }

  override var children: [Element] {
    var children: [Element] = []
    children.reserveCapacity(childElements.count)
    childElements.visitEach { children.append($0) }
    return children
  }

  override var nodeCount: Int {
    var count = 0
    childElements.visitEach { count += $0.nodeCount }
    return count
  }

  override func appendTopLevelNodes(to nodes: inout [Node]) {
    childElements.visitEach { $0.appendTopLevelNodes(to: &nodes) }
  }

  /// Each child's nodes inserted as the child places them, one after another (a node child's
  /// own, directly). The children read unretained, in a loop: through `visitEach`'s closure,
  /// each child and the closure's captures were retained and released.
  override func insertTopLevelNodes(into parent: Node, at offset: Int) -> Int {
    var inserted = 0
    for index in 0..<childElements.count {
      let child = childElements.unretainedChild(at: index)
      inserted += IsolationCheckFreeCalls.withGuaranteedReference(to: child) {
        insertTopLevelNodes(of: $0, into: parent, at: offset + inserted)
      }
    }
    return inserted
  }

  override func offset(ofChild child: Element) -> Int {
    var offset = startOffset
    for index in 0..<childElements.count {
      let element = childElements[index]
      if element === child { return offset }
      offset += element.nodeCount
    }
    preconditionFailure("\(child.name) is not a child of \(name)")
  }

  override func unmount() {
    childElements.visitEach { $0.unmount() }
  }

  override func canUpdate(to view: any View) -> Bool {
    type(of: view) == Whole.self
  }

  override func update(to view: any View, environment: EnvironmentValues) {
    withAddress(of: expectView(view, as: Whole.self)) {
      update(typed: $0, environment: environment)
    }
  }

  /// Taking the tuple through `update(to:)` boxed it in `any View` twice (for `canUpdate` and
  /// for `update`) and copied it out again: three copies of every row's views per update. The
  /// view is not copied out of the caller's value either (an element keeps no tuple): each
  /// copy cost a run-time tuple metadata lookup and every view's value witnesses, twice (copy,
  /// destroy).
  override func update<T: View>(ifAccepted view: T, environment: EnvironmentValues) -> Bool {
    withExactlyAddress(view, as: Whole.self) {
      update(typed: $0, environment: environment)
    }
  }

  /// A tuple inside a tuple, read where it lies in its parent's.
  override func update<T: View>(ifAcceptedAt view: UnsafePointer<T>, environment: EnvironmentValues) -> Bool {
    guard let view = exactlyAddress(view, as: Whole.self) else { return false }
    update(typed: view, environment: environment)
    return true
  }

  /// A row's tuple in its body's slot: each child may exchange its view with the one it kept
  /// (see ``Element/update(ifAcceptedExchanging:environment:)``).
  override func update<T: View>(
    ifAcceptedExchanging view: UnsafeMutablePointer<T>, environment: EnvironmentValues
  ) -> Bool {
    guard let view = exactlyAddress(view, as: Whole.self) else { return false }
    update(typed: view, environment: environment, exchanging: true)
    return true
  }

  /// Reconciles each child with its view of `view` (read in place, valid for the call).
  /// `exchanging`: the caller owns `view` and only destroys it after the call (see
  /// ``Element/update(ifAcceptedExchanging:environment:)``), so each child may exchange its
  /// view with the one it kept.
  private func update(
    typed view: UnsafePointer<Whole>, environment: EnvironmentValues, exchanging: Bool = false
  ) {
    storeEnvironment(environment)
    // One pack expansion over the tuple's element *types*, each view read where it lies in
    // `view` (see ``TupleLayoutCursor``). Reading `view.pointee.content` instead copied the
    // whole tuple first from this unspecialized code (a run-time tuple metadata lookup, every
    // view's copy and destroy witnesses; a `borrowing` parameter did not avoid it), per update
    // of every tuple: ~1.7 k instructions per re-rendered list row (issue 15, round 10).
    var cursor = TupleLayoutCursor(UnsafeRawPointer(view))
    repeat reconcileNextChild(
      (each Content).self, at: &cursor, environment: environment, exchanging: exchanging)
  }

  /// Reconciles the next child with the view of type `C` at `cursor`, read where it lies (the
  /// child copies out only what it keeps), and moves `cursor` past it (one step of
  /// ``update(typed:environment:)``'s pack expansion).
  private func reconcileNextChild<C: View>(
    _ type: C.Type, at cursor: inout TupleLayoutCursor, environment: EnvironmentValues, exchanging: Bool
  ) {
    let position = cursor.index
    // The view passed as mutable is written only when `exchanging` (the caller's value is then
    // its own, to be destroyed after the call). The child, read unretained, stays in
    // `childElements` for its update: only `replace` writes them after the init.
    updateChild(
      unretained: childElements.unretainedChild(at: position),
      at: UnsafeMutablePointer(mutating: cursor.next(C.self)),
      exchanging: exchanging, environment: environment
    ) { self.childElements[position] = $0 }
  }
}

/// Walks the elements of a tuple value, or the stored properties of a struct, in place, in
/// order: where each lies and which child position it is.
///
/// Sound because Swift lays a tuple and a struct out as its ABI specifies
/// (docs/ABI/TypeLayout.rst, "Tuples" and "Structs", one algorithm for both): each element or
/// stored property, in declaration order, at the first offset after the previous one's end
/// (offset plus `MemoryLayout.size`, not stride) that is a multiple of its alignment, the
/// first at 0; so a struct with one stored property (``TupleView``'s `content`) has it at
/// offset 0, and a ``TupleView2`` to ``TupleView10`` (its views as stored properties, nothing
/// else) is laid out as the tuple of its views. The caller walks the element types in
/// declaration order (one pack expansion over `each Content`) over a pointer to a live
/// `TupleView`, or `TupleView2` to `TupleView10`, of exactly those types, and reads each
/// element only while that pointer is valid. `TupleLayoutTests` pins the layout for views of
/// mixed sizes and alignments (empty, one-byte, eight-byte, existential-holding), for both.
struct TupleLayoutCursor {
  private let base: UnsafeRawPointer
  private var offset = 0
  /// The position of the element ``next(_:)`` returns next.
  private(set) var index = 0

  init(_ base: UnsafeRawPointer) { self.base = base }

  /// The next element, of type `T`; moves past it.
  mutating func next<T>(_ type: T.Type) -> UnsafePointer<T> {
    let alignmentMask = MemoryLayout<T>.alignment - 1
    let start = (offset + alignmentMask) & ~alignmentMask
    offset = start + MemoryLayout<T>.size
    index += 1
    return (base + start).assumingMemoryBound(to: T.self)
  }
}

/// Runs `body` with the address of `value`, valid only for the call. Not isolated, so the
/// closure it hands the standard library carries no executor check, and the caller's closure,
/// passed to this Swift 6 function, carries none either (see `IsolationCheckFreeCalls`).
func withAddress<T>(of value: T, _ body: (UnsafePointer<T>) -> Void) {
  withUnsafePointer(to: value, body)
}

/// Exchanges the values of `a` and `b`. For a bitwise-takable type (whose values move by
/// copying their bytes: every type without weak references or address-dependent fields) of
/// at most ``exchangeScratchSize`` bytes, the bytes are exchanged through a stack buffer with
/// `memcpy`: the standard library's `swap`, not inlined into unspecialized code, moved through
/// the type's value witnesses three times (~40 instructions per node update). Otherwise
/// `swap`. Sound: a bitwise-takable value is moved by copying its bytes (what its
/// `initializeWithTake` witness does), so each of `a` and `b` is left holding the other's
/// value, initialized, and the buffer's copy is dropped without being destroyed. (`memcpy`,
/// not `storeBytes` or `copyMemory`: those are documented for memory bound to trivial types.)
@inline(__always)
func exchangeValues<T>(_ a: inout T, _ b: inout T) {
  guard _isBitwiseTakable(T.self), MemoryLayout<T>.size <= exchangeScratchSize else { return swap(&a, &b) }
  exchangeBytes(&a, &b)
}

/// The largest value ``exchangeValues(_:_:)`` exchanges by its bytes: a leaf view (a text, a
/// button) is 40 bytes or less.
private let exchangeScratchSize = 64

/// The bytes of `*a` and `*b` (`MemoryLayout<T>.size` each) exchanged through a buffer on the
/// stack. Only for ``exchangeValues(_:_:)``, which checks the size.
@inline(__always)
private func exchangeBytes<T>(_ a: UnsafeMutablePointer<T>, _ b: UnsafeMutablePointer<T>) {
  let size = MemoryLayout<T>.size
  var scratch: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
  withUnsafeMutableBytes(of: &scratch) { buffer in
    guard let held = buffer.baseAddress else { return }  // (never: the buffer is 64 bytes)
    copyBytes(to: held, from: a, count: size)
    copyBytes(to: a, from: b, count: size)
    copyBytes(to: b, from: held, count: size)
  }
}

/// `memcpy(destination, source, count)`, with the common sizes of a leaf view as constants, so
/// that the compiler copies them inline (a `memcpy` of a size known only at run time — generic
/// code — is a call, ~13 instructions each, three per exchange).
@inline(__always)
private func copyBytes(to destination: UnsafeMutableRawPointer, from source: UnsafeRawPointer, count: Int) {
  switch count {
  case 8: memcpy(destination, source, 8)
  case 16: memcpy(destination, source, 16)
  case 24: memcpy(destination, source, 24)
  case 32: memcpy(destination, source, 32)
  case 40: memcpy(destination, source, 40)
  case 48: memcpy(destination, source, 48)
  default: memcpy(destination, source, count)
  }
}

/// ``withAddress(of:_:)`` for a value the caller may write through the pointer (`inout`),
/// valid only for the call; not isolated, for the same reason.
func withMutableAddress<T>(of value: inout T, _ body: (UnsafeMutablePointer<T>) -> Void) {
  withUnsafeMutablePointer(to: &value, body)
}
