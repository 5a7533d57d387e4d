import GraftCore

/// A group of rows in a `List` or `Form`, as SwiftUI's `Section`: a title
/// (`Section("Title") { … }`, shown as the node's title), or header and footer views
/// (placed before and after the content, inside the section).
@MainActor
public struct Section<Parent: View, Content: View, Footer: View>: NodeView {
  let title: String?
  let header: Parent?
  let content: Content
  let footer: Footer?

  /// A section with header and footer views.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    title = nil
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  public var nodeKind: NodeKind { .section }
  public var nodeContent: (any View)? { TupleView(header, content, footer) }

  public func nodeProperties(in environment: EnvironmentValues) -> NodeProperties {
    var properties = NodeProperties()
    properties.title = title
    return properties
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section without a header.
  public init(@ViewBuilder content: () -> Content) {
    title = nil
    header = nil
    self.content = content()
    footer = nil
  }

  /// A section titled `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.title = String(title)
    header = nil
    self.content = content()
    footer = nil
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    title = nil
    self.header = header()
    self.content = content()
    footer = nil
  }

  /// A section with a header view (the older argument order).
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    title = nil
    self.header = header
    self.content = content()
    footer = nil
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    title = nil
    header = nil
    self.content = content()
    self.footer = footer()
  }
}
