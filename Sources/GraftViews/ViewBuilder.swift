/// Builds a view from a block of child views, as SwiftUI's `@ViewBuilder` does: blocks of any
/// arity, `if`/`else`, `if let`, `switch`, and availability checks.
@resultBuilder
@MainActor
public enum ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    repeat each Content
  > {
    TupleView(repeat each content)
  }

  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> ConditionalContent<TrueContent, FalseContent>
  {
    ConditionalContent(storage: .trueContent(first))
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> ConditionalContent<TrueContent, FalseContent>
  {
    ConditionalContent(storage: .falseContent(second))
  }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
