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
  /// tuple is read where the caller holds it (an element keeps no tuple): copying it out cost
  /// a run-time tuple metadata lookup and every view's value witnesses, twice (copy, destroy).
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
    // A pack expansion over the stored tuple's elements, each passed where it lies: iterating
    // `for content in repeat each view.content` first copied the whole tuple (its type's
    // metadata looked up at run time, every view copied through its value witnesses) and
    // destroyed it after.
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
