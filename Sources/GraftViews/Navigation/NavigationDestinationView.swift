import GraftCore

/// Content that registers, with the enclosing `NavigationStack`, the view to show for pushed
/// values of one type (`.navigationDestination(for:destination:)`). The registration is
/// refreshed each time this view is evaluated (so the destination sees current captures) and
/// outlives it while the stack lives (a pushed level still finds the destination its root
/// registered after the root's views were replaced). Outside a stack it does nothing.
@MainActor
public struct NavigationDestinationView<Content: View, D: Hashable, Destination: View>: View {
  let content: Content
  let destination: (D) -> Destination
  @Environment(\.navigationContext) private var navigation

  public var body: some View {
    let destination = self.destination
    // Registration writes no tracked state: it is a plain table the stack reads on push.
    let _: Void = navigation?.store.register(D.self) { AnyView(destination($0)) } ?? ()
    content
  }
}

extension View {
  /// The view the enclosing stack shows for a pushed value of type `D`.
  public func navigationDestination<D: Hashable, V: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> V
  ) -> NavigationDestinationView<Self, D, V> {
    NavigationDestinationView(content: self, destination: destination)
  }
}
