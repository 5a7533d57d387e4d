/// Builds a view from a block of child views, as SwiftUI's `@ViewBuilder` does: blocks of any
/// arity, `if`/`else`, `if let`, `switch`, and availability checks.
@resultBuilder
@MainActor
public enum ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: consuming Content) -> Content { content }

  /// A block of more than ten views, or of two or more where the context names the block's
  /// type as a ``TupleView``: a builder closure or property declared to return one (`() ->
  /// TupleView<Text, Text>`), a `let` annotated with it. A block of two to ten views whose
  /// type nothing names builds a ``TupleView2`` to ``TupleView10`` (the overloads below, which
  /// the type checker prefers): plain fields, whose copies look no tuple metadata up at run
  /// time. A statement inside a builder block is typed by its own expression, so a body
  /// declared as `HStack<TupleView<Text, Text>>` whose one statement is `HStack { … }` returns
  /// it explicitly (`return HStack { … }`) or declares `HStack<TupleView2<Text, Text>>`.
  public static func buildBlock<each Content: View>(_ content: repeat consuming each Content) -> TupleView<
    repeat each Content
  > {
    TupleView(repeat each content)
  }

  // Blocks of two to ten views: one overload per arity (see above). Inlinable, so that a
  // body's block is built where its types are known, no run-time metadata looked up.
  //
  // Every builder method takes its views `consuming`: a block's views are temporaries, and
  // taken borrowed they were copied into the tuple (or the conditional) and the temporaries
  // destroyed after — in a body that ends in a container (`HStack { … }`) the optimizer then
  // left a whole copy and destroy of the container's value in every evaluation, a retain and
  // a release of each string, closure and object in it (~390 instructions of a one-row
  // re-render, issue 15 round 24). Taken owned, each view is moved in.

  @inlinable public static func buildBlock<V0: View, V1: View>(
    _ view0: consuming V0, _ view1: consuming V1
  ) -> TupleView2<V0, V1> {
    TupleView2(view0, view1)
  }

  @inlinable public static func buildBlock<V0: View, V1: View, V2: View>(
    _ view0: consuming V0, _ view1: consuming V1, _ view2: consuming V2
  ) -> TupleView3<V0, V1, V2> {
    TupleView3(view0, view1, view2)
  }

  @inlinable public static func buildBlock<V0: View, V1: View, V2: View, V3: View>(
    _ view0: consuming V0, _ view1: consuming V1, _ view2: consuming V2, _ view3: consuming V3
  ) -> TupleView4<V0, V1, V2, V3> {
    TupleView4(view0, view1, view2, view3)
  }

  @inlinable public static func buildBlock<V0: View, V1: View, V2: View, V3: View, V4: View>(
    _ view0: consuming V0, _ view1: consuming V1, _ view2: consuming V2, _ view3: consuming V3,
    _ view4: consuming V4
  ) -> TupleView5<V0, V1, V2, V3, V4> {
    TupleView5(view0, view1, view2, view3, view4)
  }

  @inlinable public static func buildBlock<V0: View, V1: View, V2: View, V3: View, V4: View, V5: View>(
    _ view0: consuming V0, _ view1: consuming V1, _ view2: consuming V2, _ view3: consuming V3,
    _ view4: consuming V4, _ view5: consuming V5
  ) -> TupleView6<V0, V1, V2, V3, V4, V5> {
    TupleView6(view0, view1, view2, view3, view4, view5)
  }

  @inlinable
  public static func buildBlock<V0: View, V1: View, V2: View, V3: View, V4: View, V5: View, V6: View>(
    _ view0: consuming V0, _ view1: consuming V1, _ view2: consuming V2, _ view3: consuming V3,
    _ view4: consuming V4, _ view5: consuming V5, _ view6: consuming V6
  ) -> TupleView7<V0, V1, V2, V3, V4, V5, V6> {
    TupleView7(view0, view1, view2, view3, view4, view5, view6)
  }

  @inlinable
  public static func buildBlock<
    V0: View, V1: View, V2: View, V3: View, V4: View, V5: View, V6: View, V7: View
  >(
    _ view0: consuming V0, _ view1: consuming V1, _ view2: consuming V2, _ view3: consuming V3,
    _ view4: consuming V4, _ view5: consuming V5, _ view6: consuming V6, _ view7: consuming V7
  ) -> TupleView8<V0, V1, V2, V3, V4, V5, V6, V7> {
    TupleView8(view0, view1, view2, view3, view4, view5, view6, view7)
  }

  @inlinable
  public static func buildBlock<
    V0: View, V1: View, V2: View, V3: View, V4: View, V5: View, V6: View, V7: View, V8: View
  >(
    _ view0: consuming V0, _ view1: consuming V1, _ view2: consuming V2, _ view3: consuming V3,
    _ view4: consuming V4, _ view5: consuming V5, _ view6: consuming V6, _ view7: consuming V7,
    _ view8: consuming V8
  ) -> TupleView9<V0, V1, V2, V3, V4, V5, V6, V7, V8> {
    TupleView9(view0, view1, view2, view3, view4, view5, view6, view7, view8)
  }

  @inlinable
  public static func buildBlock<
    V0: View, V1: View, V2: View, V3: View, V4: View, V5: View, V6: View, V7: View, V8: View, V9: View
  >(
    _ view0: consuming V0, _ view1: consuming V1, _ view2: consuming V2, _ view3: consuming V3,
    _ view4: consuming V4, _ view5: consuming V5, _ view6: consuming V6, _ view7: consuming V7,
    _ view8: consuming V8, _ view9: consuming V9
  ) -> TupleView10<V0, V1, V2, V3, V4, V5, V6, V7, V8, V9> {
    TupleView10(view0, view1, view2, view3, view4, view5, view6, view7, view8, view9)
  }

  public static func buildExpression<Content: View>(_ content: consuming Content) -> Content { content }

  public static func buildIf<Content: View>(_ content: consuming Content?) -> Content? { content }

  public static func buildOptional<Content: View>(_ content: consuming Content?) -> Content? { content }

  public static func buildEither<TrueContent: View, FalseContent: View>(first: consuming TrueContent)
    -> ConditionalContent<TrueContent, FalseContent>
  {
    ConditionalContent(storage: .trueContent(first))
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(second: consuming FalseContent)
    -> ConditionalContent<TrueContent, FalseContent>
  {
    ConditionalContent(storage: .falseContent(second))
  }

  public static func buildLimitedAvailability<Content: View>(_ content: consuming Content) -> AnyView {
    AnyView(content)
  }
}
