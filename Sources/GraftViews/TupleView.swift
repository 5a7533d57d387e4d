import GraftCore

/// Several views side by side — what a `@ViewBuilder` block with more than one statement
/// builds. Children keep their position as identity.
@MainActor
public struct TupleView<each Content: View>: PrimitiveView {
  public let content: (repeat each Content)

  /// Inlinable: a `@ViewBuilder` block's `buildBlock` is specialized in the app's module, and
  /// this call from it was not (the init was compiled once, for any pack): every body that
  /// built a tuple looked the tuple's type metadata up at run time and copied each view in
  /// through its value witnesses (≈ 2 k instructions for a row's four views, issue 15).
  @inlinable public init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  public static func _makeElement(_ view: Self, in context: ElementContext) -> Element {
    TupleElement<repeat each Content>(view: view, context: context)
  }
}

@MainActor
final class TupleElement<each Content: View>: FragmentElement {
  init(view: TupleView<repeat each Content>, context: ElementContext) {
    super.init(context: context)
    // Sized once: appending to an empty array reallocated it twice for a row's four views.
    var count = 0
    for _ in repeat (each Content).self { count += 1 }
    childElements.reserveCapacity(count)
    for content in repeat each view.content {
      childElements.append(makeChild(content))
    }
    recountNodes()
  }

  override func canUpdate(to view: any View) -> Bool {
    type(of: view) == TupleView<repeat each Content>.self
  }

  override func update(to view: any View, environment: EnvironmentValues) {
    withUnsafePointer(to: expectView(view, as: TupleView<repeat each Content>.self)) {
      update(typed: $0, environment: environment)
    }
  }

  /// Taking the tuple through `update(to:)` boxed it in `any View` twice (for `canUpdate` and
  /// for `update`) and copied it out again: three copies of every row's views per update. The
  /// view is not copied out of the caller's value either (an element keeps no tuple): each
  /// copy cost a run-time tuple metadata lookup and every view's value witnesses, twice (copy,
  /// destroy).
  override func update<T: View>(ifAccepted view: T, environment: EnvironmentValues) -> Bool {
    withExactlyAddress(view, as: TupleView<repeat each Content>.self) {
      update(typed: $0, environment: environment)
    }
  }

  /// Reconciles each child with its view of `view` (read in place, valid for the call).
  private func update(
    typed view: UnsafePointer<TupleView<repeat each Content>>, environment: EnvironmentValues
  ) {
    self.environment = environment
    // One pack expansion over the tuple's views. Reading `view.pointee.content` from this
    // unspecialized code still copies the tuple once (measured; a `borrowing` parameter did
    // not avoid it), but iterating `for content in repeat each view.content` cost more.
    var index = 0
    repeat reconcileNextChild(each view.pointee.content, at: &index, environment: environment)
  }

  /// Reconciles the child at `index` with `content` and moves `index` on (one step of
  /// ``update(typed:environment:)``'s pack expansion).
  private func reconcileNextChild<C: View>(_ content: C, at index: inout Int, environment: EnvironmentValues)
  {
    reconcileChild(at: index, to: content, environment: environment)
    index += 1
  }
}
