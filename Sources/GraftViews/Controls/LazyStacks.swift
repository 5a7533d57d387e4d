import GraftCore

/// A vertical stack, as SwiftUI's `LazyVStack`. Graft builds every row (there is no
/// viewport to be lazy about); it is a `VStack` node.
@MainActor
public struct LazyVStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: Double?
  let content: Content

  public init(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: some View {
    VStack(alignment: alignment, spacing: spacing) { content }
  }
}

/// A horizontal stack, as SwiftUI's `LazyHStack`; an `HStack` node (see ``LazyVStack``).
@MainActor
public struct LazyHStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: Double?
  let content: Content

  public init(
    alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: some View {
    HStack(alignment: alignment, spacing: spacing) { content }
  }
}
